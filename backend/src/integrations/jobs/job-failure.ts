import type { Logger } from '@nestjs/common';
import type { Job } from './job-queue';
import type { JobRegistry } from './job-registry';
import type { JobContextRunner } from './jobs.options';
import { PermanentJobError } from './permanent-job-error';

export interface FailedRun {
  id: string;
  name: string;
  attempt: number;
  maxAttempts: number;
}

export function failureReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether a failed run is the job's last: a permanent failure, or no attempts left. */
export function isFinalFailure(run: FailedRun, error: unknown): boolean {
  return error instanceof PermanentJobError || run.attempt >= run.maxAttempts;
}

/** One log line per failed run: a warning while retries remain, an error when the job has failed. */
export function logJobFailure(logger: Logger, run: FailedRun, error: unknown): void {
  const reason = failureReason(error);
  const which =
    error instanceof PermanentJobError
      ? 'permanent failure'
      : `attempt ${run.attempt} of ${run.maxAttempts}`;
  const prefix = `Job ${run.name} ${run.id} failed (${which})`;
  if (isFinalFailure(run, error)) logger.error(`${prefix}: ${reason}`);
  else logger.warn(`${prefix}, retrying: ${reason}`);
}

/** Tells the job's owner that it has failed for good; a failing handler is logged, never rethrown. */
export async function notifyFinalFailure(
  logger: Logger,
  registry: JobRegistry,
  runInContext: JobContextRunner,
  job: Job<unknown>,
  reason: string,
): Promise<void> {
  const onFailed = registry.processorFor(job.name)?.onFailed;
  if (!onFailed) return;
  try {
    await runInContext(() => onFailed(job, reason));
  } catch (error) {
    logger.error(
      `Job ${job.name} ${job.id}: recording its failure failed too: ${failureReason(error)}`,
    );
  }
}
