import crypto from 'node:crypto';
import { Logger } from '@nestjs/common';
import Bull from 'bull';
import { BullJobQueue, bullSettings, QUEUE_COMMAND_TIMEOUT_MS } from './bull-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobQueueUnavailableError, type Job, type JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';
import { QUEUE_NAME, runWithoutContext, type JobsOptions } from './jobs.options';
import { PermanentJobError } from './permanent-job-error';
import { RedisOutageLog } from '../redis';

/** A queue under test with the means to start it (as Nest's bootstrap would) and to dispose of it. */
interface QueueUnderTest {
  queue: JobQueue & { onApplicationBootstrap(): void };
  close(): Promise<void>;
}

const BASE_OPTIONS: JobsOptions = {
  consume: true,
  concurrency: 2,
  attempts: 3,
  backoffMs: 200,
  lockDurationMs: 5000,
  prefix: 'unused',
};

// The registry checks only the job these tests register (the product's catalog has more).
function inProcessQueue(options: Partial<JobsOptions> = {}): QueueUnderTest {
  const queue = new InProcessJobQueue(
    new JobRegistry(['card.identify']),
    { ...BASE_OPTIONS, ...options },
    runWithoutContext,
  );
  return { queue, close: () => queue.beforeApplicationShutdown() };
}

/** Each Bull queue under test lives under its own key prefix, removed afterwards. */
function bullQueue(options: Partial<JobsOptions> = {}, prefix = randomPrefix()): QueueUnderTest {
  const merged = { ...BASE_OPTIONS, ...options, prefix };
  const bull = new Bull(QUEUE_NAME, process.env.REDIS_URL!, {
    prefix,
    settings: bullSettings(merged),
  });
  const queue = new BullJobQueue(
    bull,
    new JobRegistry(['card.identify']),
    merged,
    runWithoutContext,
    new RedisOutageLog(),
  );
  return {
    queue,
    close: async () => {
      await queue.beforeApplicationShutdown();
      const cleaner = new Bull(QUEUE_NAME, process.env.REDIS_URL!, { prefix });
      await cleaner.obliterate({ force: true });
      await cleaner.close();
    },
  };
}

function randomPrefix(): string {
  return `pennant-test:${crypto.randomBytes(4).toString('hex')}`;
}

type Adapter = [string, (options?: Partial<JobsOptions>) => QueueUnderTest];
const adapters: Adapter[] = [['in-process runner', inProcessQueue]];
// Bull needs a Redis: CI sets REDIS_URL, so both adapters run there; without it only the runner does.
if (process.env.REDIS_URL) adapters.push(['Bull on Redis', bullQueue]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

describe.each(adapters)('JobQueue: %s', (_name, create) => {
  let underTest: QueueUnderTest;
  const start = (options?: Partial<JobsOptions>) => {
    underTest = create(options);
    return underTest.queue;
  };

  afterEach(async () => {
    jest.restoreAllMocks();
    await underTest?.close();
  });

  it('runs an enqueued job once with its data', async () => {
    const queue = start();
    const runs: Job<{ cardId: string }>[] = [];
    queue.register('card.identify', async (job) => void runs.push(job));
    queue.onApplicationBootstrap();

    const job = await queue.enqueue('card.identify', { cardId: 'card-1' });

    await expect(job.settled(10000)).resolves.toBe('completed');
    await sleep(100);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id: job.id, data: { cardId: 'card-1' }, attempt: 1 });
  });

  it('logs one line per completed job: its name, id, duration and attempt', async () => {
    const queue = start();
    queue.register('card.identify', async () => undefined);
    queue.onApplicationBootstrap();
    const logs = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);

    const job = await queue.enqueue('card.identify', { cardId: 'card-log' });

    await expect(job.settled(10000)).resolves.toBe('completed');
    await until(() => logs.mock.calls.length > 0);
    expect(logs.mock.calls).toEqual([
      [
        expect.stringMatching(
          new RegExp(`^Job card\\.identify ${job.id} completed in \\d+ ms \\(attempt 1 of 3\\)$`),
        ),
      ],
    ]);
  });

  it('tells what waits, for how long, and whether a job id is still to run', async () => {
    const queue = start({ consume: false });
    queue.register('card.identify', async () => undefined);
    queue.onApplicationBootstrap();

    await queue.enqueue('card.identify', { cardId: 'card-w' }, { jobId: 'waiting-job' });
    await sleep(1100);

    await expect(queue.hasUnfinished('waiting-job')).resolves.toBe(true);
    await expect(queue.hasUnfinished('no-such-job')).resolves.toBe(false);
    const stats = await queue.stats();
    expect(stats).toMatchObject({ waiting: 1, active: 0, failed: 0 });
    expect(stats.oldestWaitingSeconds).toBeGreaterThanOrEqual(1);
  });

  it('retries a failed job after a backoff, then completes it', async () => {
    const queue = start({ backoffMs: 300 });
    const attempts: { attempt: number; at: number }[] = [];
    const onFailed = jest.fn(async () => undefined);
    queue.register(
      'card.identify',
      async (job) => {
        attempts.push({ attempt: job.attempt, at: Date.now() });
        if (job.attempt === 1) throw new Error('database unavailable');
      },
      { onFailed },
    );
    queue.onApplicationBootstrap();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

    const job = await queue.enqueue('card.identify', { cardId: 'card-2' });

    await expect(job.settled(10000)).resolves.toBe('completed');
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2]);
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(280);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('waits twice as long before each further retry and fails when attempts run out', async () => {
    const queue = start({ backoffMs: 150, attempts: 3 });
    const times: number[] = [];
    const failures: [number, string][] = [];
    queue.register(
      'card.identify',
      async () => {
        times.push(Date.now());
        throw new Error('still unavailable');
      },
      { onFailed: async (job, reason) => void failures.push([job.attempt, reason]) },
    );
    queue.onApplicationBootstrap();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);

    const job = await queue.enqueue('card.identify', { cardId: 'card-3' });

    await expect(job.settled(10000)).resolves.toBe('failed');
    expect(times).toHaveLength(3);
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(130);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(280);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('attempt 3 of 3'));
    await until(() => failures.length > 0);
    expect(failures).toEqual([[3, 'still unavailable']]);
  });

  it('does not retry a permanent failure, and reports it', async () => {
    const queue = start();
    let runs = 0;
    const failures: [string, string][] = [];
    queue.register(
      'card.identify',
      async () => {
        runs += 1;
        throw new PermanentJobError('card card-4 no longer exists');
      },
      { onFailed: async (job, reason) => void failures.push([job.data.cardId, reason]) },
    );
    queue.onApplicationBootstrap();
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);

    const job = await queue.enqueue('card.identify', { cardId: 'card-4' });

    await expect(job.settled(10000)).resolves.toBe('failed');
    // The failure is reported after the job settles (on Bull, from its 'failed' event); a retry would come later still.
    await until(() => failures.length > 0);
    await sleep(500);
    expect(runs).toBe(1);
    expect(failures).toEqual([['card-4', 'card card-4 no longer exists']]);
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/card\.identify .*permanent failure.*card card-4 no longer exists/),
    );
  });

  it('runs no more jobs at once than its concurrency', async () => {
    const queue = start({ concurrency: 2 });
    let running = 0;
    let mostAtOnce = 0;
    queue.register('card.identify', async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await sleep(150);
      running -= 1;
    });
    queue.onApplicationBootstrap();

    const jobs = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => queue.enqueue('card.identify', { cardId: `card-${n}` })),
    );

    const outcomes = await Promise.all(jobs.map((job) => job.settled(10000)));
    expect(outcomes).toEqual(Array(6).fill('completed'));
    expect(mostAtOnce).toBe(2);
  });

  it('takes a job id once while it waits, and again once it has finished', async () => {
    const queue = start({ concurrency: 1 });
    const seen: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    queue.register('card.identify', async (job) => {
      seen.push(job.data.cardId);
      if (job.data.cardId === 'blocker') await gate;
    });
    queue.onApplicationBootstrap();

    await queue.enqueue('card.identify', { cardId: 'blocker' });
    const first = await queue.enqueue('card.identify', { cardId: 'card-7' }, { jobId: 'card-7' });
    const duplicate = await queue.enqueue(
      'card.identify',
      { cardId: 'card-7' },
      { jobId: 'card-7' },
    );
    release();
    await expect(first.settled(10000)).resolves.toBe('completed');
    expect(duplicate.id).toBe(first.id);

    const again = await queue.enqueue('card.identify', { cardId: 'card-7' }, { jobId: 'card-7' });
    await expect(again.settled(10000)).resolves.toBe('completed');
    expect(seen).toEqual(['blocker', 'card-7', 'card-7']);
  });

  it('answers the data of the unfinished jobs of one name, whatever their ids', async () => {
    const queue = start({ consume: false });
    queue.register('card.identify', async () => undefined);
    queue.onApplicationBootstrap();

    await queue.enqueue('listing.publish', { dealerId: 'd', listingIds: ['l-1', 'l-2'] });
    await queue.enqueue('listing.publish', { dealerId: 'd', listingIds: ['l-3'] }, { jobId: 'p' });
    await queue.enqueue('card.identify', { cardId: 'card-9' });

    const publishing = await queue.unfinishedData('listing.publish');
    expect(publishing.map((data) => data.listingIds).sort()).toEqual([['l-1', 'l-2'], ['l-3']]);
    await expect(queue.unfinishedData('orders.sync')).resolves.toEqual([]);
  });

  it('answers pending while a job is still running', async () => {
    const queue = start();
    queue.register('card.identify', async () => void (await sleep(1000)));
    queue.onApplicationBootstrap();

    const job = await queue.enqueue('card.identify', { cardId: 'slow' });

    await expect(job.settled(200)).resolves.toBe('pending');
    await expect(job.settled(10000)).resolves.toBe('completed');
  });

  it('does not start when a job in the catalog has no processor', () => {
    const queue = start();
    expect(() => queue.onApplicationBootstrap()).toThrow(
      'No processor registered for job card.identify',
    );
  });
});

describe('JobQueue: a process that does not take jobs', () => {
  it('in process: leaves them waiting (JOBS_IN_API=false only applies with Redis)', async () => {
    const { queue, close } = inProcessQueue({ consume: false });
    let runs = 0;
    queue.register('card.identify', async () => void (runs += 1));
    queue.onApplicationBootstrap();

    const job = await queue.enqueue('card.identify', { cardId: 'card-8' });

    await expect(job.settled(300)).resolves.toBe('pending');
    expect(runs).toBe(0);
    await close();
  });

  if (process.env.REDIS_URL) {
    it('on Redis: its jobs are taken by another consumer of the same queue', async () => {
      const prefix = randomPrefix();
      const producer = bullQueue({ consume: false }, prefix);
      const consumer = bullQueue({ consume: true }, prefix);
      const producerRuns: string[] = [];
      const consumerRuns: string[] = [];
      producer.queue.register('card.identify', async (job) => void producerRuns.push(job.id));
      consumer.queue.register('card.identify', async (job) => void consumerRuns.push(job.id));
      producer.queue.onApplicationBootstrap();
      consumer.queue.onApplicationBootstrap();

      const job = await producer.queue.enqueue('card.identify', { cardId: 'card-9' });

      await expect(job.settled(10000)).resolves.toBe('completed');
      expect(consumerRuns).toEqual([job.id]);
      expect(producerRuns).toEqual([]);
      await producer.close();
      await consumer.close();
    });

    it('on Redis: fails a job whose workers died running it too often, and tells its owner', async () => {
      const prefix = randomPrefix();
      const { queue, close } = bullQueue({ lockDurationMs: 500 }, prefix);
      const failures: [string, string][] = [];
      queue.register('card.identify', async () => undefined, {
        onFailed: async (job, reason) => void failures.push([job.data.cardId, reason]),
      });
      const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const job = await queue.enqueue('card.identify', { cardId: 'card-10' });
      // A worker takes the job and dies (never renews its lock), after two others did the same.
      const dyingWorker = new Bull(QUEUE_NAME, process.env.REDIS_URL!, {
        prefix,
        settings: { lockDuration: 500 },
      });
      const taken = await dyingWorker.getNextJob();
      expect(taken?.id).toBe(job.id);
      await dyingWorker.client.hset(`${prefix}:${QUEUE_NAME}:${job.id}`, 'stalledCounter', 2);
      await dyingWorker.close(true);

      queue.onApplicationBootstrap();

      await expect(job.settled(10000)).resolves.toBe('failed');
      await until(() => failures.length > 0);
      expect(failures).toEqual([['card-10', 'job stalled more than allowable limit']]);
      expect(errors).toHaveBeenCalledWith(
        `Job card.identify ${job.id} failed: its workers stopped while running it 3 times`,
      );
      await close();
    });
  }
});

describe('Bull settings', () => {
  it('looks for stalled jobs twice per lock duration, so one is recovered within about JOB_LOCK_MS', () => {
    expect(bullSettings({ ...BASE_OPTIONS, lockDurationMs: 30000 })).toMatchObject({
      lockDuration: 30000,
      stalledInterval: 15000,
    });
  });
});

describe('Bull on an unreachable Redis', () => {
  it('refuses a job within seconds instead of retrying for minutes', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const bull = new Bull(QUEUE_NAME, 'redis://127.0.0.1:6399', { prefix: randomPrefix() });
    const queue = new BullJobQueue(
      bull,
      new JobRegistry(['card.identify']),
      { ...BASE_OPTIONS, consume: false },
      runWithoutContext,
      new RedisOutageLog(),
    );
    const started = Date.now();
    try {
      await expect(queue.enqueue('card.identify', { cardId: 'card-x' })).rejects.toBeInstanceOf(
        JobQueueUnavailableError,
      );
      expect(Date.now() - started).toBeLessThan(QUEUE_COMMAND_TIMEOUT_MS + 1000);
    } finally {
      for (const client of bull.clients) client.disconnect();
      jest.restoreAllMocks();
    }
  });
});
