/** How the queue runs jobs; built from the configuration by JobsModule, or directly in tests. */
export interface JobsOptions {
  /** Whether this process takes jobs (a worker always; the API unless JOBS_IN_API=false with Redis). */
  consume: boolean;
  /** Jobs run at once by this process. */
  concurrency: number;
  /** Runs per job, first included, unless the job says otherwise. */
  attempts: number;
  /** Delay before the first retry; each further retry waits twice as long. */
  backoffMs: number;
  /** Bull: how long a worker holds a job without renewing its lock before the job counts as stalled. */
  lockDurationMs: number;
  /** Bull: keys of this deployment's queue start with this. */
  prefix: string;
}

export const JOBS_OPTIONS = Symbol('JOBS_OPTIONS');

/** Runs a processor inside its own unit of work (a MikroORM context); identity outside Nest. */
export type JobContextRunner = <T>(work: () => Promise<T>) => Promise<T>;
export const JOB_CONTEXT = Symbol('JOB_CONTEXT');
export const runWithoutContext: JobContextRunner = (work) => work();

export const QUEUE_NAME = 'jobs';

/** Waiting time before retry number `retry` (1-based): backoffMs, 2 x backoffMs, 4 x backoffMs ... */
export function backoffDelay(backoffMs: number, retry: number): number {
  return backoffMs * 2 ** (retry - 1);
}
