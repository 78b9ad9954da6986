import type { ImageRecord, SellerRecord } from '../selling/records';

/** Everything the emulator remembers, as it is written to the state file. */

export interface AccountRecord {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  eiasToken: string;
  createdAt: string;
  /** scrypt hash chosen at the first sign-in; accounts from older state files get one at their next. */
  passwordHash?: string;
}

export interface AuthorizationCodeRecord {
  clientId: string;
  ruName: string;
  scopes: string[];
  userId: string;
  expiresAt: number;
}

export type TokenGrant = 'user' | 'app';

export interface AccessTokenRecord {
  clientId: string;
  grant: TokenGrant;
  /** Set for user tokens only. */
  userId?: string;
  scopes: string[];
  expiresAt: number;
}

export interface RefreshTokenRecord {
  clientId: string;
  userId: string;
  scopes: string[];
  expiresAt: number;
}

export interface SigningKeyRecord {
  kid: string;
  privateKeyPem: string;
  publicKeyPem: string;
}

export const STATE_VERSION = 1;

export interface EmulatorState {
  version: typeof STATE_VERSION;
  clockOffsetMs: number;
  /** Keyed by lower-cased username: eBay usernames are case-insensitive. */
  accounts: Record<string, AccountRecord>;
  authorizationCodes: Record<string, AuthorizationCodeRecord>;
  accessTokens: Record<string, AccessTokenRecord>;
  refreshTokens: Record<string, RefreshTokenRecord>;
  signingKey: SigningKeyRecord | null;
  /** Keyed by userId: each account's selling data apart. */
  sellers: Record<string, SellerRecord>;
  /** Media API pictures by image id (metadata only). */
  images: Record<string, ImageRecord>;
  /** Source of offer, listing, order and policy numbers. */
  idSequence: number;
  /** Simulated buyers have shopped up to this instant. */
  buyersSimulatedUntil: number | null;
}

export function emptyState(): EmulatorState {
  return {
    version: STATE_VERSION,
    clockOffsetMs: 0,
    accounts: {},
    authorizationCodes: {},
    accessTokens: {},
    refreshTokens: {},
    signingKey: null,
    sellers: {},
    images: {},
    idSequence: 0,
    buyersSimulatedUntil: null,
  };
}

/** Fills in any section a state file written by an older emulator lacks. */
export function withDefaults(loaded: Partial<EmulatorState>): EmulatorState {
  return { ...emptyState(), ...loaded, version: STATE_VERSION };
}

/** Reads a keyed section by own property only, so keys such as `__proto__` are plain data. */
export function getEntry<T>(section: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(section, key) ? section[key] : undefined;
}

export function setEntry<T>(section: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(section, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
