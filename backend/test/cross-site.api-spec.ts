import { startTestApp, type TestApp } from './support/test-app';
import { signIn, type Agent } from './support/sign-in';

// A page on another port of the same host is the same *site*: the SameSite=Lax cookie goes with
// its form posts and no-cors fetches. What tells them apart is the origin the browser reports.
describe('Cross-site requests and security headers', () => {
  let app: TestApp;
  let dealer: Agent;
  const attacker = 'http://127.0.0.1:1';

  beforeAll(async () => {
    app = await startTestApp({
      REMOTE_LISTINGS_MANIFEST_URL: 'https://cdn.example.com/listings/mf-manifest.json',
    });
    dealer = await signIn(app, 'csrf_target');
  });
  afterAll(() => app.close());

  it('refuses a state-changing call whose Origin is another origin, changing nothing', async () => {
    for (const origin of [attacker, 'null', 'http://localhost:1', 'https://evil.example']) {
      const answer = await dealer
        .put('/api/profile')
        .set('Origin', origin)
        .send({ storeName: 'Hijacked' })
        .expect(403);
      expect(answer.body).toMatchObject({ statusCode: 403, code: 'CROSS_SITE_REQUEST' });
    }
    const forged = await dealer
      .post('/api/logout')
      .set('Origin', attacker)
      .type('form')
      .send('x=1')
      .expect(403);
    expect(forged.body.code).toBe('CROSS_SITE_REQUEST');
    const profile = (await dealer.get('/api/settings').expect(200)).body.profile;
    expect(profile.storeName).not.toBe('Hijacked');
  });

  it('refuses a cross-site call that spells /api in capitals, changing nothing', async () => {
    const paymentSetup = async () =>
      (await dealer.get('/api/auth/user').expect(200)).body.paymentSetup as boolean;
    const before = await paymentSetup();
    const setup = await dealer
      .post('/API/billing/payment-method/setup')
      .set('Origin', attacker)
      .set('Sec-Fetch-Site', 'same-site');
    expect([403, 404]).toContain(setup.status);
    expect(await paymentSetup()).toBe(before);

    const formDelete = await dealer
      .post('/API/cards/delete')
      .set('Origin', attacker)
      .type('form')
      .send('cardIds[0]=00000000-0000-4000-8000-000000000001');
    expect([403, 404, 415]).toContain(formDelete.status);

    const logout = await dealer
      .post('/Api/logout')
      .set('Origin', attacker)
      .type('form')
      .send('x=1');
    expect([403, 404]).toContain(logout.status);
    await dealer.get('/api/auth/user').expect(200);
  });

  it('routes case-sensitively: /API/... is not the API', async () => {
    await dealer.post('/API/logout').send({}).expect(404);
    await dealer.get('/API/settings').set('Accept', 'application/json').expect(404);
    await dealer.get('/api/auth/user').expect(200);
  });

  it('refuses what the browser marks as same-site or cross-site (Sec-Fetch-Site)', async () => {
    for (const site of ['same-site', 'cross-site']) {
      await dealer
        .put('/api/onboarding/step')
        .set('Sec-Fetch-Site', site)
        .send({ step: 3 })
        .expect(403);
    }
  });

  it("accepts Pennant's own pages, and clients that are not browsers", async () => {
    await dealer
      .put('/api/onboarding/step')
      .set('Origin', app.baseUrl)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ step: 2 })
      .expect(200);
    await dealer.put('/api/onboarding/step').send({ step: 2 }).expect(200);
    // Reading is never refused by origin (SameSite and CORS keep the answer from other pages).
    await dealer.get('/api/settings').set('Origin', attacker).expect(200);
  });

  it("lets eBay's servers call the account-deletion webhook from anywhere", async () => {
    const answer = await app.http
      .post('/api/ebay/account-deletion')
      .set('Origin', 'https://notifications.ebay.com')
      .send({});
    expect(answer.status).toBe(412);
  });

  it('sets security headers on every answer: CSP with the remotes, no framing, no sniffing', async () => {
    for (const route of [
      '/api/health',
      '/api/nothing-here',
      '/',
      '/__ebay/auth/oauth2/authorize',
    ]) {
      const answer = await app.http.get(route);
      const csp = answer.headers['content-security-policy'];
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com[;]/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/cdn\.example\.com/);
      expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
      expect(csp).toMatch(/img-src [^;]*data: blob:/);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when a TLS-terminating proxy is in front (TRUST_PROXY)', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      const answer = await proxied.http.get('/api/health').expect(200);
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });
});
