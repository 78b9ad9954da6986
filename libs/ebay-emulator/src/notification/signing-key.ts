import { createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { randomUUID } from '../core/ids';
import type { SigningKeyRecord } from '../core/state';
import type { StateStore } from '../core/state-store';

/** The ECDSA P-256 key eBay signs notifications with, generated once and kept in state. */

export const SIGNATURE_ALGORITHM = 'ECDSA';
export const SIGNATURE_DIGEST = 'SHA1';

export function ensureSigningKey(store: StateStore): SigningKeyRecord {
  if (store.state.signingKey) return store.state.signingKey;
  return store.update((state) => {
    state.signingKey = generateSigningKey();
    return state.signingKey;
  });
}

export function generateSigningKey(): SigningKeyRecord {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    kid: randomUUID(),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** eBay serves the PEM on one line: `-----BEGIN PUBLIC KEY-----MFkw...-----END PUBLIC KEY-----`. */
export function oneLinePublicKeyPem(key: SigningKeyRecord): string {
  const der = createPublicKey(key.publicKeyPem).export({ type: 'spki', format: 'der' });
  return `-----BEGIN PUBLIC KEY-----${der.toString('base64')}-----END PUBLIC KEY-----`;
}

/** DER-encoded ECDSA-SHA1 signature, base64. */
export function signPayload(key: SigningKeyRecord, payload: string): string {
  return sign('sha1', Buffer.from(payload, 'utf8'), key.privateKeyPem).toString('base64');
}

/** The `X-EBAY-SIGNATURE` header: base64 of `{alg, kid, signature, digest}`. */
export function signatureHeader(key: SigningKeyRecord, payload: string): string {
  const details = {
    alg: SIGNATURE_ALGORITHM,
    kid: key.kid,
    signature: signPayload(key, payload),
    digest: SIGNATURE_DIGEST,
  };
  return Buffer.from(JSON.stringify(details), 'utf8').toString('base64');
}
