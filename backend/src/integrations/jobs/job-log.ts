import type { Logger } from '@nestjs/common';
import type { Job } from './job-queue';

/** One line per job run that succeeded, so an operator sees the workers work. */
export function logJobCompleted(
  logger: Logger,
  run: Omit<Job<unknown>, 'data'>,
  startedAt: number,
): void {
  const duration = Math.round(performance.now() - startedAt);
  logger.log(
    `Job ${run.name} ${run.id} completed in ${duration} ms (attempt ${run.attempt} of ${run.maxAttempts})`,
  );
}
