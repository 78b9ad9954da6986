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

/** ioredis rejects with this a command its connection closed under. */
const CONNECTION_CLOSED = 'Connection is closed.';

/**
 * From now on, a Redis command rejected because its connection closed is a warning rather than the end of the
 * process. A stopping process closes its Redis connections, and Bull leaves some of its commands without a handler
 * when Redis is away (OptimalBits/bull#1414): Node would exit with 1 on that rejection, before the shutdown hooks
 * that follow (running jobs, OCR workers, the database) have run. Any other unhandled rejection still ends the
 * process, as Node would. Answers a function that removes the listener.
 */
export function toleratingClosedRedisConnections(logger: Pick<Logger, 'warn'>): () => void {
  let told = false;
  const listener = (reason: unknown) => {
    if (!isClosedRedisConnection(reason)) throw reason;
    if (!told) logger.warn('A Redis command was dropped with its closed connection (Redis away?)');
    told = true;
  };
  process.on('unhandledRejection', listener);
  return () => process.off('unhandledRejection', listener);
}

function isClosedRedisConnection(reason: unknown): boolean {
  return reason instanceof Error && reason.message === CONNECTION_CLOSED;
}
