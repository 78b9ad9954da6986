import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestApp } from '../support/test-app';

const BACKEND = path.resolve(__dirname, '../..');

/** A worker process (src/worker.ts, compiled on the fly) and what it has printed so far. */
export interface WorkerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves once the output matches, rejects if the worker exits first or time runs out. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts a worker against the test app's PostgreSQL, Redis and files, as a deployment would. */
export function startWorker(app: TestApp, env: Record<string, string> = {}): WorkerProcess {
  return spawnWorker({
    NODE_ENV: 'test',
    DATABASE_URL: app.databaseUrl,
    REDIS_URL: app.config.redisUrl ?? '',
    DATA_DIR: app.config.dataDir,
    PUBLIC_URL: app.config.publicUrl,
    LOG_LEVEL: 'log',
    ...env,
  });
}

export function spawnWorker(env: Record<string, string>): WorkerProcess {
  return spawnBackend('src/worker.ts', env);
}

/** The API's own process (src/main.ts), for what only its start does. */
export function spawnApi(env: Record<string, string>): WorkerProcess {
  return spawnBackend('src/main.ts', env);
}

function spawnBackend(script: string, env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['-r', './test/jobs-support/ts-register.cjs', script], {
    cwd: BACKEND,
    env: { PATH: process.env.PATH, TZ: 'UTC', ...env },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let ended = false;
  void exited.then(() => (ended = true));

  return {
    child,
    output: () => output,
    exited,
    waitForOutput: async (pattern, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (ended) throw new Error(`worker exited before printing ${pattern}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`worker did not print ${pattern}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: (signal = 'SIGTERM') => {
      if (!ended) child.kill(signal);
      return exited;
    },
  };
}
