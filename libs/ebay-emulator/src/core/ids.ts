import { randomBytes, randomUUID } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random [A-Za-z0-9] string, drawn without modulo bias. */
export function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return out;
}

export function randomBase64(bytes: number): string {
  return randomBytes(bytes).toString('base64');
}

export function randomBase64Url(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

export { randomUUID };
