import pg from 'pg';
import { createPennantApp, type PennantApp } from '../src/app.factory';
import { verifyDatabaseConnection } from '../src/database';
import { freePort } from './support/free-port';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

/** What an operator meets starting and stopping the API against a real PostgreSQL. */
describe('Operating the API', () => {
  let app: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    agent = await signIn(app, 'operator_start');
  });
  afterAll(() => app.close());

  const sessionCookie = () =>
    agent.jar
      .getCookies({ domain: '127.0.0.1', path: '/api', secure: false, script: false })
      .map((each) => each.toValueString())
      .join('; ');

  const withParameters = (databaseUrl: string, parameters: string) => {
    const url = new URL(databaseUrl);
    url.search = parameters;
    return url.toString();
  };

  it("connects MikroORM and the session store with DATABASE_URL's parameters alike", async () => {
    const port = await freePort();
    let second: PennantApp | undefined;
    try {
      second = await createPennantApp(
        { ...app.config, port },
        withParameters(app.databaseUrl, 'application_name=pennant_operator_check'),
      );
      await second.app.listen(port, '127.0.0.1');
      // The dealer's session is read by the session store's pool, the dealer by MikroORM.
      const user = await fetch(`http://127.0.0.1:${port}/api/auth/user`, {
        headers: { cookie: sessionCookie() },
      });
      expect(user.status).toBe(200);
      const named = await app.query<{ query: string }>(
        `SELECT query FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'pennant_operator_check'`,
      );
      const queries = named.map((row) => row.query);
      expect(queries.some((query) => /"session"/.test(query))).toBe(true);
      expect(queries.some((query) => !/"session"/.test(query))).toBe(true);
    } finally {
      await second?.close();
    }
  });

  it('ends open event streams at shutdown rather than waiting for the tabs to go', async () => {
    const events = await fetch(`${app.baseUrl}/api/cards/events`, {
      headers: { cookie: sessionCookie(), accept: 'text/event-stream' },
    });
    expect(events.status).toBe(200);
    const streamEnded = events.text();
    const started = Date.now();
    const restarting = app.restart();
    const ended = await Promise.race([
      streamEnded.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    expect(ended).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    await restarting;
  });
});

describe('Checking DATABASE_URL before the start', () => {
  const adminUrl = () => new URL(process.env.PENNANT_TEST_ADMIN_URL!);
  const server = () => `${adminUrl().hostname}:${adminUrl().port || 5432}`;

  it('names a database that does not exist, and does not create it', async () => {
    const url = adminUrl();
    url.pathname = '/pennant_no_such_database';
    await expect(verifyDatabaseConnection(url.toString())).rejects.toThrow(
      `Invalid configuration: DATABASE_URL names database pennant_no_such_database, which does not exist on ${server()}`,
    );
    await expect(verifyDatabaseConnection(adminUrl().toString())).resolves.toBeUndefined();
    const admin = new pg.Client({ connectionString: adminUrl().toString() });
    await admin.connect();
    const found = await admin.query(
      `SELECT 1 FROM pg_database WHERE datname = 'pennant_no_such_database'`,
    );
    await admin.end();
    expect(found.rowCount).toBe(0);
  });

  it('says in one line why PostgreSQL could not be reached, without the password', async () => {
    const port = await freePort();
    const refused = verifyDatabaseConnection(
      `postgresql://pennant:S3cretPass@127.0.0.1:${port}/pennant`,
    );
    await expect(refused).rejects.toThrow(
      `Invalid configuration: DATABASE_URL names 127.0.0.1:${port}, where PostgreSQL could not be reached (connection refused)`,
    );
    await expect(
      verifyDatabaseConnection('postgresql://pennant@no-such-host.invalid:5432/pennant'),
    ).rejects.toThrow(/could not be reached \(host not found\)$/);
    const ssl = adminUrl();
    ssl.search = 'sslmode=require';
    // The test server runs without SSL, as the operator's did.
    await expect(verifyDatabaseConnection(ssl.toString())).rejects.toThrow(
      `Invalid configuration: DATABASE_URL names ${server()}, where PostgreSQL could not be reached ` +
        '(the server does not support SSL: set sslmode=disable, or turn SSL on at the server)',
    );
  });
});
