import crypto from 'node:crypto';

export type SignedMethod = 'PUT' | 'GET';

export interface SignedGrant {
  method: SignedMethod;
  key: string;
  /** Unix seconds. */
  expires: number;
  /** Largest body a PUT may carry; 0 for GET. */
  maxBytes: number;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

const PARAM = {
  expires: 'X-Pennant-Expires',
  maxBytes: 'X-Pennant-Max-Bytes',
  signature: 'X-Pennant-Signature',
};

/**
 * HMAC-SHA256 over method, key, expiry and the size limit, so a URL grants exactly one thing
 * until it expires. The key is derived from the session secret (generated into DATA_DIR/secrets.json
 * on embedded defaults), so no extra secret has to be configured.
 */
export class UploadUrlSigner {
  private readonly hmacKey: Buffer;

  constructor(secret: string) {
    this.hmacKey = Buffer.from(
      crypto.hkdfSync('sha256', secret, Buffer.alloc(0), 'pennant object urls', 32),
    );
  }

  /** The query string (without `?`) that grants `grant`. */
  sign(grant: SignedGrant): string {
    const query = new URLSearchParams({
      [PARAM.expires]: String(grant.expires),
      ...(grant.method === 'PUT' ? { [PARAM.maxBytes]: String(grant.maxBytes) } : {}),
      [PARAM.signature]: this.signatureOf(grant),
    });
    return query.toString();
  }

  /** Checks a request's query against what it asks for; `now` in unix seconds. */
  verify(
    method: SignedMethod,
    key: string,
    query: Record<string, unknown>,
    now = Math.floor(Date.now() / 1000),
  ): { check: SignatureCheck; maxBytes: number } {
    const expires = Number(query[PARAM.expires]);
    const maxBytes = method === 'PUT' ? Number(query[PARAM.maxBytes]) : 0;
    const signature = query[PARAM.signature];
    if (
      !Number.isSafeInteger(expires) ||
      !Number.isSafeInteger(maxBytes) ||
      typeof signature !== 'string'
    )
      return { check: 'invalid', maxBytes };
    const expected = Buffer.from(this.signatureOf({ method, key, expires, maxBytes }));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
      return { check: 'invalid', maxBytes };
    return { check: expires < now ? 'expired' : 'valid', maxBytes };
  }

  /** True when the query carries a signature at all (as opposed to a plain path). */
  static isSigned(query: Record<string, unknown>): boolean {
    return typeof query[PARAM.signature] === 'string';
  }

  private signatureOf(grant: SignedGrant): string {
    return crypto
      .createHmac('sha256', this.hmacKey)
      .update(`${grant.method}\n${grant.key}\n${grant.expires}\n${grant.maxBytes}`)
      .digest('base64url');
  }
}
