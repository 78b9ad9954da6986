import os from 'node:os';
import path from 'node:path';
import { postgresConnection } from '../database/postgres-connection';
import {
  collectConfigErrors,
  ConfigError,
  ConfigErrors,
  type NodeEnv,
  reportConfigError,
} from './config-error';
import { EMULATOR_DEFAULTS, resolveGeneratedSecrets } from './generated-secrets';

export { ConfigError, ConfigErrors, type NodeEnv };

export type EbayEnvironment = 'emulator' | 'sandbox' | 'production';

export interface RemoteConfig {
  name: string;
  manifestUrl: string;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  trustProxy: boolean;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  database: {
    /** A PostgreSQL URL; undefined means the embedded PostgreSQL under dataDir. */
    url?: string;
    embeddedPort: number;
    embeddedDir: string;
  };
  redisUrl?: string;
  session: { secret: string; maxAgeDays: number };
  /** Requests counted per minute before 429 (per IP: sign-in, webhook challenges and refusals; per dealer: the rest). */
  rateLimits: RateLimits;
  /** Landing-page figures: shown only when enough dealers contribute to each (or the operator says so). */
  publicMetrics: { mode: 'auto' | 'on' | 'off'; minDealers: number };
  tokenEncryptionKey: Buffer;
  ebay: {
    environment: EbayEnvironment;
    clientId: string;
    clientSecret: string;
    ruName: string;
    authBaseUrl: string;
    apiBaseUrl: string;
    apizBaseUrl: string;
    /** The Media API's host (apim.ebay.com): listing pictures. */
    apimBaseUrl: string;
    /** eBay's site, where a listing's item page lives: `${wwwBaseUrl}/itm/<listing id>`. */
    wwwBaseUrl: string;
    callbackUrl: string;
    deletionEndpointUrl: string;
    verificationToken: string;
    emulatorStateFile: string;
    /** A call to eBay that has not answered after this long is abandoned and retried. */
    callTimeoutMs: number;
    /** The emulator's control API (/__ebay/_control): mounted only when enabled; loopback or token only. */
    emulatorControl: { enabled: boolean; token?: string };
  };
  frontends: { shellDir: string; remotesDir: string; remotes: RemoteConfig[] };
  contentDir: string;
  benchmarkResultsDir: string;
  /** Shown in the landing page's Contact block; hidden when unset. */
  supportEmail?: string;
  storage: StorageConfig;
  images: {
    /** Images with more pixels are refused from their header, before anything decodes them. */
    maxMegapixels: number;
    /** Images decoded at once per process by uploads (content checks and thumbnails). */
    decodeConcurrency: number;
  };
  recognition: {
    /** OCR workers per process (tesseract.js); defaults to the number of cores. */
    ocrWorkers: number;
    /** Vision model, only when OPENAI_API_KEY is set. */
    openai?: { apiKey: string; baseUrl?: string; model: string };
  };
  jobs: {
    /** Cards identified at once by the in-process runner or by each worker process. */
    concurrency: number;
    /** How long POST /api/cards/process waits for the identification before answering 202. */
    processWaitMs: number;
    /** With REDIS_URL: whether the API process also takes jobs (false when worker processes do it all). */
    processInApi: boolean;
    /** With REDIS_URL: a job whose worker stops renewing its lock this long is stalled and run again. */
    lockDurationMs: number;
  };
  billing: BillingConfig;
}

/** Who issues invoices, and Stripe when configured (else the embedded local provider). */
export interface BillingConfig {
  issuer: { name: string; address: string; paymentInstructions: string; numberPrefix: string };
  /** Days a dealer has to pay an invoice by bank transfer (the local provider); Stripe charges the card at once. */
  paymentDays: number;
  stripe?: {
    secretKey: string;
    webhookSecret: string;
    publishableKey: string | null;
    /** Another address for Stripe's API (a stand-in in tests): host, port and protocol for the SDK. */
    apiBase?: string;
  };
}

export interface RateLimits {
  signInPerMinute: number;
  webhookPerMinute: number;
  uploadsPerMinute: number;
  identifyPerMinute: number;
}

export type StorageConfig =
  | { driver: 'local'; dir: string; uploadUrlTtlSeconds: number }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      accessKeyId?: string;
      secretAccessKey?: string;
      uploadUrlTtlSeconds: number;
    };

type Env = Record<string, string | undefined>;

const REMOTE_NAMES = ['listings', 'intake', 'finance'] as const;
const EBAY_HOSTS: Record<
  Exclude<EbayEnvironment, 'emulator'>,
  { auth: string; api: string; apiz: string; apim: string; www: string }
> = {
  sandbox: {
    auth: 'https://auth.sandbox.ebay.com',
    api: 'https://api.sandbox.ebay.com',
    apiz: 'https://apiz.sandbox.ebay.com',
    apim: 'https://apim.sandbox.ebay.com',
    www: 'https://sandbox.ebay.com',
  },
  production: {
    auth: 'https://auth.ebay.com',
    api: 'https://api.ebay.com',
    apiz: 'https://apiz.ebay.com',
    apim: 'https://apim.ebay.com',
    www: 'https://www.ebay.com',
  },
};

/**
 * Reads and validates the environment once. Bad values throw a ConfigError naming the variable, or ConfigErrors
 * listing every one found.
 */
export function loadConfig(env: Env = process.env, repoRoot = findRepoRoot()): AppConfig {
  return collectConfigErrors(() => readConfig(env, repoRoot));
}

function readConfig(env: Env, repoRoot: string): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`).replace(/\/$/, '');
  const dataDir = path.resolve(repoRoot, optional(env, 'DATA_DIR') ?? '.data');
  const databaseUrl = optionalDatabaseUrl(env);
  const redisUrl = optionalRedisUrl(env);
  const ebayEnvironment = oneOf(env, 'EBAY_ENV', ['emulator', 'sandbox', 'production'], 'emulator');
  const usesEmulator = ebayEnvironment === 'emulator';
  if (
    usesEmulator &&
    nodeEnv === 'production' &&
    !boolean(env, 'ALLOW_EMULATOR_IN_PRODUCTION', false)
  )
    reportConfigError(
      new ConfigError(
        'EBAY_ENV',
        'is emulator (the default) while NODE_ENV is production: set EBAY_ENV to sandbox or production ' +
          'with your eBay app, or ALLOW_EMULATOR_IN_PRODUCTION=true to run a demo on the emulator',
      ),
      undefined,
    );
  const requiredOutsideEmulator = (name: string, fallback: string) =>
    usesEmulator
      ? (optional(env, name) ?? fallback)
      : required(env, name, 'is required when EBAY_ENV is sandbox or production');
  const ebayClientId = requiredOutsideEmulator('EBAY_CLIENT_ID', EMULATOR_DEFAULTS.clientId);
  const ebayRuName = requiredOutsideEmulator('EBAY_RU_NAME', EMULATOR_DEFAULTS.ruName);
  const secrets = resolveGeneratedSecrets(dataDir, nodeEnv, usesEmulator, env);

  const ebayHosts = usesEmulator
    ? {
        auth: `${publicUrl}/__ebay/auth`,
        api: `${publicUrl}/__ebay/api`,
        apiz: `${publicUrl}/__ebay/apiz`,
        apim: `${publicUrl}/__ebay/apim`,
        www: `${publicUrl}/__ebay/www`,
      }
    : EBAY_HOSTS[ebayEnvironment];

  const config: AppConfig = {
    nodeEnv,
    port,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    publicUrl,
    dataDir,
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    logLevel: oneOf(env, 'LOG_LEVEL', ['error', 'warn', 'log', 'debug'], 'log'),
    database: {
      url: databaseUrl,
      embeddedPort: integer(env, 'EMBEDDED_POSTGRES_PORT', 54329, 1, 65535),
      embeddedDir: path.join(dataDir, 'postgres'),
    },
    redisUrl,
    session: {
      secret: secrets.sessionSecret,
      maxAgeDays: integer(env, 'SESSION_MAX_AGE_DAYS', 30, 1, 365),
    },
    rateLimits: {
      signInPerMinute: integer(env, 'RATE_LIMIT_SIGN_IN_PER_MINUTE', 30, 1, 1_000_000),
      webhookPerMinute: integer(env, 'RATE_LIMIT_WEBHOOK_PER_MINUTE', 120, 1, 1_000_000),
      uploadsPerMinute: integer(env, 'RATE_LIMIT_UPLOADS_PER_MINUTE', 600, 1, 1_000_000),
      identifyPerMinute: integer(env, 'RATE_LIMIT_IDENTIFY_PER_MINUTE', 240, 1, 1_000_000),
    },
    publicMetrics: {
      mode: oneOf(env, 'PUBLIC_METRICS', ['auto', 'on', 'off'], 'auto'),
      minDealers: integer(env, 'PUBLIC_METRICS_MIN_DEALERS', 10, 3, 1_000_000),
    },
    tokenEncryptionKey: secrets.tokenEncryptionKey,
    ebay: {
      environment: ebayEnvironment,
      clientId: ebayClientId,
      clientSecret: secrets.ebayClientSecret,
      ruName: ebayRuName,
      authBaseUrl: url(env, 'EBAY_AUTH_BASE_URL', ebayHosts.auth).replace(/\/$/, ''),
      apiBaseUrl: url(env, 'EBAY_API_BASE_URL', ebayHosts.api).replace(/\/$/, ''),
      apizBaseUrl: url(env, 'EBAY_APIZ_BASE_URL', ebayHosts.apiz).replace(/\/$/, ''),
      apimBaseUrl: url(env, 'EBAY_APIM_BASE_URL', ebayHosts.apim).replace(/\/$/, ''),
      wwwBaseUrl: url(env, 'EBAY_WWW_BASE_URL', ebayHosts.www).replace(/\/$/, ''),
      callbackUrl: `${publicUrl}/api/auth/ebay/callback`,
      deletionEndpointUrl: url(
        env,
        'EBAY_DELETION_ENDPOINT_URL',
        `${publicUrl}/api/ebay/account-deletion`,
      ),
      verificationToken: secrets.ebayVerificationToken,
      emulatorStateFile: path.join(dataDir, 'ebay-emulator', 'state.json'),
      callTimeoutMs: integer(env, 'EBAY_CALL_TIMEOUT_MS', 30_000, 1_000, 300_000),
      emulatorControl: {
        enabled: usesEmulator && boolean(env, 'EBAY_EMULATOR_CONTROL', false),
        token: secrets.emulatorControlToken,
      },
    },
    frontends: {
      shellDir: path.join(repoRoot, 'frontends/shell/dist'),
      remotesDir: path.join(repoRoot, 'frontends'),
      remotes: REMOTE_NAMES.map((name) => ({
        name,
        manifestUrl: remoteManifestUrl(env, name),
      })),
    },
    contentDir: path.resolve(
      repoRoot,
      optional(env, 'CONTENT_DIR') ?? path.join(dataDir, 'content'),
    ),
    benchmarkResultsDir: path.resolve(
      repoRoot,
      optional(env, 'BENCHMARK_RESULTS_DIR') ?? 'benchmarks/results',
    ),
    supportEmail: optionalEmail(env, 'SUPPORT_EMAIL'),
    storage: storageConfig(env, dataDir),
    images: {
      maxMegapixels: integer(env, 'UPLOAD_MAX_MEGAPIXELS', 64, 1, 268),
      decodeConcurrency: integer(env, 'IMAGE_DECODE_CONCURRENCY', 2, 1, 64),
    },
    recognition: {
      ocrWorkers: integer(env, 'OCR_WORKERS', os.availableParallelism(), 1, 64),
      openai: openAiConfig(env),
    },
    jobs: {
      concurrency: integer(env, 'JOB_CONCURRENCY', os.availableParallelism(), 1, 64),
      processWaitMs: integer(env, 'CARD_PROCESS_WAIT_MS', 20000, 0, 120000),
      processInApi: jobsInApi(env),
      lockDurationMs: integer(env, 'JOB_LOCK_MS', 30000, 1000, 600000),
    },
    billing: billingConfig(env),
  };
  return config;
}

function storageConfig(env: Env, dataDir: string): StorageConfig {
  const uploadUrlTtlSeconds = integer(env, 'UPLOAD_URL_TTL_SECONDS', 3600, 60, 604800);
  const bucket = optional(env, 'S3_BUCKET');
  const local = {
    driver: 'local' as const,
    dir: path.join(dataDir, 'objects'),
    uploadUrlTtlSeconds,
  };
  // A misspelt or missing S3_BUCKET must not quietly keep photos on this machine's disk.
  const strayS3 = Object.keys(env)
    .filter((name) => name.startsWith('S3_') && name !== 'S3_BUCKET' && optional(env, name))
    .sort();
  if (!bucket) {
    if (strayS3.length > 0)
      return reportConfigError(
        new ConfigError(
          strayS3[0],
          `is set but S3_BUCKET is not (${strayS3.join(', ')} set): set S3_BUCKET for S3 storage, or unset the S3_* variables for the local folder`,
        ),
        local,
      );
    return local;
  }
  const accessKeyId = optional(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = optional(env, 'S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    reportConfigError(
      new ConfigError(
        accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
        'is required with the other S3 key: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither for the default AWS credentials',
      ),
      undefined,
    );
  return {
    driver: 's3',
    bucket,
    region: optional(env, 'S3_REGION') ?? 'us-east-1',
    endpoint: optionalUrl(env, 'S3_ENDPOINT', ['http:', 'https:']),
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', false),
    accessKeyId,
    secretAccessKey,
    uploadUrlTtlSeconds,
  };
}

/** Net 14: a dealer paying by transfer has two weeks from the invoice. */
const DEFAULT_PAYMENT_DAYS = 14;

function billingConfig(env: Env): BillingConfig {
  const numberPrefix = optional(env, 'INVOICE_NUMBER_PREFIX') ?? 'PEN';
  if (!/^[A-Z0-9]{1,10}$/.test(numberPrefix))
    reportConfigError(
      new ConfigError(
        'INVOICE_NUMBER_PREFIX',
        `must be 1 to 10 capital letters or digits, got "${numberPrefix}"`,
      ),
      undefined,
    );
  const issuer = {
    name: optional(env, 'INVOICE_ISSUER_NAME') ?? 'Pennant',
    address: printedLines(env, 'INVOICE_ISSUER_ADDRESS'),
    paymentInstructions: printedLines(env, 'INVOICE_PAYMENT_INSTRUCTIONS'),
    numberPrefix,
  };
  const paymentDays = integer(env, 'INVOICE_PAYMENT_DAYS', DEFAULT_PAYMENT_DAYS, 0, 90);
  const secretKey = optional(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = optional(env, 'STRIPE_WEBHOOK_SECRET');
  if (!secretKey && !webhookSecret) return { issuer, paymentDays };
  if (!secretKey || !webhookSecret)
    return reportConfigError(
      new ConfigError(
        secretKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY',
        'is required with the other Stripe key: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither for the local provider',
      ),
      { issuer, paymentDays },
    );
  return {
    issuer,
    paymentDays,
    stripe: {
      secretKey,
      webhookSecret,
      publishableKey: optional(env, 'STRIPE_PUBLISHABLE_KEY') ?? null,
      apiBase: optionalUrl(env, 'STRIPE_API_BASE', ['http:', 'https:']),
    },
  };
}

function openAiConfig(env: Env): AppConfig['recognition']['openai'] {
  const apiKey = optional(env, 'OPENAI_API_KEY');
  if (!apiKey) return undefined;
  return {
    apiKey,
    baseUrl: optionalUrl(env, 'OPENAI_BASE_URL', ['http:', 'https:']),
    model: optional(env, 'OPENAI_MODEL') ?? 'gpt-4o-mini',
  };
}

/** Printed on every invoice, at most this long: a few lines of an address or of bank details. */
const MAX_PRINTED_CHARACTERS = 1000;

/**
 * Text an invoice prints as it is, where `\n` starts a new line (an environment file holds one line a variable);
 * empty when not set.
 */
function printedLines(env: Env, name: string): string {
  const value = (optional(env, name) ?? '').replace(/\\n/g, '\n');
  if (value.length > MAX_PRINTED_CHARACTERS)
    reportConfigError(
      new ConfigError(name, `must be at most ${MAX_PRINTED_CHARACTERS} characters`),
      undefined,
    );
  return value
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
}

function optionalEmail(env: Env, name: string): string | undefined {
  const value = optional(env, name);
  if (value !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    return reportConfigError(
      new ConfigError(name, `must be an email address, got "${value}"`),
      undefined,
    );
  return value;
}

function remoteManifestUrl(env: Env, name: string): string {
  const variable = `REMOTE_${name.toUpperCase()}_MANIFEST_URL`;
  const fallback = `/remotes/${name}/mf-manifest.json`;
  const value = optional(env, variable) ?? fallback;
  if (!value.startsWith('/') && !/^https?:\/\//.test(value))
    return reportConfigError(
      new ConfigError(variable, `must be an absolute path or an http(s) URL, got "${value}"`),
      fallback,
    );
  return value;
}

/** The repository root: the folder whose package.json declares the workspaces. */
export function findRepoRoot(start = __dirname): string {
  let dir = start;
  for (;;) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const pkg = require(path.join(dir, 'package.json')) as { workspaces?: unknown };
      if (pkg.workspaces) return dir;
    } catch {
      // no package.json here
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function required(env: Env, name: string, problem: string): string {
  return optional(env, name) ?? reportConfigError(new ConfigError(name, problem), '');
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = optional(env, name) ?? fallback;
  if (!allowed.includes(value as T))
    return reportConfigError(
      new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${value}"`),
      fallback,
    );
  return value as T;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    return reportConfigError(
      new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${raw}"`),
      fallback,
    );
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  return reportConfigError(new ConfigError(name, `must be true or false, got "${raw}"`), fallback);
}

function url(env: Env, name: string, fallback: string): string {
  const value = optional(env, name) ?? fallback;
  return isUrl(name, value, ['http:', 'https:']) ? value : fallback;
}

function optionalUrl(env: Env, name: string, protocols: string[]): string | undefined {
  const value = optional(env, name);
  return value !== undefined && isUrl(name, value, protocols) ? value : undefined;
}

/** A redis:// URL whose path, if any, is a database number (`redis://cache:6379/2`). */
function optionalRedisUrl(env: Env): string | undefined {
  const value = optionalUrl(env, 'REDIS_URL', ['redis:', 'rediss:']);
  if (value === undefined) return undefined;
  const database = new URL(value).pathname.replace(/^\//, '');
  if (database === '' || /^\d{1,5}$/.test(database)) return value;
  return reportConfigError(
    new ConfigError(
      'REDIS_URL',
      `names the database "${decodeURIComponent(database)}": the path must be a database number, as in redis://host:6379/0`,
    ),
    undefined,
  );
}

/** A postgres:// URL whose parameters (sslmode and the like) Pennant can honour. */
function optionalDatabaseUrl(env: Env): string | undefined {
  const value = optionalUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  if (value === undefined) return undefined;
  try {
    postgresConnection(value);
    return value;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return reportConfigError(error, undefined);
  }
}

/** Without Redis there is no queue for worker processes to take jobs from: the API must run them. */
function jobsInApi(env: Env): boolean {
  const inApi = boolean(env, 'JOBS_IN_API', true);
  if (!inApi && !optional(env, 'REDIS_URL'))
    return reportConfigError(
      new ConfigError(
        'JOBS_IN_API',
        'is false, which needs REDIS_URL: without Redis the API runs every job itself',
      ),
      true,
    );
  return inApi;
}

/** Whether `value` is a URL of one of `protocols`; reports it when not. */
function isUrl(name: string, value: string, protocols: string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return reportConfigError(new ConfigError(name, `must be a URL, got "${value}"`), false);
  }
  if (!protocols.includes(parsed.protocol))
    return reportConfigError(
      new ConfigError(
        name,
        `must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${value}"`,
      ),
      false,
    );
  return true;
}
