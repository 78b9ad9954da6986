import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'backend/dist/main.js');

/** Builds backend/dist as `npm run build` would, for a benchmark to run the code as shipped. */
export function buildBackend(): void {
  console.log('Building the server...');
  const build = spawnSync('npx', ['nx', 'run', '@pennant/backend:build', '--outputStyle=static'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NX_DAEMON: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('The server build failed');
}

/** Builds the server and the frontends as `npm start` does, for a benchmark that drives the screens. */
export function buildProduct(): void {
  console.log('Building the server and the frontends...');
  const build = spawnSync('node', ['scripts/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed');
}

export interface BuiltServerOptions {
  /** A PostgreSQL to make a scratch database on; without it, the embedded PostgreSQL. */
  databaseUrl?: string;
  redisUrl?: string;
  env?: Record<string, string>;
  /** Where the server's output goes; by default only its errors reach stderr. */
  label?: string;
}

export interface BuiltServer {
  baseUrl: string;
  /** The server process, for its memory figures. */
  pid: number;
  dataDir: string;
  /** The database the server uses (the embedded one's URL when no server was given). */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The built server (backend/dist/main.js) started as `npm start` starts it, in a temporary DATA_DIR
 * on a free port, with a scratch database or its own embedded PostgreSQL; answers once healthy.
 */
export async function startBuiltServer(options: BuiltServerOptions = {}): Promise<BuiltServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-run-'));
  const port = await freePort();
  const embeddedPort = await freePort();
  const database: ScratchDatabase | undefined = options.databaseUrl
    ? await createScratchDatabase(options.databaseUrl)
    : undefined;
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...withoutPennantSettings(process.env),
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      EMBEDDED_POSTGRES_PORT: String(embeddedPort),
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) =>
    process.stderr.write(`[${options.label ?? 'server'}] ${chunk}`),
  );
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    pid: child.pid ?? 0,
    dataDir,
    databaseUrl:
      database?.url ?? `postgresql://postgres:postgres@127.0.0.1:${embeddedPort}/pennant`,
    stop: async () => {
      await stopProcess(child);
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The run's own settings, not the caller's shell (a developer's DATABASE_URL or PORT). */
function withoutPennantSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = { ...env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PORT', 'PUBLIC_URL', 'DATA_DIR', 'S3_BUCKET'])
    delete kept[name];
  return kept;
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  throw new Error(`The server did not answer within ${timeoutMs / 1000} s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
