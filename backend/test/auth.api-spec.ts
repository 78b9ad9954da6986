import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';
import { answerConsent, openConsent, pathOf, signIn } from './support/sign-in';

describe('Sign in with eBay', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('signs a new dealer in through eBay consent and answers who they are', async () => {
    const { agent, fields } = await openConsent(app);
    expect(fields.client_id).toBe(app.config.ebay.clientId);
    expect(fields.redirect_uri).toBe(app.config.ebay.ruName);
    expect(fields.scope.split(' ')).toContain(
      'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly',
    );

    const callback = await answerConsent(agent, fields, 'mint_condition_cards');
    expect(callback).toMatch(/^\/api\/auth\/ebay\/callback\?/);
    expect(new URL(callback, app.baseUrl).searchParams.get('state')).toBe(fields.state);
    const done = await agent.get(callback).expect(302);
    expect(done.headers.location).toBe(
      '/?ebay_auth=success&username=mint_condition_cards&first_visit=1',
    );

    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({
      username: 'mint_condition_cards',
      isEbayConnected: true,
      ebayConnected: true,
      onboardingStep: 1,
      onboardingComplete: false,
      settingsConfigured: false,
      paymentSetup: false,
    });
    expect(me.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets an httpOnly, SameSite=Lax session cookie and gives a new session id at sign-in', async () => {
    const { agent, login, fields } = await openConsent(app);
    const before = sessionCookieOf(login);
    const callback = await answerConsent(agent, fields, 'cookie_check');
    const done = await agent.get(callback).expect(302);
    const after = sessionCookieOf(done);
    expect(after).toMatch(/HttpOnly/i);
    expect(after).toMatch(/SameSite=Lax/i);
    expect(after).not.toMatch(/Secure/i);
    expect(cookieValue(after)).not.toBe(cookieValue(before));
  });

  it('greets a returning dealer without the first-visit mark', async () => {
    await signIn(app, 'coming_back');
    const { agent, fields } = await openConsent(app);
    const done = await agent.get(await answerConsent(agent, fields, 'coming_back')).expect(302);
    expect(done.headers.location).toBe('/?ebay_auth=success&username=coming_back');
  });

  it('keeps one dealer per eBay user across sign-ins', async () => {
    const first = await (await signIn(app, 'repeat_seller')).get('/api/auth/user').expect(200);
    const second = await (await signIn(app, 'repeat_seller')).get('/api/auth/user').expect(200);
    expect(second.body.id).toBe(first.body.id);
    const rows = await app.query(
      `SELECT count(*)::int AS n FROM dealer WHERE username = 'repeat_seller'`,
    );
    expect(rows[0].n).toBe(1);
  });

  it('stores eBay tokens encrypted, never in plain text', async () => {
    await signIn(app, 'sealed_tokens');
    const [row] = await app.query<{ access_token_sealed: string; refresh_token_sealed: string }>(
      `SELECT c.access_token_sealed, c.refresh_token_sealed FROM ebay_connection c JOIN dealer d ON d.id = c.dealer_id WHERE d.username = 'sealed_tokens'`,
    );
    expect(row.access_token_sealed).toMatch(/^v1\./);
    expect(row.access_token_sealed).not.toContain('v^1.1');
    expect(row.refresh_token_sealed).not.toContain('v^1.1');
  });

  it('signs no one in when the state does not match, and sends the browser to a page to try again', async () => {
    const { agent, fields } = await openConsent(app);
    const callback = await answerConsent(
      agent,
      { ...fields, state: 'forged-state-value' },
      'forged',
    );
    const answer = await agent.get(callback).expect(302);
    expect(answer.headers.location).toBe('/?ebay_auth=error&reason=state');
    await agent.get('/api/auth/user').expect(401);
    expect(await app.query(`SELECT 1 FROM dealer WHERE username = 'forged'`)).toHaveLength(0);
  });

  it('signs no one in when the state is missing or the browser never started sign-in', async () => {
    const { agent, fields } = await openConsent(app);
    const callback = await answerConsent(agent, fields, 'no_state');
    const url = new URL(callback, app.baseUrl);
    url.searchParams.delete('state');
    const withoutState = `${url.pathname}${url.search}`;
    const missing = await agent.get(withoutState).expect(302);
    expect(missing.headers.location).toBe('/?ebay_auth=error&reason=state');
    const stranger = await request(app.baseUrl).get(callback).expect(302);
    expect(stranger.headers.location).toBe('/?ebay_auth=error&reason=state');
    await agent.get('/api/auth/user').expect(401);
  });

  it('sends a browser that opened Pennant on another host to PUBLIC_URL before sign-in starts', async () => {
    const otherHost = `localhost:${new URL(app.baseUrl).port}`;
    const answer = await app.http.get('/api/login').set('Host', otherHost).expect(302);
    expect(answer.headers.location).toBe(`${app.baseUrl}/api/login?via_public_url=1`);
    const there = await app.http.get(pathOf(answer.headers.location)).expect(302);
    expect(pathOf(there.headers.location)).toMatch(/^\/__ebay\/auth\/oauth2\/authorize\?/);
    // A proxy that rewrites Host to something else still gets sign-in started: no redirect loop.
    const proxied = await app.http
      .get('/api/login?via_public_url=1')
      .set('Host', otherHost)
      .expect(302);
    expect(pathOf(proxied.headers.location)).toMatch(/^\/__ebay\/auth\/oauth2\/authorize\?/);
  });

  it('sends a dealer who declines back to the landing page with the cancelled outcome', async () => {
    const { agent, fields } = await openConsent(app);
    const callback = await answerConsent(agent, fields, 'changed_my_mind', 'decline');
    expect(callback).toContain('error=access_denied');
    const done = await agent.get(callback).expect(302);
    expect(done.headers.location).toBe('/?ebay_auth=cancelled');
    await agent.get('/api/auth/user').expect(401);
  });

  it('does not accept the same authorization code twice', async () => {
    const { agent, fields } = await openConsent(app);
    const callback = await answerConsent(agent, fields, 'code_replay');
    await agent.get(callback).expect(302);
    const replay = await openConsent(app, request.agent(app.baseUrl));
    const url = new URL(callback, app.baseUrl);
    url.searchParams.set('state', replay.fields.state);
    const replayed = `${url.pathname}${url.search}`;
    const done = await replay.agent.get(replayed).expect(302);
    expect(done.headers.location).toBe('/?ebay_auth=error');
    await replay.agent.get('/api/auth/user').expect(401);
  });

  it('ends the session at logout', async () => {
    const agent = await signIn(app, 'leaving_now');
    await agent.post('/api/logout').expect(204);
    const after = await agent.get('/api/auth/user').expect(401);
    expect(after.body).toMatchObject({ message: 'Unauthorized' });
  });

  it.each([
    ['get', '/api/auth/user'],
    ['get', '/api/ebay/account'],
    ['get', '/api/ebay/connect'],
    ['post', '/api/ebay/connect/start'],
    ['delete', '/api/ebay/disconnect'],
    ['get', '/api/settings'],
    ['put', '/api/settings'],
    ['put', '/api/dealer/settings'],
    ['put', '/api/profile'],
    ['put', '/api/onboarding/step'],
    ['put', '/api/onboarding/complete'],
    ['get', '/api/dashboard/stats'],
    ['get', '/api/listings'],
  ] as const)('%s %s answers 401 without a session', async (method, path) => {
    const answer = await app.http[method](path).send({}).expect(401);
    expect(answer.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('redirects /api/login to the configured eBay consent page with a fresh state each time', async () => {
    const one = await app.http.get('/api/login').expect(302);
    const two = await app.http.get('/api/login').expect(302);
    const first = new URL(one.headers.location);
    expect(first.origin + first.pathname).toBe(`${app.config.ebay.authBaseUrl}/oauth2/authorize`);
    expect(first.searchParams.get('response_type')).toBe('code');
    expect(first.searchParams.get('state')).not.toBe(
      new URL(two.headers.location).searchParams.get('state'),
    );
    expect(pathOf(one.headers.location)).toMatch(/^\/__ebay\/auth\/oauth2\/authorize\?/);
  });
});

function sessionCookieOf(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith('pennant.sid='));
  if (!cookie) throw new Error('no session cookie set');
  return cookie;
}

function cookieValue(cookie: string): string {
  return cookie.split(';')[0];
}
