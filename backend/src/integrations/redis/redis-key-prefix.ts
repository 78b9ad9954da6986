const POSTGRES_PORT = '5432';

/**
 * What this deployment keeps in Redis (job queues, rate-limit counters, the card events channel) is named after its
 * database (server and name): deployments and test runs that share a Redis but not a database never take each
 * other's jobs, share a dealer's budget or hear each other's card events. A staging copy of production's database
 * on another server has the same dealers: it must not reach their screens.
 */
export function redisKeyPrefix(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  const host = url.hostname || 'localhost';
  return `pennant:${host}:${url.port || POSTGRES_PORT}:${database}`;
}
