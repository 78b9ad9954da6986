import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { getQueueToken } from '@nestjs/bull';
import type { AdvancedSettings, Job as BullJob, JobOptions, Queue } from 'bull';
import type { JobName, JobPayloads } from './job-catalog';
import { RedisOutageLog } from '../redis';
import {
  JobQueueUnavailableError,
  type EnqueuedJob,
  type EnqueueOptions,
  type Job,
  type JobOutcome,
  type QueueStats,
} from './job-queue';
import { JobRegistry, RegistryBackedJobQueue } from './job-registry';
import {
  backoffDelay,
  JOB_CONTEXT,
  JOBS_OPTIONS,
  QUEUE_NAME,
  type JobContextRunner,
  type JobsOptions,
} from './jobs.options';
import { PermanentJobError } from './permanent-job-error';
import { failureReason, logJobFailure, notifyFinalFailure } from './job-failure';
import { logJobCompleted } from './job-log';

const SETTLED_POLL_MS = 100;
/** Finished jobs kept for a while so `settled()` and operators can still read their outcome. */
const KEEP_COMPLETED = { age: 24 * 3600, count: 1000 };
const KEEP_FAILED = { age: 7 * 24 * 3600, count: 5000 };
const BACKOFF_STRATEGY = 'doubling';
/** A job stalled more often than this (its workers keep dying) fails instead of running again. */
const MAX_STALLED_COUNT = 2;
/** Bull's reason for a job failed that way. */
const BULL_STALLED_TOO_OFTEN = 'job stalled more than allowable limit';
/**
 * A queue command that has not answered by then is given up: ioredis would otherwise retry it for about
 * 100 s while Redis is away, and the dealer who uploaded would wait that long for an error.
 */
export const QUEUE_COMMAND_TIMEOUT_MS = 3000;
type QueueConnection = Queue['clients'][number];
const UNFINISHED_STATES = ['waiting', 'active', 'delayed', 'paused'] as const;
/** Reading every unfinished job (ids in one MULTI, then each job) may take longer than one command. */
const QUEUE_SCAN_TIMEOUT_MS = 15_000;
/** How long a stopping process lets Bull close its connections to a Redis that does not answer. */
const CLOSE_WITHOUT_REDIS_MS = 2000;

/**
 * Queue settings: stalled jobs are looked for twice per lock duration, so a job whose worker died runs
 * again within about JOB_LOCK_MS of its last lock renewal; retries wait twice as long each time.
 */
export function bullSettings(options: JobsOptions): AdvancedSettings {
  return {
    lockDuration: options.lockDurationMs,
    stalledInterval: Math.ceil(options.lockDurationMs / 2),
    maxStalledCount: MAX_STALLED_COUNT,
    backoffStrategies: {
      [BACKOFF_STRATEGY]: (attemptsMade: number) => backoffDelay(options.backoffMs, attemptsMade),
    },
  };
}

/**
 * Jobs on Redis with Bull: any number of processes enqueue, any number consume (`concurrency` each).
 * A job whose worker dies stops renewing its lock; another worker finds it stalled and runs it again.
 */
@Injectable()
export class BullJobQueue
  extends RegistryBackedJobQueue
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  readonly keepsJobsAcrossRestarts = true;
  private readonly logger = new Logger('Jobs');
  private readonly recoveryWatched = new WeakSet<QueueConnection>();
  /** The jobs this process is running. */
  private readonly running = new Set<Promise<void>>();

  get runsJobsHere(): boolean {
    return this.options.consume;
  }

  constructor(
    @Inject(getQueueToken(QUEUE_NAME)) private readonly queue: Queue,
    @Inject(JobRegistry) registry: JobRegistry,
    @Inject(JOBS_OPTIONS) private readonly options: JobsOptions,
    @Inject(JOB_CONTEXT) private readonly runInContext: JobContextRunner,
    @Inject(RedisOutageLog) private readonly outage: RedisOutageLog,
  ) {
    super(registry);
    // Without a listener, an EventEmitter 'error' (Redis unreachable) would bring the process down.
    queue.on('error', (error: Error) => this.reportError(error));
  }

  async enqueue<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    options: EnqueueOptions = {},
  ): Promise<EnqueuedJob> {
    const job = await this.withinTimeout(async () => {
      if (options.jobId) await this.removeIfFinished(options.jobId);
      return this.queue.add(name, data, this.jobOptions(options));
    });
    const id = String(job.id);
    return { id, settled: (timeoutMs) => this.settled(id, timeoutMs) };
  }

  async hasUnfinished(jobId: string): Promise<boolean> {
    const job = await this.withinTimeout(() => this.queue.getJob(jobId));
    return job !== null && (UNFINISHED_STATES as readonly string[]).includes(await job.getState());
  }

  /** The ids of every list are read in one MULTI, so a job moving between lists meanwhile is not missed. */
  async unfinishedData<N extends JobName>(name: N): Promise<JobPayloads[N][]> {
    const jobs = await this.withinTimeout(
      () => this.queue.getJobs([...UNFINISHED_STATES]),
      QUEUE_SCAN_TIMEOUT_MS,
    );
    return jobs
      .filter((job): job is BullJob => job !== null && job.name === name)
      .map((job) => job.data as JobPayloads[N]);
  }

  /** Two round trips to Redis: the counts, and the oldest job of the waiting line. */
  async stats(): Promise<QueueStats> {
    const [counts, oldest] = await this.withinTimeout(() =>
      Promise.all([this.queue.getJobCounts(), this.queue.getWaiting(0, 0)]),
    );
    const enqueuedAt = oldest.filter(Boolean).map((job) => job.timestamp);
    const paused = (counts as Partial<Record<'paused', number>>).paused ?? 0;
    return {
      waiting: counts.waiting + paused,
      active: counts.active,
      failed: counts.failed,
      oldestWaitingSeconds:
        enqueuedAt.length === 0 ? null : Math.floor((Date.now() - Math.min(...enqueuedAt)) / 1000),
    };
  }

  onApplicationBootstrap(): void {
    this.registry.verify();
    if (!this.options.consume) return;
    this.queue.on('failed', (job: BullJob, error: Error) => {
      this.reportIfFinal(job, error).catch((problem: unknown) =>
        this.logger.warn(
          `Job ${job.name} ${job.id}: its failure could not be reported: ${failureReason(problem)}`,
        ),
      );
    });
    this.queue.on('stalled', (job: BullJob) =>
      this.logger.warn(`Job ${job.name} ${job.id} stalled (its worker stopped); it runs again`),
    );
    this.queue
      .process('*', this.options.concurrency, (job: BullJob) => this.run(job))
      .catch((error: unknown) => this.logger.error(`Job processing stopped: ${String(error)}`));
  }

  /**
   * Waits for the jobs this process is running, then closes the Redis connections. With Redis away Bull's close can
   * hang or fail (OptimalBits/bull#1414): this process then waits for its running jobs itself, gives Bull's close
   * a few seconds and drops the connections, so the hooks that follow (OCR workers, the database) still run. The
   * queue then counts as closed for @nestjs/bull's own close of it, which comes next.
   */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.queue.clients.every(isReady)) {
      await this.closeQueue(this.queue.close());
      return;
    }
    await Promise.allSettled([...this.running]);
    await this.closeQueue(
      Promise.race([
        this.queue.close(true),
        new Promise<void>((resolve) => setTimeout(resolve, CLOSE_WITHOUT_REDIS_MS).unref()),
      ]),
    );
    for (const client of this.queue.clients) client.disconnect();
    (this.queue as { closing?: Promise<void> }).closing = Promise.resolve();
  }

  private async closeQueue(closing: Promise<void>): Promise<void> {
    try {
      await closing;
    } catch (error) {
      this.logger.warn(`The job queue closed with an error: ${failureReason(error)}`);
      (this.queue as { closing?: Promise<void> }).closing = Promise.resolve();
    }
  }

  /**
   * A lost connection is the outage log's to report (once, and once when all the queue's connections are
   * back); any other queue error is one warning.
   */
  private reportError(error: Error): void {
    const clients = this.queue.clients;
    if (clients.every(isReady)) {
      this.logger.warn(`Job queue: ${error.message}`);
      return;
    }
    for (const client of clients) this.noticeRecoveryOf(client);
    this.outage.lost('job queue', error);
  }

  private noticeRecoveryOf(client: QueueConnection): void {
    if (this.recoveryWatched.has(client)) return;
    this.recoveryWatched.add(client);
    client.on('ready', () => {
      if (this.queue.clients.every(isReady)) this.outage.back('job queue');
    });
  }

  /** Fails with JobQueueUnavailableError when Redis has not answered in `timeoutMs`. */
  private async withinTimeout<T>(
    command: () => Promise<T>,
    timeoutMs = QUEUE_COMMAND_TIMEOUT_MS,
  ): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new JobQueueUnavailableError()), timeoutMs);
    });
    try {
      return await Promise.race([command(), timeout]);
    } catch (error) {
      if (error instanceof JobQueueUnavailableError) throw error;
      throw new JobQueueUnavailableError({ cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  private jobOptions(options: EnqueueOptions): JobOptions {
    return {
      jobId: options.jobId,
      attempts: options.attempts ?? this.options.attempts,
      backoff: { type: BACKOFF_STRATEGY },
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
    };
  }

  /** A job id can be reused once its job has finished (a retried card runs again). */
  private async removeIfFinished(jobId: string): Promise<void> {
    const existing = await this.queue.getJob(jobId);
    if (!existing) return;
    const state = await existing.getState();
    if (state === 'completed' || state === 'failed') await existing.remove();
  }

  private run(job: BullJob): Promise<void> {
    const running = this.runJob(job).finally(() => this.running.delete(running));
    this.running.add(running);
    return running;
  }

  private async runJob(job: BullJob): Promise<void> {
    const registered = this.registry.processorFor(job.name);
    const run = runOf(job, job.attemptsMade + 1);
    const startedAt = performance.now();
    try {
      if (!registered) throw new PermanentJobError(`No processor for job ${job.name}`);
      await this.runInContext(() => registered.process(run));
      logJobCompleted(this.logger, run, startedAt);
    } catch (error) {
      logJobFailure(this.logger, run, error);
      if (error instanceof PermanentJobError) await job.discard();
      throw error;
    }
  }

  /**
   * Bull reports every failed attempt, and also a job failed because its workers died too often
   * (which no processor saw); only a job that will not run again is the owner's to record.
   */
  private async reportIfFinal(job: BullJob, error: Error): Promise<void> {
    if ((await job.getState()) !== 'failed') return;
    const run = runOf(job, Math.max(job.attemptsMade, 1));
    if (error.message === BULL_STALLED_TOO_OFTEN) {
      this.logger.error(
        `Job ${job.name} ${job.id} failed: its workers stopped while running it ${MAX_STALLED_COUNT + 1} times`,
      );
    }
    await notifyFinalFailure(this.logger, this.registry, this.runInContext, run, error.message);
  }

  private async settled(jobId: string, timeoutMs: number): Promise<JobOutcome> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const outcome = await this.outcomeOf(jobId);
      if (outcome !== 'pending' || Date.now() >= deadline) return outcome;
      await new Promise((resolve) => setTimeout(resolve, SETTLED_POLL_MS));
    }
  }

  private async outcomeOf(jobId: string): Promise<JobOutcome> {
    const job = await this.queue.getJob(jobId);
    const state = job ? await job.getState() : undefined;
    if (state === 'completed') return 'completed';
    if (state === 'failed') return 'failed';
    return 'pending';
  }
}

function isReady(client: QueueConnection): boolean {
  return client.status === 'ready';
}

function runOf(job: BullJob, attempt: number): Job<unknown> {
  return {
    id: String(job.id),
    name: job.name,
    data: job.data,
    attempt,
    maxAttempts: job.opts.attempts ?? 1,
  };
}
