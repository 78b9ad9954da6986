import { createPennantApp, type PennantApp } from '../src/app.factory';
import { freePort } from './support/free-port';
import { startTestApp, type TestApp } from './support/test-app';
import { signIn } from './support/sign-in';

function expectLimited(answer: { status: number; headers: Record<string, string>; body: unknown }) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(answer.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
}

describe('Rate limits', () => {
  describe('per IP address: sign-in and the webhook', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '3',
        RATE_LIMIT_WEBHOOK_PER_MINUTE: '2',
      });
    });
    afterAll(() => app.close());

    it('counts /api/login and the OAuth callback together, then answers 429 with Retry-After', async () => {
      await app.http.get('/api/login').expect(302);
      await app.http.get('/api/auth/ebay/callback?code=x&state=y').expect(302);
      await app.http.get('/api/login').expect(302);
      expectLimited(await app.http.get('/api/login'));
      expectLimited(await app.http.get('/api/auth/ebay/callback?code=x&state=y'));
      // Other routes are not counted.
      await app.http.get('/api/health').expect(200);
    });

    it("limits the refused calls to eBay's account-deletion webhook and its challenges", async () => {
      await app.http.post('/api/ebay/account-deletion').send({}).expect(412);
      await app.http.get('/api/ebay/account-deletion?challenge_code=abc').expect(200);
      await app.http.post('/api/ebay/account-deletion').send({}).expect(412);
      expectLimited(await app.http.post('/api/ebay/account-deletion').send({}));
      await app.http.get('/api/ebay/account-deletion?challenge_code=abc').expect(200);
      expectLimited(await app.http.get('/api/ebay/account-deletion?challenge_code=abc'));
    });

    it(
      process.env.REDIS_URL
        ? 'shares the counts between API processes through Redis'
        : 'keeps the counts in the process without Redis',
      async () => {
        const shared = await startTestApp({ RATE_LIMIT_WEBHOOK_PER_MINUTE: '2' });
        const port = await freePort();
        let second: PennantApp | undefined;
        try {
          second = await createPennantApp({ ...shared.config, port }, shared.databaseUrl);
          await second.app.listen(port, '127.0.0.1');
          await shared.http.post('/api/ebay/account-deletion').send({}).expect(412);
          await shared.http.post('/api/ebay/account-deletion').send({}).expect(412);
          const other = await fetch(`http://127.0.0.1:${port}/api/ebay/account-deletion`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          });
          expect(other.status).toBe(process.env.REDIS_URL ? 429 : 412);
        } finally {
          await second?.close();
          await shared.close();
        }
      },
    );
  });

  describe("eBay's account-deletion notices", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ RATE_LIMIT_WEBHOOK_PER_MINUTE: '2' });
    });
    afterAll(() => app.close());

    async function ebayUserIdOf(username: string): Promise<string> {
      const dealer = await signIn(app, username);
      const me = (await dealer.get('/api/auth/user').expect(200)).body as { id: string };
      const [row] = await app.query<{ ebay_user_id: string }>(
        `SELECT ebay_user_id FROM dealer WHERE id = $1`,
        [me.id],
      );
      return row.ebay_user_id;
    }

    it('takes every signed notice however many arrive, and blocks an address only for its refused ones', async () => {
      const leaving = [];
      for (const name of ['busy_day_1', 'busy_day_2', 'busy_day_3', 'busy_day_4'])
        leaving.push(await ebayUserIdOf(name));
      for (const userId of leaving) {
        const sent = await app.pennant.emulator!.sendAccountDeletion(userId, { challenge: false });
        expect(sent.status).toBe(204);
      }
      expect(
        await app.query(`SELECT 1 FROM dealer WHERE ebay_user_id = ANY($1)`, [leaving]),
      ).toHaveLength(0);

      await app.http.post('/api/ebay/account-deletion').send({}).expect(412);
      await app.http.post('/api/ebay/account-deletion').send({}).expect(412);
      expectLimited(await app.http.post('/api/ebay/account-deletion').send({}));
    });
  });

  describe('per dealer: uploads and identification', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({
        RATE_LIMIT_UPLOADS_PER_MINUTE: '2',
        RATE_LIMIT_IDENTIFY_PER_MINUTE: '2',
      });
    });
    afterAll(() => app.close());

    it("counts each dealer's uploads on their own", async () => {
      const busy = await signIn(app, 'busy_uploader');
      const other = await signIn(app, 'calm_uploader');
      await busy.post('/api/cards/upload-url').send({}).expect(200);
      await busy.post('/api/cards/upload').expect(400);
      expectLimited(await busy.post('/api/cards/upload-url').send({}));
      await other.post('/api/cards/upload-url').send({}).expect(200);
    });

    it('limits the calls that start identification', async () => {
      const dealer = await signIn(app, 'busy_identifier');
      await dealer.post('/api/cards/process').send({ imageUrl: '/objects/nothing' }).expect(400);
      await dealer.post('/api/cards/process-batch').send({ imageUrls: [] }).expect(400);
      expectLimited(await dealer.post('/api/cards/process').send({ imageUrl: '/objects/x' }));
      await dealer.get('/api/cards').expect(200);
    });
  });
});
