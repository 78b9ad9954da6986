import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SystemUser } from './folder-access';
import { binPath, type PostgresBinaries } from './postgres-binaries';

export interface PostgresServerOptions {
  binaries: PostgresBinaries;
  dataDir: string;
  port: number;
  /** The account PostgreSQL runs as when this process is root. */
  account?: SystemUser;
  log: { log(message: string): void; warn(message: string): void; error(message: string): void };
  /** Waits before restarting a PostgreSQL that died: doubling from the first to the last. */
  restartDelayMs?: { first: number; last: number };
}

const READY_MESSAGE = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;
/** A server that stayed up this long starts the restart delays over. */
const STABLE_AFTER_MS = 60_000;

/**
 * One PostgreSQL server process over a data folder: made with initdb when the folder is new,
 * started, supervised (restarted with a growing delay, each restart logged, when it dies on its
 * own) and stopped. It runs in its own process group, so a Ctrl-C in the terminal reaches Pennant,
 * which stops it after the API has let go of its connections.
 */
export class PostgresServer {
  private child?: ChildProcess;
  private stopping = false;
  private restartTimer?: NodeJS.Timeout;
  private restartDelay: number;
  private startedAt = 0;
  private restarts = 0;

  constructor(private readonly options: PostgresServerOptions) {
    this.restartDelay = options.restartDelayMs?.first ?? 1000;
  }

  get isInitialised(): boolean {
    return fs.existsSync(path.join(this.options.dataDir, 'PG_VERSION'));
  }

  /** How many times the server was restarted after dying. */
  get restartCount(): number {
    return this.restarts;
  }

  async initialise(user: string, password: string): Promise<void> {
    const { dataDir, account } = this.options;
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (account) fs.chownSync(dataDir, account.uid, account.gid);
    const passwordFile = writePasswordFile(password, account);
    try {
      await runToEnd(
        binPath(this.options.binaries, 'initdb'),
        [
          `--pgdata=${dataDir}`,
          '--auth=password',
          `--username=${user}`,
          `--pwfile=${passwordFile}`,
          '--encoding=UTF8',
          '--lc-messages=C',
        ],
        account,
      );
    } finally {
      fs.rmSync(path.dirname(passwordFile), { recursive: true, force: true });
    }
  }

  async start(): Promise<void> {
    this.stopping = false;
    await clearLeftoverServer(this.options.dataDir);
    const child = spawn(
      binPath(this.options.binaries, 'postgres'),
      [
        '-D',
        this.options.dataDir,
        '-p',
        String(this.options.port),
        '-c',
        'unix_socket_directories=',
        '-c',
        'listen_addresses=127.0.0.1',
      ],
      { ...spawnIdentity(this.options.account), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    await waitUntilReady(child);
    this.startedAt = Date.now();
    child.once('exit', (code, signal) => this.onUnexpectedExit(child, code, signal));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await stopProcess(child);
  }

  private onUnexpectedExit(
    child: ChildProcess,
    code: number | null,
    signal: NodeJS.Signals | null,
  ): void {
    if (this.stopping || this.child !== child) return;
    if (Date.now() - this.startedAt > STABLE_AFTER_MS)
      this.restartDelay = this.options.restartDelayMs?.first ?? 1000;
    const how = signal ? `killed by ${signal}` : `exit code ${code}`;
    this.options.log.error(
      `PostgreSQL stopped unexpectedly (${how}); restarting in ${this.restartDelay / 1000} s`,
    );
    this.scheduleRestart();
  }

  private scheduleRestart(): void {
    const delay = this.restartDelay;
    this.restartDelay = Math.min(delay * 2, this.options.restartDelayMs?.last ?? 30_000);
    this.restartTimer = setTimeout(() => void this.restart(), delay);
  }

  private async restart(): Promise<void> {
    if (this.stopping) return;
    try {
      await this.start();
      this.restarts += 1;
      this.options.log.warn(`PostgreSQL restarted (restart ${this.restarts})`);
    } catch (error) {
      if (this.stopping) return;
      this.options.log.error(
        `Restarting PostgreSQL failed: ${(error as Error).message}; trying again in ${this.restartDelay / 1000} s`,
      );
      this.scheduleRestart();
    }
  }
}

function spawnIdentity(account: SystemUser | undefined) {
  const env = { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' };
  return account ? { uid: account.uid, gid: account.gid, env } : { env };
}

/** initdb reads the password from a file only the account that runs it can read. */
function writePasswordFile(password: string, account: SystemUser | undefined): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-pg-'));
  const file = path.join(folder, 'password');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  if (account) {
    fs.chownSync(folder, account.uid, account.gid);
    fs.chownSync(file, account.uid, account.gid);
  }
  return file;
}

function runToEnd(program: string, args: string[], account: SystemUser | undefined) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, {
      ...spawnIdentity(account),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collectOutput(child);
    child.once('error', (error) =>
      reject(new Error(`${path.basename(program)}: ${error.message}`)),
    );
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(program)} failed (exit code ${code}):\n${output()}`)),
    );
  });
}

function waitUntilReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const output = collectOutput(child);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s:\n${output()}`),
      );
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      if (!String(chunk).includes(READY_MESSAGE)) return;
      clearTimeout(timer);
      child.stderr?.off('data', onData);
      resolve();
    };
    child.stderr?.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL could not be started: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(
          `PostgreSQL exited while starting (${signal ?? `exit code ${code}`}):\n${output()}`,
        ),
      );
    });
  });
}

/** Keeps the last lines a program printed, for the error that explains why it failed. */
function collectOutput(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 20));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

/** SIGINT is PostgreSQL's fast shutdown; a server that will not stop is ended harder. */
function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const quit = setTimeout(() => child.kill('SIGQUIT'), 20_000);
    const kill = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.once('exit', () => {
      clearTimeout(quit);
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGINT');
  });
}

/**
 * A postmaster.pid from an earlier run: stale when its process is gone (removed), an orphan when
 * the Pennant that started it died and left it running (stopped), or a live server of another
 * Pennant using the same data (an error).
 */
async function clearLeftoverServer(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  if (!isOrphan(pid)) {
    throw new Error(
      `PostgreSQL is already running on ${dataDir} (process ${pid}): is Pennant already running ` +
        'with the same DATA_DIR? Stop it first.',
    );
  }
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isRunning(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (isRunning(pid)) process.kill(pid, 'SIGKILL');
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Left behind: its parent is init (or a reaper that is not a Node.js process). */
function isOrphan(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent <= 1) return true;
    const command = fs.readFileSync(`/proc/${parent}/cmdline`, 'utf8');
    return !/(^|\/)node(\0|$)/.test(command.split('\0')[0] ?? '');
  } catch {
    return false;
  }
}
