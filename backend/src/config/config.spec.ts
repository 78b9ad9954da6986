import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-config-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }, dataDir);

  it('runs on embedded defaults with nothing configured', () => {
    const config = load({});
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.embeddedDir).toBe(path.join(dataDir, 'postgres'));
    expect(config.ebay.environment).toBe('emulator');
    expect(config.ebay.authBaseUrl).toBe('http://localhost:3000/__ebay/auth');
    expect(config.ebay.apizBaseUrl).toBe('http://localhost:3000/__ebay/apiz');
    expect(config.frontends.remotes).toEqual([
      { name: 'listings', manifestUrl: '/remotes/listings/mf-manifest.json' },
      { name: 'intake', manifestUrl: '/remotes/intake/mf-manifest.json' },
      { name: 'finance', manifestUrl: '/remotes/finance/mf-manifest.json' },
    ]);
    expect(config.storage).toMatchObject({ driver: 'local', dir: path.join(dataDir, 'objects') });
    expect(config.recognition.openai).toBeUndefined();
    expect(config.supportEmail).toBeUndefined();
  });

  it('switches to an S3-compatible bucket and a vision model when configured', () => {
    const config = load({
      S3_BUCKET: 'pennant-cards',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:8089/v1',
    });
    expect(config.storage).toMatchObject({
      driver: 's3',
      bucket: 'pennant-cards',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(config.recognition.openai).toEqual({
      apiKey: 'sk-test',
      baseUrl: 'http://127.0.0.1:8089/v1',
      model: 'gpt-4o-mini',
    });
  });

  it('keeps generated secrets across starts so sessions and sealed tokens survive a restart', () => {
    const first = load({});
    const second = load({});
    expect(second.session.secret).toBe(first.session.secret);
    expect(second.tokenEncryptionKey.equals(first.tokenEncryptionKey)).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o077).toBe(0);
  });

  it('follows PORT and real eBay hosts', () => {
    const config = load({
      PORT: '8080',
      EBAY_ENV: 'sandbox',
      EBAY_CLIENT_ID: 'Dealer-Pennant-SBX-1234',
      EBAY_CLIENT_SECRET: 'SBX-secret',
      EBAY_RU_NAME: 'Dealer-Pennant-RuName',
    });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.ebay.authBaseUrl).toBe('https://auth.sandbox.ebay.com');
    expect(config.ebay.apiBaseUrl).toBe('https://api.sandbox.ebay.com');
    expect(config.ebay.apizBaseUrl).toBe('https://apiz.sandbox.ebay.com');
  });

  it('refuses to start the eBay emulator in production unless the operator allows it by name', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
      TOKEN_ENCRYPTION_KEY: '0'.repeat(64),
      EBAY_CLIENT_SECRET: 'emulator-secret',
      EBAY_VERIFICATION_TOKEN: 'v'.repeat(40),
    };
    expect(() => load(production)).toThrow(
      /^Invalid configuration: EBAY_ENV is emulator .*ALLOW_EMULATOR_IN_PRODUCTION=true/,
    );
    const demo = load({ ...production, ALLOW_EMULATOR_IN_PRODUCTION: 'true' });
    expect(demo.ebay.environment).toBe('emulator');
    expect(demo.ebay.emulatorControl).toEqual({ enabled: false, token: undefined });
  });

  it('mounts the emulator control API only when asked, with a token kept beside the other secrets', () => {
    expect(load({}).ebay.emulatorControl.enabled).toBe(false);
    const control = load({ EBAY_EMULATOR_CONTROL: 'true' }).ebay.emulatorControl;
    expect(control.enabled).toBe(true);
    expect(control.token).toMatch(/^[\w-]{32,}$/);
    const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    expect(stored.emulatorControlToken).toBe(control.token);
    const given = load({
      EBAY_EMULATOR_CONTROL: 'true',
      EBAY_EMULATOR_CONTROL_TOKEN: 't'.repeat(40),
    });
    expect(given.ebay.emulatorControl.token).toBe('t'.repeat(40));
    // Never against real eBay: there is no emulator to control.
    const sandbox = load({
      EBAY_EMULATOR_CONTROL: 'true',
      EBAY_ENV: 'sandbox',
      EBAY_CLIENT_ID: 'id',
      EBAY_CLIENT_SECRET: 'secret',
      EBAY_RU_NAME: 'ru',
    });
    expect(sandbox.ebay.emulatorControl.enabled).toBe(false);
  });

  it('has sensible rate limits, image limits and a private landing page by default', () => {
    const config = load({});
    expect(config.rateLimits).toEqual({
      signInPerMinute: 30,
      webhookPerMinute: 120,
      uploadsPerMinute: 600,
      identifyPerMinute: 240,
    });
    expect(config.images).toEqual({ maxMegapixels: 40, decodeConcurrency: 2 });
    expect(config.publicMetrics).toEqual({ mode: 'auto', minDealers: 10 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ EBAY_EMULATOR_CONTROL_TOKEN: 'short' }, 'EBAY_EMULATOR_CONTROL_TOKEN'],
    [{ RATE_LIMIT_SIGN_IN_PER_MINUTE: '0' }, 'RATE_LIMIT_SIGN_IN_PER_MINUTE'],
    [{ PUBLIC_METRICS: 'sometimes' }, 'PUBLIC_METRICS'],
    [{ PUBLIC_METRICS_MIN_DEALERS: '1' }, 'PUBLIC_METRICS_MIN_DEALERS'],
    [{ UPLOAD_MAX_MEGAPIXELS: '0' }, 'UPLOAD_MAX_MEGAPIXELS'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ EBAY_ENV: 'staging' }, 'EBAY_ENV'],
    [{ EBAY_ENV: 'production' }, 'EBAY_CLIENT_ID'],
    [{ NODE_ENV: 'production' }, 'EBAY_ENV'],
    [{ NODE_ENV: 'production', ALLOW_EMULATOR_IN_PRODUCTION: 'true' }, 'SESSION_SECRET'],
    [{ TOKEN_ENCRYPTION_KEY: 'short' }, 'TOKEN_ENCRYPTION_KEY'],
    [{ SESSION_SECRET: 'too-short' }, 'SESSION_SECRET'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ REMOTE_LISTINGS_MANIFEST_URL: 'ftp://x/mf.json' }, 'REMOTE_LISTINGS_MANIFEST_URL'],
    [{ SUPPORT_EMAIL: 'support at example' }, 'SUPPORT_EMAIL'],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ OCR_WORKERS: '0' }, 'OCR_WORKERS'],
    [{ OPENAI_API_KEY: 'sk', OPENAI_BASE_URL: 'localhost' }, 'OPENAI_BASE_URL'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => load(env as Record<string, string>)).toThrow(ConfigError);
    expect(() => load(env as Record<string, string>)).toThrow(
      new RegExp(`^Invalid configuration: ${variable} `),
    );
  });
  it("prints the issuer's address and payment instructions on lines where the variable writes \\n", () => {
    const { issuer } = load({
      INVOICE_ISSUER_ADDRESS: '1 Main St\\nSpringfield',
      INVOICE_PAYMENT_INSTRUCTIONS: 'Bank: First Bank \\n Account: 12345678',
    }).billing;
    expect(issuer.address).toBe('1 Main St\nSpringfield');
    expect(issuer.paymentInstructions).toBe('Bank: First Bank\nAccount: 12345678');
    expect(() => load({ INVOICE_PAYMENT_INSTRUCTIONS: 'x'.repeat(1001) })).toThrow(
      /INVOICE_PAYMENT_INSTRUCTIONS must be at most 1000 characters/,
    );
  });

  it('gives a dealer paying by transfer INVOICE_PAYMENT_DAYS to pay, 14 unless set, 0 to 90', () => {
    expect(load({ INVOICE_PAYMENT_DAYS: '30' }).billing.paymentDays).toBe(30);
    expect(load({ INVOICE_PAYMENT_DAYS: '0' }).billing.paymentDays).toBe(0);
    for (const days of ['91', '-1', '7.5', 'two weeks'])
      expect(() => load({ INVOICE_PAYMENT_DAYS: days })).toThrow(
        `INVOICE_PAYMENT_DAYS must be a whole number from 0 to 90, got "${days}"`,
      );
  });

  it('bills through the local provider unless both Stripe keys are set', () => {
    expect(load({}).billing).toEqual({
      issuer: { name: 'Pennant', address: '', paymentInstructions: '', numberPrefix: 'PEN' },
      paymentDays: 14,
    });
    const stripe = load({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    }).billing.stripe;
    expect(stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      publishableKey: null,
      apiBase: 'http://127.0.0.1:12111',
    });
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => load({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => load({ INVOICE_NUMBER_PREFIX: 'pen-' })).toThrow(/INVOICE_NUMBER_PREFIX/);
  });
});
