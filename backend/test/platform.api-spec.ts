import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './support/test-app';
import { signIn } from './support/sign-in';

describe('Platform endpoints, OpenAPI and errors', () => {
  let app: TestApp;
  const benchmarkResultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-bench-results-'));

  beforeAll(async () => {
    app = await startTestApp({
      REMOTE_LISTINGS_MANIFEST_URL: 'https://cdn.example.com/listings/v2/mf-manifest.json',
      BENCHMARK_RESULTS_DIR: benchmarkResultsDir,
      SUPPORT_EMAIL: 'help@dealer-tools.example',
      PUBLIC_METRICS: 'on',
    });
  });
  afterAll(() => app.close());

  it('tells the shell where each remote manifest is, from configuration, never cached', async () => {
    const answer = await app.http.get('/api/config/remotes').expect(200);
    expect(answer.body).toEqual({
      remotes: [
        { name: 'listings', manifestUrl: 'https://cdn.example.com/listings/v2/mf-manifest.json' },
        { name: 'intake', manifestUrl: '/remotes/intake/mf-manifest.json' },
        { name: 'finance', manifestUrl: '/remotes/finance/mf-manifest.json' },
      ],
    });
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('answers live platform figures: dealers counted, none from one dealer, no invented accuracy', async () => {
    const before = await app.http.get('/api/public/metrics').expect(200);
    await signIn(app, 'metrics_dealer');
    const after = await app.http.get('/api/public/metrics').expect(200);
    expect(after.body.dealers).toBe(before.body.dealers + 1);
    expect(after.body).toMatchObject({
      cardsProcessed: null,
      salesVolume: null,
      identificationAccuracyPercent: null,
    });
  });

  it('shows the accuracy a benchmark measured, once it has', async () => {
    const file = path.join(benchmarkResultsDir, 'identify-latest.json');
    fs.writeFileSync(file, JSON.stringify({ allFieldsExactPercent: 87.25 }));
    try {
      const answer = await app.http.get('/api/public/metrics').expect(200);
      expect(answer.body.identificationAccuracyPercent).toBe('87.3');
    } finally {
      fs.rmSync(file);
    }
  });

  it("gives the operator's support address for the landing page's Contact block", async () => {
    await app.http
      .get('/api/public/contact')
      .expect(200, { supportEmail: 'help@dealer-tools.example' });
  });

  it('serves testimonials only from the operator content file', async () => {
    await app.http.get('/api/public/testimonials').expect(200, []);
    fs.mkdirSync(app.config.contentDir, { recursive: true });
    fs.writeFileSync(
      path.join(app.config.contentDir, 'testimonials.json'),
      JSON.stringify([
        { quote: 'Listed 400 cards on Sunday.', name: 'Pat', business: 'Pat’s Pennants' },
        { quote: '' },
      ]),
    );
    const answer = await app.http.get('/api/public/testimonials').expect(200);
    expect(answer.body).toEqual([
      { quote: 'Listed 400 cards on Sunday.', name: 'Pat', business: 'Pat’s Pennants' },
    ]);
  });

  it('reports health: the database, Redis when REDIS_URL is configured, and the job queue', async () => {
    const answer = await app.http.get('/api/health').expect(200);
    expect(answer.body).toEqual({
      status: 'ok',
      database: true,
      storage: true,
      ...(process.env.REDIS_URL ? { redis: true } : {}),
      queue: { waiting: 0, active: 0, failed: 0, oldestWaitingSeconds: null },
    });
  });

  it('publishes OpenAPI with every endpoint and its schemas, and Swagger UI', async () => {
    const doc = (await app.http.get('/api/docs-json').expect(200)).body;
    const expected: Array<[string, string]> = [
      ['/api/login', 'get'],
      ['/api/auth/ebay/callback', 'get'],
      ['/api/auth/user', 'get'],
      ['/api/logout', 'post'],
      ['/api/ebay/account', 'get'],
      ['/api/ebay/connect', 'get'],
      ['/api/ebay/connect/start', 'post'],
      ['/api/ebay/disconnect', 'delete'],
      ['/api/ebay/account-deletion', 'get'],
      ['/api/ebay/account-deletion', 'post'],
      ['/api/settings', 'get'],
      ['/api/settings', 'put'],
      ['/api/dealer/settings', 'put'],
      ['/api/profile', 'put'],
      ['/api/onboarding/step', 'put'],
      ['/api/onboarding/complete', 'put'],
      ['/api/dashboard/stats', 'get'],
      ['/api/listings', 'get'],
      ['/api/config/remotes', 'get'],
      ['/api/public/metrics', 'get'],
      ['/api/public/testimonials', 'get'],
      ['/api/public/contact', 'get'],
      ['/api/health', 'get'],
    ];
    for (const [route, method] of expected) expect(doc.paths[route]?.[method]).toBeDefined();
    expect(doc.paths['/api/settings'].put.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/UpdatePricingRulesDto',
    );
    expect(doc.components.schemas.SettingsResponseDto.properties).toHaveProperty('settings');
    expect(doc.components.schemas.DashboardStatsDto.required).toEqual(
      expect.arrayContaining([
        'itemsListed',
        'soldCount',
        'grossSales',
        'netAfterFee',
        'effectiveFeePercent',
      ]),
    );
    const ui = await app.http.get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('answers an unknown API route with a JSON 404, never an HTML page or stack', async () => {
    const answer = await app.http.get('/api/nothing-here').expect(404);
    expect(answer.body).toMatchObject({ statusCode: 404, message: 'Not found' });
  });

  it('serves the shell for app routes and never for API or remote paths', async () => {
    const page = await app.http.get('/settings').set('Accept', 'text/html');
    if (fs.existsSync(path.join(app.config.frontends.shellDir, 'index.html'))) {
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    } else {
      expect(page.status).toBe(503);
    }
    await app.http.get('/remotes/listings/not-there.js').expect(404);
  });
});
