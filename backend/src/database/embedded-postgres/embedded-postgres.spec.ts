import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';

// Real PostgreSQL, started as `npm start` starts it. As root (CI, a fresh server), it runs as the
// postgres user, which cannot enter a 0700 folder such as root's home; the project must still start.
describe('the embedded PostgreSQL', () => {
  let top: string;

  beforeAll(() => {
    top = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-embedded-pg-'));
    fs.chmodSync(top, 0o755);
  });
  afterAll(() => fs.rmSync(top, { recursive: true, force: true }));

  it('starts from a clone inside a 0700 folder, and again from the same data', async () => {
    const home = path.join(top, 'home');
    fs.mkdirSync(home, { mode: 0o700 });
    fs.chmodSync(home, 0o700);
    const dataDir = path.join(home, 'pennant', '.data', 'postgres');
    const options = { systemFolder: path.join(top, 'system') };

    const port = await freePort();
    const first = await startEmbeddedPostgres(dataDir, port, options);
    try {
      await query(first.url, 'CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$hello$$)');
    } finally {
      await first.stop();
    }
    expect(await isListening(port)).toBe(false);

    const second = await startEmbeddedPostgres(dataDir, port, options);
    try {
      expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'hello' }]);
    } finally {
      await second.stop();
    }
    expect(fs.statSync(home).mode & 0o777).toBe(0o700);
  }, 90_000);

  it('restarts PostgreSQL when it dies, and the data is still there', async () => {
    const running = await startEmbeddedPostgres(
      path.join(top, 'restart', 'postgres'),
      await freePort(),
      {
        restartDelayMs: { first: 100, last: 400 },
      },
    );
    try {
      await query(running.url, 'CREATE TABLE survivor (n int); INSERT INTO survivor VALUES (7)');
      const pid = postmasterPid(path.join(top, 'restart', 'postgres'));
      process.kill(pid, 'SIGKILL');
      await waitFor(async () => running.server.restartCount === 1, 30_000);
      expect(postmasterPid(path.join(top, 'restart', 'postgres'))).not.toBe(pid);
      expect(await query(running.url, 'SELECT n FROM survivor')).toEqual([{ n: 7 }]);
    } finally {
      await running.stop();
    }
  }, 90_000);

  it('says which port is taken instead of failing later', async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      await expect(startEmbeddedPostgres(path.join(top, 'busy', 'postgres'), port)).rejects.toThrow(
        `Port ${port} for the embedded PostgreSQL is in use`,
      );
    } finally {
      blocker.close();
    }
  });
});

function postmasterPid(dataDir: string): number {
  const real = fs.realpathSync(dataDir);
  return Number(fs.readFileSync(path.join(real, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(sql);
    return (Array.isArray(result) ? result[result.length - 1] : result).rows;
  } finally {
    await client.end();
  }
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
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
