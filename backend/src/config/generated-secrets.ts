import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type NodeEnv, reportConfigError } from './config-error';

type Env = Record<string, string | undefined>;

export const EMULATOR_DEFAULTS = {
  clientId: 'Pennant-Local-PRD-emulator',
  ruName: 'Pennant-Local-RuName',
};

interface StoredSecrets {
  sessionSecret: string;
  tokenEncryptionKey: string;
  ebayClientSecret: string;
  ebayVerificationToken: string;
  /** Added later: files written before it lack it, and it is added on the next start. */
  emulatorControlToken?: string;
}

export interface ResolvedSecrets {
  sessionSecret: string;
  tokenEncryptionKey: Buffer;
  ebayClientSecret: string;
  ebayVerificationToken: string;
  /** The bearer token of the eBay emulator's control API; none in production unless configured. */
  emulatorControlToken?: string;
}

const VERIFICATION_TOKEN = /^[A-Za-z0-9_-]{32,80}$/;

/**
 * Secrets come from the environment. Outside production, any that are missing are generated once
 * and kept in DATA_DIR/secrets.json, so a second start finds the same sessions and can decrypt
 * the same eBay tokens. In production a missing secret stops the start, except the emulator's client
 * secret, which is derived from TOKEN_ENCRYPTION_KEY (the same in the API and its workers).
 */
export function resolveGeneratedSecrets(
  dataDir: string,
  nodeEnv: NodeEnv,
  usesEmulator: boolean,
  env: Env,
): ResolvedSecrets {
  const mayGenerate = nodeEnv !== 'production';
  const stored = mayGenerate ? loadOrCreateStoredSecrets(dataDir) : undefined;
  const pick = (name: string, generated: string | undefined, missing: Missing): string => {
    const value = env[name]?.trim();
    if (value) return value;
    if (generated !== undefined) return generated;
    return reportConfigError(new ConfigError(name, missing.problem), missing.standIn);
  };

  const sessionSecret = pick('SESSION_SECRET', stored?.sessionSecret, {
    problem: 'is required in production',
    standIn: STAND_IN.sessionSecret,
  });
  if (sessionSecret.length < 32)
    reportConfigError(
      new ConfigError('SESSION_SECRET', 'must be at least 32 characters'),
      undefined,
    );

  const keyText = pick('TOKEN_ENCRYPTION_KEY', stored?.tokenEncryptionKey, {
    problem: 'is required in production',
    standIn: STAND_IN.tokenEncryptionKey,
  });
  const tokenEncryptionKey = decodeKey(keyText);

  const ebayClientSecret = pick(
    'EBAY_CLIENT_SECRET',
    usesEmulator
      ? (stored?.ebayClientSecret ?? emulatorClientSecret(tokenEncryptionKey))
      : undefined,
    { problem: 'is required when EBAY_ENV is sandbox or production', standIn: '' },
  );
  const ebayVerificationToken = pick(
    'EBAY_VERIFICATION_TOKEN',
    usesEmulator || mayGenerate ? stored?.ebayVerificationToken : undefined,
    {
      problem: 'is required in production (32-80 characters of A-Z, a-z, 0-9, _ and -)',
      standIn: STAND_IN.verificationToken,
    },
  );
  if (!VERIFICATION_TOKEN.test(ebayVerificationToken))
    reportConfigError(
      new ConfigError(
        'EBAY_VERIFICATION_TOKEN',
        'must be 32-80 characters of A-Z, a-z, 0-9, _ and -',
      ),
      undefined,
    );
  const emulatorControlToken =
    env.EBAY_EMULATOR_CONTROL_TOKEN?.trim() || stored?.emulatorControlToken;
  if (emulatorControlToken !== undefined && emulatorControlToken.length < 32)
    reportConfigError(
      new ConfigError('EBAY_EMULATOR_CONTROL_TOKEN', 'must be at least 32 characters'),
      undefined,
    );
  return {
    sessionSecret,
    tokenEncryptionKey,
    ebayClientSecret,
    ebayVerificationToken,
    emulatorControlToken,
  };
}

interface Missing {
  problem: string;
  /** Valid in form, so that reading goes on to report the other problems, not this one twice. */
  standIn: string;
}

const STAND_IN = {
  sessionSecret: 'x'.repeat(32),
  tokenEncryptionKey: '0'.repeat(64),
  verificationToken: 'x'.repeat(32),
};

/**
 * The secret of the emulator's own app: only Pennant and its in-process emulator use it, so it is derived from a
 * secret every process already shares rather than asked of the operator.
 */
function emulatorClientSecret(tokenEncryptionKey: Buffer): string {
  const derived = crypto
    .createHmac('sha256', tokenEncryptionKey)
    .update('pennant ebay emulator client secret')
    .digest('hex');
  return `PRD-${derived.slice(0, 32)}`;
}

function decodeKey(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : Buffer.from(text, 'base64');
  if (key.length !== 32)
    return reportConfigError(
      new ConfigError('TOKEN_ENCRYPTION_KEY', 'must be 32 bytes, as 64 hex characters or base64'),
      Buffer.alloc(32),
    );
  return key;
}

/**
 * The secrets a first start generated. A file that no longer reads as them (cut short, edited by hand) stops the
 * start naming it: making new ones would sign every dealer out and leave the eBay tokens sealed unreadable.
 */
function readStoredSecrets(file: string): StoredSecrets {
  let stored: unknown;
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      'DATA_DIR',
      `holds ${file}, which cannot be read as Pennant's generated secrets (${(error as Error).message}): restore it from a backup, or remove it to generate new ones (every dealer then signs in and connects eBay again)`,
    );
  }
  const secrets = stored as Partial<StoredSecrets> | null;
  if (typeof secrets?.sessionSecret !== 'string' || typeof secrets.tokenEncryptionKey !== 'string')
    throw new ConfigError(
      'DATA_DIR',
      `holds ${file}, which lacks sessionSecret or tokenEncryptionKey: restore it from a backup, or remove it to generate new ones (every dealer then signs in and connects eBay again)`,
    );
  return secrets as StoredSecrets;
}

function loadOrCreateStoredSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    const stored = readStoredSecrets(file);
    if (stored.emulatorControlToken) return stored;
    const completed = { ...stored, emulatorControlToken: newControlToken() };
    fs.writeFileSync(file, JSON.stringify(completed, null, 2), { mode: 0o600 });
    return completed;
  }
  const secrets: StoredSecrets = {
    sessionSecret: crypto.randomBytes(48).toString('base64url'),
    tokenEncryptionKey: crypto.randomBytes(32).toString('hex'),
    ebayClientSecret: `PRD-${crypto.randomBytes(16).toString('hex')}`,
    ebayVerificationToken: crypto.randomBytes(32).toString('base64url'),
    emulatorControlToken: newControlToken(),
  };
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  } catch (error) {
    throw new ConfigError(
      'DATA_DIR',
      `is ${path.resolve(dataDir)}, where ${file} cannot be written (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): choose a folder this user can create and write`,
    );
  }
  return secrets;
}

function newControlToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}
