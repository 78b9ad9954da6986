import type { Logger } from '@nestjs/common';

/**
 * How long the app may take to close (requests, jobs, OCR workers) before PostgreSQL is stopped and the process
 * exits anyway: on a loaded machine a close was seen to hang for over a minute, and a process killed then leaves
 * its embedded PostgreSQL running.
 */
export const CLOSE_DEADLINE_MS = 20_000;

/** Closes the app, or gives up waiting after `deadlineMs` and says so. */
export async function closeWithin(
  pennant: { close(): Promise<void> } | undefined,
  deadlineMs: number,
  logger: Pick<Logger, 'warn'>,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      logger.warn(`The app did not close within ${deadlineMs / 1000} s: stopping anyway`);
      resolve();
    }, deadlineMs);
  });
  try {
    await Promise.race([pennant?.close(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
