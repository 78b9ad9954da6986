import { createHash } from 'node:crypto';
import { findAccountByUserId } from '../core/accounts';
import type { EmulatorContext } from '../core/context';
import { randomHex, randomUUID } from '../core/ids';
import type { AccountRecord } from '../core/state';
import type {
  AccountDeletionEndpoint,
  AccountDeletionOptions,
  AccountDeletionResult,
} from '../types';
import { ensureSigningKey, signatureHeader } from './signing-key';

/**
 * The marketplace-account-deletion driver: eBay first checks the endpoint with a challenge, then
 * POSTs the signed notification. A failed challenge means no notification is sent. eBay checks the
 * endpoint when it is saved, not before every notice: `challenge: false` sends the notice alone, as
 * eBay does on an ordinary day's stream of notices.
 */

export const ACCOUNT_DELETION_TOPIC = 'MARKETPLACE_ACCOUNT_DELETION';
/** How long after the event eBay publishes the notification, in the emulated world. */
const PUBLISH_DELAY_MS = 217;

export interface AccountDeletionNotification {
  metadata: { topic: typeof ACCOUNT_DELETION_TOPIC; schemaVersion: string; deprecated: boolean };
  notification: {
    notificationId: string;
    eventDate: string;
    publishDate: string;
    publishAttemptCount: number;
    data: { username: string; userId: string; eiasToken: string };
  };
}

export type AccountDeletionErrorCode = 'not_configured' | 'unknown_user';

export class AccountDeletionError extends Error {
  constructor(
    readonly code: AccountDeletionErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export async function sendAccountDeletion(
  context: EmulatorContext,
  userId: string,
  { challenge = true, deletedAt }: AccountDeletionOptions = {},
): Promise<AccountDeletionResult> {
  const endpoint = requireEndpoint(context);
  const account = requireAccount(context, userId);
  const fetchImpl = context.options.fetchImpl ?? fetch;
  if (challenge) {
    const challengeStatus = await runChallenge(fetchImpl, endpoint);
    if (challengeStatus !== 'ok') return { challengeOk: false, status: challengeStatus };
  }
  const now = context.clock.now();
  const body = JSON.stringify(accountDeletionNotification(account, now, deletedAt ?? now));
  const response = await fetchImpl(endpoint.endpointUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-EBAY-SIGNATURE': signatureHeader(ensureSigningKey(context.store), body),
    },
    body,
    redirect: 'manual',
  });
  return { challengeOk: true, status: response.status };
}

function requireEndpoint(context: EmulatorContext): AccountDeletionEndpoint {
  const endpoint = context.options.accountDeletion;
  if (!endpoint) {
    throw new AccountDeletionError(
      'not_configured',
      'no accountDeletion endpoint is configured for this emulator',
    );
  }
  return endpoint;
}

function requireAccount(context: EmulatorContext, userId: string): AccountRecord {
  const account = findAccountByUserId(context.store.state, userId);
  if (!account) throw new AccountDeletionError('unknown_user', `no account has userId ${userId}`);
  return account;
}

/** `'ok'` when the endpoint answered 200 JSON with the right hash, else the HTTP status it gave. */
async function runChallenge(
  fetchImpl: typeof fetch,
  endpoint: AccountDeletionEndpoint,
): Promise<'ok' | number> {
  const challengeCode = randomHex(32);
  const url = new URL(endpoint.endpointUrl);
  url.searchParams.set('challenge_code', challengeCode);
  const response = await fetchImpl(url, {
    headers: { Accept: 'application/json' },
    redirect: 'manual',
  });
  const expected = challengeResponseFor(challengeCode, endpoint);
  return (await answersChallenge(response, expected)) ? 'ok' : response.status;
}

export function challengeResponseFor(
  challengeCode: string,
  { verificationToken, endpointUrl }: AccountDeletionEndpoint,
): string {
  return createHash('sha256')
    .update(challengeCode)
    .update(verificationToken)
    .update(endpointUrl)
    .digest('hex');
}

async function answersChallenge(response: Response, expected: string): Promise<boolean> {
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (response.status !== 200 || !isJson) return false;
  try {
    const body = (await response.json()) as { challengeResponse?: unknown } | null;
    return body?.challengeResponse === expected;
  } catch {
    return false;
  }
}

export function accountDeletionNotification(
  account: AccountRecord,
  now: number,
  deletedAt = now,
): AccountDeletionNotification {
  return {
    metadata: { topic: ACCOUNT_DELETION_TOPIC, schemaVersion: '1.0', deprecated: false },
    notification: {
      notificationId: `${randomUUID()}_${randomUUID()}`,
      eventDate: new Date(deletedAt).toISOString(),
      publishDate: new Date(now + PUBLISH_DELAY_MS).toISOString(),
      publishAttemptCount: 1,
      data: { username: account.username, userId: account.userId, eiasToken: account.eiasToken },
    },
  };
}
