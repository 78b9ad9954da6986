import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Bull from 'bull';
import type { Card, ProcessBatchResponse } from '@pennant/contracts';
import { QUEUE_NAME } from '../src/integrations/jobs/jobs.options';
import { redisKeyPrefix } from '../src/integrations/redis';
import { startTestApp, type TestApp } from './support/test-app';
import { signIn, type Agent } from './support/sign-in';
import { printedCardJpeg, uploadImage, waitForCard } from './cards-helpers';
import { createEmptyDatabase } from './jobs-support/empty-database';
import { startRedisProxy, type RedisProxy } from './jobs-support/redis-proxy';
import { until } from './jobs-support/until';
import { spawnWorker, startWorker, type WorkerProcess } from './jobs-support/worker-process';

const READY = /is taking jobs/;

/** Uploads a photo and asks for its identification; answers the card, still processing. */
async function submitCard(agent: Agent, seed: number): Promise<Card> {
  const photo = await printedCardJpeg(['KEN GRIFFEY JR.', 'SEATTLE MARINERS', `#${seed}`], seed);
  const imageUrl = await uploadImage(agent, photo, `worker_${seed}.jpg`);
  const answer = await agent.post('/api/cards/process-batch').send({ imageUrls: [imageUrl] });
  const { processed, errors } = answer.body as ProcessBatchResponse;
  expect(errors).toEqual([]);
  return processed[0];
}

describe('Worker process: refuses to start without its queue', () => {
  it('names REDIS_URL when it is not set (jobs then run inside the API)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-worker-'));
    const worker = spawnWorker({ NODE_ENV: 'test', DATA_DIR: dataDir });

    await expect(worker.exited).resolves.toBe(1);
    expect(worker.output()).toContain(
      'Invalid configuration: REDIS_URL is required for a worker: without it the API runs jobs itself',
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('names DATABASE_URL when its database has no tables yet: the API applies migrations', async () => {
    const database = await createEmptyDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-worker-'));
    const worker = spawnWorker({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: 'redis://127.0.0.1:6399',
    });
    try {
      await expect(worker.exited).resolves.toBe(1);
      expect(worker.output()).toMatch(
        /Invalid configuration: DATABASE_URL names a database with \d+ migration\(s\) not applied yet: run the API first: it applies migrations/,
      );
    } finally {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names REDIS_URL, without its password, when Redis does not answer within 10 s', async () => {
    const app = await startTestApp({ REDIS_URL: '' });
    const worker = startWorker(app, { REDIS_URL: 'redis://:hunter2@127.0.0.1:6399' });
    try {
      await expect(worker.exited).resolves.toBe(1);
      expect(worker.output()).toContain(
        'Invalid configuration: REDIS_URL (redis://127.0.0.1:6399) did not answer within 10 s',
      );
      expect(worker.output()).not.toMatch(/hunter2|is taking jobs|Unhandled error event/);
    } finally {
      await app.close();
    }
  }, 90_000);
});

// Workers need Redis: CI sets REDIS_URL, so they are tested there (the in-process runner below always).
if (process.env.REDIS_URL) {
  describe('Workers on Redis: the API enqueues, separate worker processes identify', () => {
    let app: TestApp;
    let dealer: Agent;
    let jobs: Bull.Queue;
    const workers: WorkerProcess[] = [];
    const worker = (env: Record<string, string> = {}) => {
      const started = startWorker(app, { JOB_CONCURRENCY: '1', JOB_LOCK_MS: '2000', ...env });
      workers.push(started);
      return started;
    };

    beforeAll(async () => {
      app = await startTestApp({ JOBS_IN_API: 'false' });
      dealer = await signIn(app, 'worker_dealer');
      jobs = new Bull(QUEUE_NAME, process.env.REDIS_URL!, {
        prefix: redisKeyPrefix(app.databaseUrl),
      });
    }, 120_000);

    afterAll(async () => {
      await Promise.all(workers.map((each) => each.stop('SIGKILL')));
      await jobs.obliterate({ force: true });
      await jobs.close();
      await app.close();
    });

    it('leaves the card processing until a worker runs, which identifies it', async () => {
      const card = await submitCard(dealer, 1);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await dealer.get(`/api/cards/${card.id}`).expect(200)).body.status).toBe(
        'processing',
      );

      const running = worker();
      await running.waitForOutput(READY);
      // Its start names what it runs on, and that photos stored locally must be the API's own folder.
      expect(running.output()).toMatch(
        /is taking jobs, \d+ at once: database .*; storage local folder /,
      );
      expect(running.output()).toContain('the API must store them in this same folder');
      const identified = await waitForCard(dealer, card.id, undefined, 90_000);

      expect(identified.status).toBe('identified');
      expect(identified.confidence).toMatch(/^\d\.\d{2}$/);
      await running.waitForOutput(
        new RegExp(
          `Job card\\.identify card-identify-${card.id} completed in \\d+ ms \\(attempt 1 of 3\\)`,
        ),
      );
      await expect(running.stop('SIGTERM')).resolves.toBe(0);
      expect(running.output()).toContain('finishing running jobs, then stopping');
    }, 120_000);

    it('on SIGTERM, finishes the card it is identifying before it exits', async () => {
      const stopping = worker();
      await stopping.waitForOutput(READY);
      const card = await submitCard(dealer, 3);
      await until(
        async () => (await jobs.getActive()).some((job) => job.data.cardId === card.id),
        60_000,
        'the job is running',
      );

      await expect(stopping.stop('SIGTERM')).resolves.toBe(0);

      const after = (await dealer.get(`/api/cards/${card.id}`).expect(200)).body as Card;
      expect(after.status).toBe('identified');
    }, 120_000);

    it('finishes the card of a worker killed mid-job on another worker', async () => {
      const doomed = worker();
      await doomed.waitForOutput(READY);
      const card = await submitCard(dealer, 2);
      const activeJob = async () =>
        (await jobs.getActive()).find((job) => job.data.cardId === card.id);
      await until(async () => (await activeJob()) !== undefined, 60_000, 'the job is running');

      doomed.child.kill('SIGKILL');
      await doomed.exited;
      const abandoned = await activeJob();
      expect(abandoned).toBeDefined();
      expect(await abandoned!.getState()).toBe('active');
      expect((await dealer.get(`/api/cards/${card.id}`).expect(200)).body.status).toBe(
        'processing',
      );

      const rescuer = worker();
      const identified = await waitForCard(dealer, card.id, undefined, 90_000);

      expect(identified.status).toBe('identified');
      expect(rescuer.output()).toMatch(new RegExp(`Job card\\.identify ${abandoned!.id} stalled`));
    }, 180_000);
  });
}

if (process.env.REDIS_URL) {
  describe('A worker stopped while Redis is away', () => {
    let proxy: RedisProxy;
    let app: TestApp;

    beforeAll(async () => {
      proxy = await startRedisProxy(process.env.REDIS_URL!);
      app = await startTestApp({ JOBS_IN_API: 'false' });
    }, 120_000);
    afterAll(async () => {
      await app.close();
      await proxy.close();
    });

    // Bull's close on a Redis that does not answer left a rejection nothing handled (exit 1), or never ended.
    it.each([1, 2, 3, 4, 5])(
      'exits 0 on SIGTERM after its whole shutdown (run %i)',
      async () => {
        await proxy.restore();
        const worker = startWorker(app, { REDIS_URL: proxy.url, JOB_CONCURRENCY: '1' });
        await worker.waitForOutput(READY, 120_000);
        await proxy.cut();
        await new Promise((resolve) => setTimeout(resolve, 3000));

        await expect(worker.stop('SIGTERM')).resolves.toBe(0);
        expect(worker.output()).toContain('LOG [Worker] Stopped');
        expect(worker.output()).not.toContain('Error: Connection is closed.');
      },
      180_000,
    );
  });
}

// Always, also where REDIS_URL is set: the embedded default, where the API runs its jobs itself.
describe('Jobs in the API process (no REDIS_URL)', () => {
  let app: TestApp;
  let dealer: Agent;

  beforeAll(async () => {
    app = await startTestApp({ REDIS_URL: '' });
    dealer = await signIn(app, 'inprocess_dealer');
  }, 120_000);
  afterAll(() => app.close());

  it('identifies a submitted card without any worker process', async () => {
    const card = await submitCard(dealer, 4);
    expect(card.status).toBe('processing');

    const identified = await waitForCard(dealer, card.id, undefined, 90_000);

    expect(identified.status).toBe('identified');
  }, 120_000);
});
