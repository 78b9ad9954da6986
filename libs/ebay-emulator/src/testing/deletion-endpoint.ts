import { createHash, verify } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';

/**
 * A dealer-side account-deletion endpoint for tests, written as eBay's event-notification SDK
 * does it: answer the challenge, then verify X-EBAY-SIGNATURE with the key from getPublicKey.
 */

export interface ReceivedNotification {
  body: unknown;
  signatureValid: boolean;
}

export interface DeletionEndpoint {
  url: string;
  challenges: string[];
  received: ReceivedNotification[];
  close(): Promise<void>;
}

export interface DeletionEndpointOptions {
  verificationToken: string;
  /** Returns the one-line PEM that getPublicKey serves for a key id. */
  fetchPublicKey(kid: string): Promise<string>;
}

export const ENDPOINT_PATH = '/webhooks/ebay/account-deletion';

export async function startDeletionEndpoint(
  options: DeletionEndpointOptions,
): Promise<DeletionEndpoint> {
  const challenges: string[] = [];
  const received: ReceivedNotification[] = [];
  const app = express();
  let url = '';
  app.get(ENDPOINT_PATH, (req, res) => {
    const challengeCode = String(req.query.challenge_code);
    challenges.push(challengeCode);
    const challengeResponse = createHash('sha256')
      .update(challengeCode + options.verificationToken + url)
      .digest('hex');
    res.status(200).json({ challengeResponse });
  });
  app.post(ENDPOINT_PATH, express.json(), async (req, res) => {
    const signatureValid = await verifySignature(options, req.get('x-ebay-signature'), req.body);
    received.push({ body: req.body, signatureValid });
    res.status(signatureValid ? 204 : 412).end();
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${ENDPOINT_PATH}`;
  return {
    url,
    challenges,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

async function verifySignature(
  options: DeletionEndpointOptions,
  header: string | undefined,
  body: unknown,
): Promise<boolean> {
  if (!header) return false;
  const details = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
    alg: string;
    kid: string;
    signature: string;
    digest: string;
  };
  if (details.alg !== 'ECDSA' || details.digest !== 'SHA1') return false;
  const pem = pemFromOneLine(await options.fetchPublicKey(details.kid));
  return verify(
    'sha1',
    Buffer.from(JSON.stringify(body), 'utf8'),
    pem,
    Buffer.from(details.signature, 'base64'),
  );
}

/** eBay's one-line PEM, rewrapped at 64 columns as node:crypto expects it. */
export function pemFromOneLine(key: string): string {
  const base64 = key
    .replace('-----BEGIN PUBLIC KEY-----', '')
    .replace('-----END PUBLIC KEY-----', '');
  const lines = base64.match(/.{1,64}/g) ?? [];
  return `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----\n`;
}
