import crypto from 'node:crypto';
import { TokenCipher } from './token-cipher';

describe('TokenCipher (AES-256-GCM)', () => {
  const cipher = new TokenCipher(crypto.randomBytes(32));

  it('round-trips and never repeats a ciphertext', () => {
    const token = 'v^1.1#i^1#p^3#r^1#I^3#f^0#t^secret';
    const one = cipher.encrypt(token);
    const two = cipher.encrypt(token);
    expect(one).not.toBe(two);
    expect(one).not.toContain('secret');
    expect(cipher.decrypt(one)).toBe(token);
  });

  it('detects tampering and refuses another key', () => {
    const sealed = cipher.encrypt('token');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    expect(() => new TokenCipher(crypto.randomBytes(32)).decrypt(sealed)).toThrow(
      /cannot be unsealed with this TOKEN_ENCRYPTION_KEY.*give every process the same key/,
    );
    expect(() => new TokenCipher(Buffer.alloc(16))).toThrow(/32-byte/);
  });
});
