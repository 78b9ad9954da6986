import { spawn } from 'node:child_process';
import path from 'node:path';
import { startTestApp, type TestApp } from './support/test-app';
import { signIn } from './support/sign-in';

const CONTROL_CALLS = [
  ['get', '/__ebay/_control/state'],
  ['get', '/__ebay/_control/faults'],
  ['get', '/__ebay/_control/clock'],
  ['post', '/__ebay/_control/clock'],
  ['post', '/__ebay/_control/account-deletion'],
] as const;

describe("The eBay emulator's control API", () => {
  describe('when EBAY_EMULATOR_CONTROL is not set (npm start, demos)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ EBAY_EMULATOR_CONTROL: '' });
    });
    afterAll(() => app.close());

    it.each(CONTROL_CALLS)('%s %s is not there at all', async (method, route) => {
      const answer = await app.http[method](route).send({ userId: 'x', advanceSeconds: 1 });
      expect(answer.status).toBe(404);
      expect(answer.text).not.toMatch(/signingKeyId|accounts|nowMs/);
    });

    it('cannot erase a dealer', async () => {
      const dealer = await signIn(app, 'not_erasable');
      const [{ ebay_user_id: userId }] = await app.query<{ ebay_user_id: string }>(
        `SELECT ebay_user_id FROM dealer WHERE username = 'not_erasable'`,
      );
      await app.http.post('/__ebay/_control/account-deletion').send({ userId }).expect(404);
      await dealer.get('/api/auth/user').expect(200);
    });

    it('still serves eBay itself: consent, token and identity', async () => {
      await signIn(app, 'still_signs_in');
    });
  });

  describe('when EBAY_EMULATOR_CONTROL=true (tests, benchmarks)', () => {
    let app: TestApp;
    const token = 'control-token-for-this-test-0123456789abcdef';
    beforeAll(async () => {
      // Behind a proxy (TRUST_PROXY): the client's address is the forwarded one, not this machine's.
      app = await startTestApp({ EBAY_EMULATOR_CONTROL_TOKEN: token, TRUST_PROXY: 'true' });
    });
    afterAll(() => app.close());

    it('answers this machine (loopback)', async () => {
      const state = await app.http.get('/__ebay/_control/state').expect(200);
      expect(state.body.signingKeyId).toBeTruthy();
    });

    it('refuses a web page open on this machine: a form from another site, or a rebound host name', async () => {
      const dealer = await signIn(app, 'erasable_by_a_page');
      const [{ ebay_user_id: userId }] = await app.query<{ ebay_user_id: string }>(
        `SELECT ebay_user_id FROM dealer WHERE username = 'erasable_by_a_page'`,
      );
      // A form another site auto-submits, as the browser sends it.
      await app.http
        .post('/__ebay/_control/account-deletion')
        .type('form')
        .set('Origin', 'http://127.0.0.1:8997')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ userId })
        .expect(404);
      await app.http
        .post('/__ebay/_control/account-deletion')
        .set('Sec-Fetch-Site', 'same-site')
        .send({ userId })
        .expect(404);
      // A page whose own name an attacker points at 127.0.0.1 (DNS rebinding) reading the accounts.
      const rebound = await app.http
        .get('/__ebay/_control/state')
        .set('Host', 'rebind.attacker.example')
        .expect(404);
      expect(rebound.text).not.toContain(userId);
      await dealer.get('/api/auth/user').expect(200);
      // The address typed in this machine's browser, and the token whatever the host, still get in.
      await app.http.get('/__ebay/_control/state').set('Sec-Fetch-Site', 'none').expect(200);
      await app.http
        .get('/__ebay/_control/state')
        .set('Host', 'rebind.attacker.example')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
    });

    it('refuses a request a proxy forwarded from elsewhere, unless it carries the token', async () => {
      for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
        await app.http.get('/__ebay/_control/state').set(header, '203.0.113.9').expect(404);
      }
      await app.http
        .get('/__ebay/_control/state')
        .set('X-Forwarded-For', '203.0.113.9')
        .set('Authorization', 'Bearer wrong-token-wrong-token-wrong-token-00')
        .expect(404);
      await app.http
        .get('/__ebay/_control/state')
        .set('X-Forwarded-For', '203.0.113.9')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
    });
  });
});

describe('A production start', () => {
  it('refuses the eBay emulator and names ALLOW_EMULATOR_IN_PRODUCTION', async () => {
    const backend = path.resolve(__dirname, '..');
    const child = spawn(
      process.execPath,
      ['-r', './test/jobs-support/ts-register.cjs', 'src/main.ts'],
      {
        cwd: backend,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          SESSION_SECRET: 'a-production-session-secret-of-32-chars',
          TOKEN_ENCRYPTION_KEY: '1'.repeat(64),
          EBAY_CLIENT_SECRET: 'secret',
          EBAY_VERIFICATION_TOKEN: 'v'.repeat(40),
          DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
        },
        stdio: 'pipe',
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration: EBAY_ENV is emulator');
    expect(output).toContain('ALLOW_EMULATOR_IN_PRODUCTION=true');
    expect(output).not.toMatch(/listening|is running at/i);
  }, 120_000);
});
