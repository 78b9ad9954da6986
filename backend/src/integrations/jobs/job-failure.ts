import type { Logger } from '@nestjs/common';
import { PermanentJobError } from './permanent-job-error';

export interface FailedRun {
  id: string;
  name: string;
  attempt: number;
  maxAttempts: number;
}

/** Whether a failed run is the job's last: a permanent failure, or no attempts left. */
export function isFinalFailure(run: FailedRun, error: unknown): boolean {
  return error instanceof PermanentJobError || run.attempt >= run.maxAttempts;
}

/** One log line per failed run: a warning while retries remain, an error when the job has failed. */
export function logJobFailure(logger: Logger, run: FailedRun, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  const which =
    error instanceof PermanentJobError
      ? 'permanent failure'
      : `attempt ${run.attempt} of ${run.maxAttempts}`;
  const prefix = `Job ${run.name} ${run.id} failed (${which})`;
  if (isFinalFailure(run, error)) logger.error(`${prefix}: ${reason}`);
  else logger.warn(`${prefix}, retrying: ${reason}`);
}
