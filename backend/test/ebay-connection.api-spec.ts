import { startTestApp, type TestApp } from './support/test-app';
import { answerConsent, consentFields, signIn } from './support/sign-in';
import type { IdentityApi } from '@pennant/ebay-openapi';
import { EbayConnectionService } from '../src/modules/auth';
import { createEbayApiClient } from '../src/integrations/ebay';
import { TokenCipher } from '../src/common';

describe('The eBay connection', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers the connected account with its handle, eBay user id and grant expiry', async () => {
    const before = Date.now();
    const agent = await signIn(app, 'connected_dealer');
    const account = await agent.get('/api/ebay/account').expect(200);
    expect(account.body.username).toBe('connected_dealer');
    expect(account.body.ebayUserId).toMatch(/^\w{6,}$/);
    const expiresAt = Date.parse(account.body.expiresAt);
    // eBay refresh tokens last 47,304,000 seconds (about 18 months).
    expect(expiresAt - before).toBeGreaterThan(47_000_000_000);
  });

  it('disconnects: tokens deleted, dealer still signed in but not connected', async () => {
    const agent = await signIn(app, 'disconnecting');
    const syncState = async () =>
      (await agent.get('/api/listings/sync').expect(200)).body.ebayConnection;
    expect(await syncState()).toBe('connected');
    await agent.delete('/api/ebay/disconnect').expect(204);
    // Orders stop coming in: /dashboard and /sales say so, and that only connecting again helps.
    expect(await syncState()).toBe('none');
    const account = await agent.get('/api/ebay/account').expect(404);
    expect(account.body.message).toBe('No eBay account is connected');
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ username: 'disconnecting', isEbayConnected: false });
    const rows = await app.query(`SELECT 1 FROM ebay_connection WHERE dealer_id = $1`, [
      me.body.id,
    ]);
    expect(rows).toHaveLength(0);
    const settings = await agent.get('/api/settings').expect(200);
    expect(settings.body.ebayAccount).toBeNull();
  });

  it('reconnects through POST /api/ebay/connect/start and returns to the dashboard', async () => {
    const agent = await signIn(app, 'reconnecting');
    await agent.delete('/api/ebay/disconnect').expect(204);
    const start = await agent.post('/api/ebay/connect/start').expect(200);
    expect(start.body.redirectUrl).toContain(`${app.config.ebay.authBaseUrl}/oauth2/authorize?`);
    const fields = await consentFields(agent, start.body.redirectUrl);
    const callback = await answerConsent(agent, fields, 'reconnecting');
    const done = await agent.get(callback).expect(302);
    expect(done.headers.location).toBe('/dashboard?ebay_connected=success&username=reconnecting');
    await agent.get('/api/ebay/account').expect(200);
  });

  it('navigating to /api/ebay/connect redirects to consent; declining returns cancelled', async () => {
    const agent = await signIn(app, 'declines_connect');
    const start = await agent.get('/api/ebay/connect').expect(302);
    const fields = await consentFields(agent, start.headers.location);
    const callback = await answerConsent(agent, fields, 'declines_connect', 'decline');
    const done = await agent.get(callback).expect(302);
    expect(done.headers.location).toBe('/dashboard?ebay_connected=cancelled');
  });

  it("refuses to connect another person's eBay account to this dealer", async () => {
    const agent = await signIn(app, 'owner_account');
    const start = await agent.post('/api/ebay/connect/start').expect(200);
    // eBay is asked for a fresh sign-in: a browser signed in there as another account would consent as it again.
    expect(new URL(start.body.redirectUrl).searchParams.get('prompt')).toBe('login');
    const fields = await consentFields(agent, start.body.redirectUrl);
    const callback = await answerConsent(agent, fields, 'somebody_else');
    const done = await agent.get(callback).expect(302);
    // The dashboard says which account eBay gave, so the dealer knows to sign in there as their own.
    expect(done.headers.location).toBe(
      '/dashboard?ebay_connected=error&reason=other_account&username=somebody_else',
    );
    const account = await agent.get('/api/ebay/account').expect(200);
    expect(account.body.username).toBe('owner_account');
  });

  it('refreshes the access token before it expires, and again when eBay refuses it', async () => {
    const agent = await signIn(app, 'long_session');
    const me = await agent.get('/api/auth/user').expect(200);
    const source = app.pennant.app.get(EbayConnectionService).accessTokenSource(me.body.id);
    const original = await source.current();
    expect(await source.current()).toBe(original);

    // Two minutes left: inside Pennant's five-minute margin, so it refreshes in advance.
    await app.query(
      `UPDATE ebay_connection SET access_token_expires_at = now() + interval '2 minutes' WHERE dealer_id = $1`,
      [me.body.id],
    );
    const refreshed = await source.current();
    expect(refreshed).not.toBe(original);
    const [row] = await app.query<{ seconds: number }>(
      `SELECT extract(epoch FROM access_token_expires_at - now())::int AS seconds FROM ebay_connection WHERE dealer_id = $1`,
      [me.body.id],
    );
    expect(row.seconds).toBeGreaterThan(7000);

    // eBay's clock moves past the token's life while Pennant still believes it valid:
    // the call is refused with 1001, Pennant refreshes once and the call succeeds.
    app.pennant.emulator!.clock.advance(7300);
    const identity = createEbayApiClient<IdentityApi.paths>('identity', source, {
      endpoints: {
        authBaseUrl: app.config.ebay.authBaseUrl,
        apiBaseUrl: app.config.ebay.apiBaseUrl,
        apizBaseUrl: app.config.ebay.apizBaseUrl,
        apimBaseUrl: app.config.ebay.apimBaseUrl,
        wwwBaseUrl: app.config.ebay.wwwBaseUrl,
      },
    });
    const { data, response } = await identity.GET('/user/');
    expect(response.status).toBe(200);
    expect(data?.username).toBe('long_session');
    expect(await source.current()).not.toBe(refreshed);
  });

  it('asks for a reconnect when eBay refuses the refresh token (grant revoked)', async () => {
    const agent = await signIn(app, 'revoked_grant');
    const me = (await agent.get('/api/auth/user').expect(200)).body;
    // A refresh token eBay no longer knows, as after the dealer revokes Pennant's access on eBay:
    // eBay (and the emulator) answer the refresh with 400 invalid_grant.
    const cipher = new TokenCipher(app.config.tokenEncryptionKey);
    await app.query(
      `UPDATE ebay_connection SET refresh_token_sealed = $2, access_token_expires_at = now() - interval '1 hour' WHERE dealer_id = $1`,
      [me.id, cipher.encrypt('v^1.1#revoked-by-the-dealer')],
    );

    const call = await agent.get('/api/selling/setup');
    expect(call.status).toBe(409);
    expect(call.body.message).toMatch(/connect your eBay account again/);

    const settings = (await agent.get('/api/settings').expect(200)).body;
    expect(Date.parse(settings.ebayAccount.expiresAt)).toBeLessThanOrEqual(Date.now());
    expect((await agent.get('/api/listings/sync').expect(200)).body.ebayConnection).toBe('expired');
    // Expired for good: the next call says the same without asking eBay again.
    await agent.get('/api/selling/setup').expect(409);
  });

  it('asks for a reconnect when the grant does not cover the scopes Pennant asks for (invalid_scope)', async () => {
    const agent = await signIn(app, 'narrow_grant');
    const me = (await agent.get('/api/auth/user').expect(200)).body;
    // A grant of fewer scopes than the refresh asks for (a scope Pennant needs since, or one the dealer did not
    // consent to): eBay answers the refresh with 400 invalid_scope, which no retry mends.
    await app.query(
      `UPDATE ebay_connection SET scopes = scopes || ' https://api.ebay.com/oauth/api_scope/sell.marketing',
              access_token_expires_at = now() - interval '1 hour' WHERE dealer_id = $1`,
      [me.id],
    );
    const call = await agent.get('/api/selling/setup');
    expect(call.status).toBe(409);
    expect(call.body.message).toMatch(/connect your eBay account again/);
    const settings = (await agent.get('/api/settings').expect(200)).body;
    expect(Date.parse(settings.ebayAccount.expiresAt)).toBeLessThanOrEqual(Date.now());
  });

  it("answers 404 for the account of a dealer who is not connected, never another dealer's", async () => {
    const one = await signIn(app, 'dealer_one_conn');
    const two = await signIn(app, 'dealer_two_conn');
    await two.delete('/api/ebay/disconnect').expect(204);
    await two.get('/api/ebay/account').expect(404);
    const mine = await one.get('/api/ebay/account').expect(200);
    expect(mine.body.username).toBe('dealer_one_conn');
  });
});
