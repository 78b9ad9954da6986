import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Emulator account passwords, chosen at the first sign-in and kept as salted scrypt hashes
 * (`scrypt$N$salt$hash`, base64url). The cost is modest: these guard a local emulator.
 */

const COST = 4096;
const KEY_LENGTH = 32;
export const MIN_PASSWORD_LENGTH = 8;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: COST });
  return ['scrypt', COST, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(cost),
  });
  return timingSafeEqual(actual, expected);
}
