import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, ConfigErrors, loadConfig } from './config';
import { listeningLine, startSummary, startWarnings } from './start-report';

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

  it('stops naming DATA_DIR and the file when the generated secrets no longer read, and makes no new ones', () => {
    const file = path.join(dataDir, 'secrets.json');
    for (const broken of ['{"sessionSecret": "cut sho', '{"emulatorControlToken": "x"}']) {
      fs.writeFileSync(file, broken);
      expect(() => load({})).toThrow(ConfigError);
      expect(() => load({})).toThrow(
        new RegExp(
          `^Invalid configuration: DATA_DIR holds ${file.replace(/[.\\/]/g, '\\$&')}, which`,
        ),
      );
      expect(fs.readFileSync(file, 'utf8')).toBe(broken);
    }
  });

  it('stops naming DATA_DIR when its folder cannot be made (a file stands in its path)', () => {
    const file = path.join(dataDir, 'not-a-folder');
    fs.writeFileSync(file, '');
    const blocked = path.join(file, 'data');
    expect(() => loadConfig({ DATA_DIR: blocked }, blocked)).toThrow(
      /^Invalid configuration: DATA_DIR is .*not-a-folder\/data, where .* cannot be written \(ENOTDIR\)/,
    );
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
    expect(config.images).toEqual({ maxMegapixels: 64, decodeConcurrency: 2 });
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
    [{ REDIS_URL: 'redis://cache:6379/abc' }, 'REDIS_URL'],
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
    [{ JOBS_IN_API: 'false' }, 'JOBS_IN_API'],
    [{ DATABASE_URL: 'postgresql://db/pennant?sslmode=prefer' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgresql://db/pennant?ssl=true' }, 'DATABASE_URL'],
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

  const productionSecrets = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
    TOKEN_ENCRYPTION_KEY: '0'.repeat(64),
    EBAY_VERIFICATION_TOKEN: 'v'.repeat(40),
  };

  it('needs no EBAY_CLIENT_SECRET on the emulator in production, the same in every process', () => {
    const demo = { ...productionSecrets, ALLOW_EMULATOR_IN_PRODUCTION: 'true' };
    const api = load(demo);
    expect(api.ebay.clientSecret).toMatch(/^PRD-[0-9a-f]{32}$/);
    expect(load(demo).ebay.clientSecret).toBe(api.ebay.clientSecret);
    const otherKey = load({ ...demo, TOKEN_ENCRYPTION_KEY: '1'.repeat(64) });
    expect(otherKey.ebay.clientSecret).not.toBe(api.ebay.clientSecret);
    expect(() =>
      load({
        ...productionSecrets,
        EBAY_ENV: 'production',
        EBAY_CLIENT_ID: 'id',
        EBAY_RU_NAME: 'ru',
      }),
    ).toThrow(
      /^Invalid configuration: EBAY_CLIENT_SECRET is required when EBAY_ENV is sandbox or production$/,
    );
  });

  it('lists every problem at once, one line each', () => {
    const attempt = () =>
      load({ NODE_ENV: 'production', ALLOW_EMULATOR_IN_PRODUCTION: 'true', PORT: 'eighty' });
    expect(attempt).toThrow(ConfigErrors);
    expect(() => attempt()).toThrow(
      new ConfigErrors([
        new ConfigError('PORT', 'must be a whole number from 0 to 65535, got "eighty"'),
        new ConfigError('SESSION_SECRET', 'is required in production'),
        new ConfigError('TOKEN_ENCRYPTION_KEY', 'is required in production'),
        new ConfigError(
          'EBAY_VERIFICATION_TOKEN',
          'is required in production (32-80 characters of A-Z, a-z, 0-9, _ and -)',
        ),
      ]),
    );
  });

  it('never prints a password from a URL it refuses', () => {
    for (const env of <Record<string, string>[]>[
      { DATABASE_URL: 'mysql://admin:S3cretPass@db.example.com/pennant' },
      { DATABASE_URL: 'postgresql://admin:S3cretPass@db/pennant?sslmode=prefer' },
      { REDIS_URL: 'http://:S3cretPass@cache:6379' },
      { REDIS_URL: 'redis://default:S3cretPass@cache:6379', JOBS_IN_API: 'maybe' },
    ]) {
      expect(() => load(env)).toThrow(ConfigError);
      expect(() => load(env)).not.toThrow(/S3cretPass/);
    }
    expect(() => load({ DATABASE_URL: 'mysql://admin:S3cretPass@db.example.com/pennant' })).toThrow(
      'must start with postgres:// or postgresql://, got "mysql://admin:***@db.example.com/pennant"',
    );
  });

  it('refuses JOBS_IN_API=false without Redis: the API would run every job itself', () => {
    expect(() => load({ JOBS_IN_API: 'false' })).toThrow(
      'Invalid configuration: JOBS_IN_API is false, which needs REDIS_URL: without Redis the API runs every job itself',
    );
    expect(
      load({ JOBS_IN_API: 'false', REDIS_URL: 'redis://127.0.0.1:6379' }).jobs.processInApi,
    ).toBe(false);
  });

  it('accepts the DATABASE_URL parameters it honours', () => {
    const databaseUrl =
      'postgresql://pennant@db:5432/pennant?sslmode=verify-full&application_name=pennant-api&connect_timeout=5';
    expect(load({ DATABASE_URL: databaseUrl }).database.url).toBe(databaseUrl);
  });

  describe('start report', () => {
    it('names the database, jobs, storage and eBay of this start, without passwords', () => {
      const summary = startSummary(
        load({
          DATABASE_URL: 'postgresql://pennant:S3cretPass@db.internal:5433/pennant?sslmode=require',
          REDIS_URL: 'redis://default:R3disPass@cache:6380',
          JOBS_IN_API: 'false',
          S3_BUCKET: 'pennant-cards',
          EBAY_ENV: 'sandbox',
          EBAY_CLIENT_ID: 'id',
          EBAY_CLIENT_SECRET: 'secret',
          EBAY_RU_NAME: 'ru',
        }),
      );
      expect(summary).toBe(
        'database pennant@db.internal:5433/pennant (SSL); jobs Bull on Redis cache:6380, JOBS_IN_API=false; ' +
          'storage S3 bucket pennant-cards; eBay sandbox',
      );
      expect(startSummary(load({}))).toBe(
        `database embedded PostgreSQL in ${path.join(dataDir, 'postgres')} (port 54329); ` +
          `jobs in-process (no REDIS_URL); storage local folder ${path.join(dataDir, 'objects')}; eBay emulator`,
      );
    });

    it('says both where it listens and where dealers reach it', () => {
      const config = load({ PORT: '3401', PUBLIC_URL: 'http://localhost:3400' });
      expect(listeningLine(config, 3401)).toBe(
        'Pennant is listening on 0.0.0.0:3401, dealers use http://localhost:3400  (API docs: http://localhost:3400/api/docs)',
      );
    });

    it('warns about an https:// PUBLIC_URL without TRUST_PROXY, once', () => {
      const behindProxy = { PUBLIC_URL: 'https://pennant.example.com' };
      const warnings = startWarnings(load(behindProxy));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^PUBLIC_URL is https:\/\/ but TRUST_PROXY is not true/);
      expect(startWarnings(load({ ...behindProxy, TRUST_PROXY: 'true' }))).toEqual([]);
      expect(startWarnings(load({}))).toEqual([]);
    });
  });
});
