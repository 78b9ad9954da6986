import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type NodeEnv } from './config-error';

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
 * the same eBay tokens. In production a missing secret stops the start.
 */
export function resolveGeneratedSecrets(
  dataDir: string,
  nodeEnv: NodeEnv,
  usesEmulator: boolean,
  env: Env,
): ResolvedSecrets {
  const mayGenerate = nodeEnv !== 'production';
  const stored = mayGenerate ? loadOrCreateStoredSecrets(dataDir) : undefined;
  const pick = (name: string, generated: string | undefined, problem: string): string => {
    const value = env[name]?.trim();
    if (value) return value;
    if (generated !== undefined) return generated;
    throw new ConfigError(name, problem);
  };

  const sessionSecret = pick('SESSION_SECRET', stored?.sessionSecret, 'is required in production');
  if (sessionSecret.length < 32)
    throw new ConfigError('SESSION_SECRET', 'must be at least 32 characters');

  const keyText = pick(
    'TOKEN_ENCRYPTION_KEY',
    stored?.tokenEncryptionKey,
    'is required in production',
  );
  const tokenEncryptionKey = decodeKey(keyText);

  const ebayClientSecret = pick(
    'EBAY_CLIENT_SECRET',
    usesEmulator ? stored?.ebayClientSecret : undefined,
    'is required when EBAY_ENV is sandbox or production',
  );
  const ebayVerificationToken = pick(
    'EBAY_VERIFICATION_TOKEN',
    usesEmulator || mayGenerate ? stored?.ebayVerificationToken : undefined,
    'is required in production (32-80 characters of A-Z, a-z, 0-9, _ and -)',
  );
  if (!VERIFICATION_TOKEN.test(ebayVerificationToken)) {
    throw new ConfigError(
      'EBAY_VERIFICATION_TOKEN',
      'must be 32-80 characters of A-Z, a-z, 0-9, _ and -',
    );
  }
  const emulatorControlToken =
    env.EBAY_EMULATOR_CONTROL_TOKEN?.trim() || stored?.emulatorControlToken;
  if (emulatorControlToken !== undefined && emulatorControlToken.length < 32)
    throw new ConfigError('EBAY_EMULATOR_CONTROL_TOKEN', 'must be at least 32 characters');
  return {
    sessionSecret,
    tokenEncryptionKey,
    ebayClientSecret,
    ebayVerificationToken,
    emulatorControlToken,
  };
}

function decodeKey(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : Buffer.from(text, 'base64');
  if (key.length !== 32) {
    throw new ConfigError(
      'TOKEN_ENCRYPTION_KEY',
      'must be 32 bytes, as 64 hex characters or base64',
    );
  }
  return key;
}

function loadOrCreateStoredSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredSecrets;
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
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function newControlToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}
