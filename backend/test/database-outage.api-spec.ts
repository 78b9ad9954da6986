import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { freePort } from './support/free-port';
import { startTestApp, type TestApp } from './support/test-app';
import { signIn, type Agent } from './support/sign-in';

/** The pid of the postmaster serving a data folder. */
function postmasterPid(dataDir: string): number {
  return Number(
    fs.readFileSync(path.join(fs.realpathSync(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0],
  );
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// The embedded PostgreSQL dies under a running Pennant; its supervisor restarts it a few seconds
// later. Meanwhile every call says "try again shortly" (503, Retry-After), then all works again.
// The restart delay is the time the test has to see the outage: on a loaded machine, noticing it
// and answering the calls below can take seconds, so it is far longer than that (the calls would
// otherwise meet the restarted database and answer 200).
const RESTART_DELAY_MS = 10_000;
describe('When the database is unreachable', () => {
  const top = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-outage-'));
  const dataDir = path.join(top, 'postgres');
  let postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  let app: TestApp;
  let dealer: Agent;

  beforeAll(async () => {
    fs.chmodSync(top, 0o755);
    postgres = await startEmbeddedPostgres(dataDir, await freePort(), {
      restartDelayMs: { first: RESTART_DELAY_MS, last: RESTART_DELAY_MS },
    });
    app = await startTestApp({}, { adminUrl: postgres.url });
    dealer = await signIn(app, 'outage_dealer');
  }, 90_000);
  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await postgres?.stop();
    fs.rmSync(top, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After in the error shape on every endpoint, and recovers', async () => {
    await dealer.get('/api/settings').expect(200);
    process.kill(postmasterPid(dataDir), 'SIGKILL');
    await waitFor(async () => (await app.http.get('/api/health')).status === 503, 5_000);

    const calls = [
      dealer.get('/api/settings'),
      dealer.get('/api/cards'),
      dealer.put('/api/profile').send({ storeName: 'During the outage' }),
      app.http.get('/api/public/metrics'),
      app.http.get('/api/login'),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.body).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
      expect(answer.body.message).toMatch(/database/);
    }

    // Room for a restart that fails (the killed server still exiting) and is tried a delay later.
    await waitFor(async () => postgres.server.restartCount === 1, 45_000);
    await waitFor(async () => (await app.http.get('/api/health')).status === 200, 30_000);
    const settings = await dealer.get('/api/settings').expect(200);
    expect(settings.body.profile).toBeDefined();
    await dealer.put('/api/profile').send({ storeName: 'After the outage' }).expect(200);
    await app.http.get('/api/public/metrics').expect(200);
  }, 120_000);
});
