import type { JobName, JobPayloads } from './job-catalog';

/** One run of a job, as its processor sees it. */
export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  maxAttempts: number;
}

/** Does the work; throws to fail (retried with backoff) or throws PermanentJobError (never retried). */
export type JobProcessor<T> = (job: Job<T>) => Promise<void>;

export interface ProcessorOptions<T> {
  /**
   * Called once when the job has failed for good: its last attempt failed, it threw PermanentJobError,
   * or (Bull) its workers died running it too often, in which case the processor never saw the end.
   * For recording the failure where the user sees it (the card's status), not for retrying.
   */
  onFailed?: (job: Job<T>, reason: string) => Promise<void>;
}

export interface EnqueueOptions {
  /** A stable id makes enqueueing idempotent: a job with the same id already waiting is not added twice. */
  jobId?: string;
  /** Runs in all, first included; defaults to the queue's setting (3). */
  attempts?: number;
}

/** How a job ended, as far as is known when waiting stops. */
export type JobOutcome = 'completed' | 'failed' | 'pending';

export interface EnqueuedJob {
  id: string;
  /**
   * Resolves when the job has completed or failed for good (retries exhausted, or a permanent failure),
   * or with 'pending' after `timeoutMs`. Works whichever process runs the job.
   */
  settled(timeoutMs: number): Promise<JobOutcome>;
}

/** What /api/health tells of the queue: jobs waiting, running and failed, and how long the oldest has waited. */
export interface QueueStats {
  waiting: number;
  active: number;
  failed: number;
  /** Seconds the oldest waiting job has waited; null when none waits. */
  oldestWaitingSeconds: number | null;
}

/** The queue cannot take a job now (Redis unreachable): nothing was enqueued, or it may run later. */
export class JobQueueUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The job queue is unreachable', options);
    this.name = 'JobQueueUnavailableError';
  }
}

/**
 * The job queue port. Modules register processors by job name (in onModuleInit) and enqueue work;
 * the adapter is the in-process runner on embedded defaults, or Bull on Redis when REDIS_URL is set.
 * Inject it by this class: `constructor(private readonly jobs: JobQueue)`.
 */
export abstract class JobQueue {
  /** Whether this process runs jobs (always in-process; with Redis, workers and JOBS_IN_API). */
  abstract readonly runsJobsHere: boolean;
  /** Whether waiting jobs outlive this process (Bull on Redis: yes; the in-process runner: no). */
  abstract readonly keepsJobsAcrossRestarts: boolean;

  abstract register<N extends JobName>(
    name: N,
    processor: JobProcessor<JobPayloads[N]>,
    options?: ProcessorOptions<JobPayloads[N]>,
  ): void;

  /** Throws JobQueueUnavailableError within seconds when the queue cannot be reached. */
  abstract enqueue<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    options?: EnqueueOptions,
  ): Promise<EnqueuedJob>;

  /** Whether a job of this id waits, runs or waits for its retry. */
  abstract hasUnfinished(jobId: string): Promise<boolean>;

  /**
   * The data of every job of this name that waits, runs or waits for its retry, whatever its id: for a sweep
   * that must tell rows a job still holds from rows whose job was lost. One snapshot of the queue.
   */
  abstract unfinishedData<N extends JobName>(name: N): Promise<JobPayloads[N][]>;

  abstract stats(): Promise<QueueStats>;
}
