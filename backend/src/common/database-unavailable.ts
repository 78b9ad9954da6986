import { ConnectionException } from '@mikro-orm/core';

/** Seconds a client is asked to wait while the database is unreachable (the supervisor restarts it). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Connection-level failures of node-postgres, knex's pool and PostgreSQL itself. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/** SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down, cannot connect now), 53300 (too many connections). */
const SQLSTATE = /^(08...|57P0[123]|53300)$/;
const MESSAGES =
  /Connection terminated|Connection ended unexpectedly|connect ECONNREFUSED|Timeout acquiring a connection|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * True when an error means "the database cannot be reached right now" rather than a bug: it then
 * answers 503 with Retry-After, from MikroORM, from the session store, from anywhere.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, hops = 0; current && hops < 5; hops += 1) {
    if (current instanceof ConnectionException) return true;
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof candidate.code === 'string' &&
      (NETWORK_CODES.has(candidate.code) || SQLSTATE.test(candidate.code))
    )
      return true;
    if (typeof candidate.message === 'string' && MESSAGES.test(candidate.message)) return true;
    current = candidate.cause ?? (current as { previous?: unknown }).previous;
  }
  return false;
}
