import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, freePort } from '@pennant/test-support';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'backend/dist/main.js');
const WORKER_ENTRY = path.join(REPO_ROOT, 'backend/dist/worker.js');

export interface ServerOptions {
  /** Cards identified at once: JOB_CONCURRENCY and OCR_WORKERS of the process that runs jobs. */
  workers: number;
  /** With Redis: this many worker processes take the jobs (the API takes none). */
  workerProcesses: number;
  /** An existing PostgreSQL; a fresh database is made on it for the run and dropped after. */
  databaseUrl?: string;
  redisUrl?: string;
}

export interface RunningPennant {
  baseUrl: string;
  /** CPU seconds (user and system) the server's processes have used so far; null off Linux. */
  cpuSeconds(): number | null;
  /** The largest peak resident memory (VmHWM) of the server's processes, GB; null off Linux. */
  peakMemoryGb(): number | null;
  stop(): Promise<void>;
}

/** Clock ticks per second of /proc/<pid>/stat times (100 on Linux). */
const CLOCK_TICKS = 100;

function processCpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line: 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

function processPeakGb(pid: number | undefined): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Builds the server, so the benchmark runs the code as shipped. Never from the Nx cache: the
 * engine's sources and catalogs must be the ones measured, whatever the cache thinks changed.
 */
export function buildServer(): void {
  console.log('Building the server...');
  const command = [
    'nx',
    'run',
    '@pennant/backend:build',
    '--skip-nx-cache',
    '--outputStyle=static',
  ];
  const build = spawnSync('npx', command, {
    cwd: REPO_ROOT,
    env: { ...process.env, NX_DAEMON: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0 || !fs.existsSync(SERVER_ENTRY))
    throw new Error('The server build failed');
}

/**
 * Starts the built server as `npm start` does, in a temporary DATA_DIR, and waits for it to answer.
 * Embedded PostgreSQL unless a database URL is given; in-process jobs unless Redis is given.
 */
export async function startPennant(options: ServerOptions): Promise<RunningPennant> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-bench-'));
  const port = await freePort();
  const database = options.databaseUrl
    ? await createScratchDatabase(options.databaseUrl, 'pennant_bench')
    : undefined;
  const baseUrl = `http://127.0.0.1:${port}`;
  const perProcess = options.redisUrl
    ? Math.max(1, Math.ceil(options.workers / Math.max(1, options.workerProcesses)))
    : options.workers;
  const env: NodeJS.ProcessEnv = {
    ...withoutPennantSettings(process.env),
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    EMBEDDED_POSTGRES_PORT: String(await freePort()),
    JOB_CONCURRENCY: String(perProcess),
    OCR_WORKERS: String(perProcess),
    // A benchmark is one dealer sending a thousand cards as fast as Pennant takes them.
    EBAY_EMULATOR_CONTROL: 'true',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000000',
    RATE_LIMIT_IDENTIFY_PER_MINUTE: '1000000',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl, JOBS_IN_API: 'false' } : {}),
  };
  const processes = [launch(SERVER_ENTRY, env, 'server')];
  try {
    await waitForHealth(baseUrl, processes[0]);
    if (options.redisUrl) {
      for (let i = 0; i < options.workerProcesses; i += 1)
        processes.push(launch(WORKER_ENTRY, env, `worker ${i + 1}`));
    }
  } catch (error) {
    await stopAll(processes);
    throw error;
  }
  return {
    baseUrl,
    cpuSeconds: () => {
      const times = processes.map((child) => processCpuSeconds(child.pid));
      return times.some((time) => time === null)
        ? null
        : times.reduce((sum, time) => sum! + time!, 0);
    },
    peakMemoryGb: () => {
      const peaks = processes.map((child) => processPeakGb(child.pid));
      return peaks.some((peak) => peak === null) ? null : Math.max(...(peaks as number[]));
    },
    stop: async () => {
      await stopAll(processes.reverse());
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

function launch(entry: string, env: NodeJS.ProcessEnv, label: string): ChildProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${label}] ${chunk}`));
  return child;
}

async function waitForHealth(
  baseUrl: string,
  server: ChildProcess,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const health = await fetch(`${baseUrl}/api/health`);
      if (health.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within ${timeoutMs / 1000} s`);
}

async function stopAll(processes: ChildProcess[]): Promise<void> {
  await Promise.all(
    processes.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
