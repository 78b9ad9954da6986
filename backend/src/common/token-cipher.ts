import crypto from 'node:crypto';

const VERSION = 'v1';

/** AES-256-GCM for secrets at rest (eBay tokens): "v1.<iv>.<tag>.<ciphertext>", all base64url. */
export class TokenCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('TokenCipher needs a 32-byte key');
  }

  encrypt(plaintext: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, tag, ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  decrypt(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
      throw new Error('Not a sealed token');
    }
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    try {
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new TokenKeyMismatchError();
    }
  }
}

/**
 * A sealed token this key cannot open: the key changed since it was sealed, this process has another key than the
 * one that sealed it (a worker started without the API's TOKEN_ENCRYPTION_KEY), or the stored token was damaged. GCM
 * says only "Unsupported state or unable to authenticate data".
 */
export class TokenKeyMismatchError extends Error {
  constructor() {
    super(
      'An eBay token cannot be unsealed with this TOKEN_ENCRYPTION_KEY: the key changed since the token was sealed, ' +
        'this process (a worker?) was given another key than the API (give every process the same key), or the ' +
        'stored token is damaged (the dealer connects eBay again)',
    );
    this.name = 'TokenKeyMismatchError';
  }
}
