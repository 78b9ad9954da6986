import type { Logger } from '@nestjs/common';
import { JobQueueUnavailableError } from './job-queue';

/**
 * A schedule's queueing (every five minutes, hourly, nightly): a queue that cannot take jobs now (Redis away) is one
 * warning line saying the next run queues them, not an error with its stack on every run. Anything else is thrown.
 */
export async function queueOnSchedule(
  logger: Pick<Logger, 'warn'>,
  schedule: string,
  queue: () => Promise<unknown>,
): Promise<void> {
  try {
    await queue();
  } catch (error) {
    if (!(error instanceof JobQueueUnavailableError)) throw error;
    logger.warn(
      `${schedule}: nothing queued, the job queue is unreachable (Redis away?); the next run queues it`,
    );
  }
}
