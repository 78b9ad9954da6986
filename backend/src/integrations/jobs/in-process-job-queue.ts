import crypto from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { JobName, JobPayloads } from './job-catalog';
import {
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
  type JobContextRunner,
  type JobsOptions,
} from './jobs.options';
import { PermanentJobError } from './permanent-job-error';
import { failureReason, isFinalFailure, logJobFailure, notifyFinalFailure } from './job-failure';
import { logJobCompleted } from './job-log';

interface QueuedJob {
  id: string;
  name: string;
  data: unknown;
  attempt: number;
  maxAttempts: number;
  /** When it last joined the waiting line (enqueued, or due for its retry). */
  waitingSince: number;
  settle(outcome: Exclude<JobOutcome, 'pending'>): void;
  outcome: Promise<Exclude<JobOutcome, 'pending'>>;
}

/**
 * The embedded job runner: jobs wait in memory and run in this process, at most `concurrency` at once,
 * with retries after an exponential backoff. Jobs do not survive a restart (Bull on Redis does).
 */
@Injectable()
export class InProcessJobQueue
  extends RegistryBackedJobQueue
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  readonly runsJobsHere = true;
  readonly keepsJobsAcrossRestarts = false;
  private readonly logger = new Logger('Jobs');
  private readonly waiting: QueuedJob[] = [];
  private readonly unfinished = new Map<string, QueuedJob>();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private failedCount = 0;
  private started = false;
  private stopping = false;

  constructor(
    @Inject(JobRegistry) registry: JobRegistry,
    @Inject(JOBS_OPTIONS) private readonly options: JobsOptions,
    @Inject(JOB_CONTEXT) private readonly runInContext: JobContextRunner,
  ) {
    super(registry);
  }

  async enqueue<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    options: EnqueueOptions = {},
  ): Promise<EnqueuedJob> {
    const existing = options.jobId ? this.unfinished.get(options.jobId) : undefined;
    const job = existing ?? this.newJob(name, data, options);
    if (!existing) {
      this.unfinished.set(job.id, job);
      this.wait(job);
    }
    return { id: job.id, settled: (timeoutMs) => settledWithin(job.outcome, timeoutMs) };
  }

  async hasUnfinished(jobId: string): Promise<boolean> {
    return this.unfinished.has(jobId);
  }

  async unfinishedData<N extends JobName>(name: N): Promise<JobPayloads[N][]> {
    return [...this.unfinished.values()]
      .filter((job) => job.name === name)
      .map((job) => job.data as JobPayloads[N]);
  }

  /** Failed counts the jobs that failed for good since this process started (they are not kept). */
  async stats(): Promise<QueueStats> {
    const oldest = this.waiting.reduce<number | null>(
      (earliest, job) => Math.min(earliest ?? job.waitingSince, job.waitingSince),
      null,
    );
    return {
      waiting: this.waiting.length,
      active: this.running.size,
      failed: this.failedCount,
      oldestWaitingSeconds: oldest === null ? null : Math.floor((Date.now() - oldest) / 1000),
    };
  }

  /** Jobs enqueued while the application starts wait until every processor is registered. */
  onApplicationBootstrap(): void {
    this.registry.verify();
    this.started = true;
    this.pump();
  }

  /** Lets running jobs finish; waiting jobs and pending retries are dropped (they live in memory only). */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    await Promise.allSettled([...this.running]);
  }

  private newJob(name: string, data: unknown, options: EnqueueOptions): QueuedJob {
    let settle!: QueuedJob['settle'];
    const outcome = new Promise<Exclude<JobOutcome, 'pending'>>((resolve) => (settle = resolve));
    return {
      id: options.jobId ?? crypto.randomUUID(),
      name,
      data,
      attempt: 1,
      maxAttempts: options.attempts ?? this.options.attempts,
      waitingSince: Date.now(),
      outcome,
      settle,
    };
  }

  private wait(job: QueuedJob): void {
    job.waitingSince = Date.now();
    this.waiting.push(job);
    this.pump();
  }

  private pump(): void {
    if (!this.started || this.stopping || !this.options.consume) return;
    while (this.running.size < this.options.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      const run = this.run(job).finally(() => {
        this.running.delete(run);
        this.pump();
      });
      this.running.add(run);
    }
  }

  private async run(job: QueuedJob): Promise<void> {
    const registered = this.registry.processorFor(job.name);
    const startedAt = performance.now();
    try {
      if (!registered) throw new PermanentJobError(`No processor for job ${job.name}`);
      await this.runInContext(() => registered.process(this.runOf(job)));
      logJobCompleted(this.logger, job, startedAt);
      this.finish(job, 'completed');
    } catch (error) {
      await this.handleFailure(job, error);
    }
  }

  private async handleFailure(job: QueuedJob, error: unknown): Promise<void> {
    logJobFailure(this.logger, job, error);
    if (isFinalFailure(job, error) || this.stopping) {
      const reason = failureReason(error);
      await notifyFinalFailure(
        this.logger,
        this.registry,
        this.runInContext,
        this.runOf(job),
        reason,
      );
      this.failedCount += 1;
      this.finish(job, 'failed');
      return;
    }
    const delay = backoffDelay(this.options.backoffMs, job.attempt);
    job.attempt += 1;
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      this.wait(job);
    }, delay);
    this.retryTimers.add(timer);
  }

  private runOf(job: QueuedJob): Job<unknown> {
    const { id, name, data, attempt, maxAttempts } = job;
    return { id, name, data, attempt, maxAttempts };
  }

  private finish(job: QueuedJob, outcome: Exclude<JobOutcome, 'pending'>): void {
    this.unfinished.delete(job.id);
    job.settle(outcome);
  }
}

/** The outcome if it comes within `timeoutMs`, else 'pending'. */
export function settledWithin(
  outcome: Promise<Exclude<JobOutcome, 'pending'>>,
  timeoutMs: number,
): Promise<JobOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<JobOutcome>((resolve) => {
    timer = setTimeout(() => resolve('pending'), timeoutMs);
  });
  return Promise.race([outcome, timeout]).finally(() => clearTimeout(timer));
}
