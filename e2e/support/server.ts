import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(__dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server as Ctrl-C does; `keepData` leaves the data folder (and database) for a restart. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface ServerOptions {
  env?: Record<string, string>;
  /** The host name in PUBLIC_URL (and baseUrl); default 127.0.0.1, where the server listens. */
  publicHost?: string;
  /** Reuse a data folder (and port) from an earlier run, as a second `npm start` would. */
  reuse?: { dataDir: string; port: number; embeddedPostgresPort: number; databaseUrl?: string };
}

/**
 * Starts the built server (backend/dist/main.js) as `npm start` would, on a free port with its own
 * data folder. With DATABASE_URL set it gets a fresh database there; otherwise its embedded PostgreSQL.
 */
export async function startServer(options: ServerOptions = {}): Promise<StartedServer> {
  const env = options.env ?? {};
  const port = options.reuse?.port ?? (await freePort());
  const embeddedPostgresPort = options.reuse?.embeddedPostgresPort ?? (await freePort());
  const dataDir = options.reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-e2e-'));
  const database = await databaseFor(options);
  const publicUrl = `http://${options.publicHost ?? '127.0.0.1'}:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(embeddedPostgresPort),
      LOG_LEVEL: 'warn',
      // Journeys may drive the emulator (clock, faults); it answers only this machine.
      EBAY_EMULATOR_CONTROL: 'true',
      ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  await waitForHealth(`http://127.0.0.1:${port}`, child, output);
  return {
    baseUrl: publicUrl,
    dataDir,
    port,
    embeddedPostgresPort,
    databaseUrl: database?.url,
    stop: async ({ keepData = false } = {}) => {
      await stopProcess(child, output);
      if (keepData) return;
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: string[],
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}):\n${output.join('')}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`server did not become healthy:\n${output.join('')}`);
}

/**
 * Longer than the server may take to stop on its own: OCR workers finish loading their models (they
 * start at boot) or a reading, with 15 s of grace each, then the embedded PostgreSQL stops. Killing it
 * sooner would leave that PostgreSQL running; a machine busy with other work once took over 30 s.
 */
const STOP_TIMEOUT_MS = 60_000;

function stopProcess(child: ChildProcess, output: string[]): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.error(
        `server did not stop within ${STOP_TIMEOUT_MS} ms; killed. Its last output:\n${output.slice(-20).join('')}`,
      );
      child.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}

/** The server's PostgreSQL, for a journey that sets up rows directly (its own database, or the embedded one). */
export function databaseUrlOf(server: StartedServer): string {
  return (
    server.databaseUrl ??
    `postgresql://postgres:postgres@127.0.0.1:${server.embeddedPostgresPort}/pennant`
  );
}

export type StartedServer = RunningServer & {
  port: number;
  embeddedPostgresPort: number;
  databaseUrl?: string;
};

/** A fresh database on DATABASE_URL's server, the one from an earlier run, or none (embedded). */
async function databaseFor(
  options: ServerOptions,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const reused = options.reuse?.databaseUrl;
  if (reused) return { url: reused, drop: () => dropDatabase(reused) };
  if (options.reuse || !process.env.DATABASE_URL) return undefined;
  return createDatabase(process.env.DATABASE_URL);
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pennant_e2e_${crypto.randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(url.toString()) };
}

async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
