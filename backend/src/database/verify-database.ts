import pg from 'pg';
import { ConfigError } from '../config/config-error';
import { postgresConnection, type PostgresConnection } from './postgres-connection';

/** How long a start waits for PostgreSQL to answer when DATABASE_URL sets no connect_timeout. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Connects once to DATABASE_URL before anything else does, so that an unreachable server, a wrong user or password,
 * a database that does not exist or an SSL mismatch stops the start with one line naming DATABASE_URL (a ConfigError)
 * rather than a driver's stack. For the API and worker processes alike.
 */
export async function verifyDatabaseConnection(databaseUrl: string): Promise<void> {
  const connection = postgresConnection(databaseUrl);
  const client = new pg.Client({
    ...connection,
    connectionTimeoutMillis: connection.connectionTimeoutMillis || CONNECT_TIMEOUT_MS,
  });
  // A failed connection also emits 'error': the rejection below says it.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw connectionProblem(error as Error & { code?: string }, connection);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function connectionProblem(
  error: Error & { code?: string },
  connection: PostgresConnection,
): ConfigError {
  const server = `${connection.host}:${connection.port}`;
  if (error.code === '3D000')
    return new ConfigError(
      'DATABASE_URL',
      `names database ${connection.database}, which does not exist on ${server}`,
    );
  return new ConfigError(
    'DATABASE_URL',
    `names ${server}, where PostgreSQL could not be reached (${reason(error, connection)})`,
  );
}

function reason(error: Error & { code?: string }, connection: PostgresConnection): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ETIMEDOUT':
      return 'timed out';
    case '28P01':
      return `password authentication failed for user ${connection.user}`;
  }
  if (/does not support SSL/i.test(error.message))
    return 'the server does not support SSL: set sslmode=disable, or turn SSL on at the server';
  if (/timeout/i.test(error.message)) return 'timed out';
  return error.message;
}
