import crypto from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { saveSession, signedInDealerId, type OAuthFlow } from '../../common';

/** A consent started more than this long ago is not accepted back. */
export const OAUTH_STATE_TTL_MS = 15 * 60_000;

type Pending = NonNullable<Request['session']['oauth']>;

/** What the callback's state check found, handed to the strategy and the callback guard. */
export interface StateCheck {
  flow: OAuthFlow;
  valid: boolean;
}

const checks = new WeakMap<Request, StateCheck>();

/** The state check of this callback request (set by `verify` or `settle`). */
export function stateCheckOf(request: Request): StateCheck | undefined {
  return checks.get(request);
}

/**
 * passport-oauth2's state store, kept in the browser's session: a random 256-bit state per
 * consent with the flow that started it (sign-in or reconnect), compared in constant time, taken
 * out at the first callback (single use) and refused after 15 minutes. A browser that is not
 * signed in gets a session only for this, expiring with the state: nothing stays for 30 days
 * until a dealer has signed in.
 */
@Injectable()
export class OAuthStateStore {
  private readonly logger = new Logger('Auth');

  /** passport-oauth2: `store(req, options.state, meta, callback)`; answers the state for the URL. */
  store(
    request: Request,
    options: { flow?: OAuthFlow } | undefined,
    _meta: unknown,
    callback: (error: Error | null, state?: string) => void,
  ): void {
    const state = crypto.randomBytes(32).toString('base64url');
    request.session.oauth = { state, flow: options?.flow ?? 'login', startedAt: Date.now() };
    if (!signedInDealerId(request)) request.session.cookie.maxAge = OAUTH_STATE_TTL_MS;
    saveSession(request).then(
      () => callback(null, state),
      (error: Error) => callback(error),
    );
  }

  /** passport-oauth2: `verify(req, state, meta, callback)` when eBay sends a code back. */
  verify(
    request: Request,
    state: unknown,
    _meta: unknown,
    callback: (
      error: Error | null,
      ok: boolean,
      info: { reason?: 'state'; flow: OAuthFlow },
    ) => void,
  ): void {
    this.settle(request, state).then(
      (check) =>
        callback(
          null,
          check.valid,
          check.valid ? { flow: check.flow } : { reason: 'state', flow: check.flow },
        ),
      (error: Error) => callback(error, false, { flow: 'login' }),
    );
  }

  /** Takes the pending consent out of the session (single use) and checks `state` against it. */
  async settle(request: Request, state: unknown, declined = false): Promise<StateCheck> {
    const pending = request.session?.oauth;
    if (pending) {
      delete request.session.oauth;
      await saveSession(request);
    }
    const check: StateCheck = {
      flow: pending?.flow ?? 'login',
      // eBay's default decline page may drop the state: a decline with none still counts.
      valid:
        pending !== undefined && ((declined && state === undefined) || matches(pending, state)),
    };
    if (!check.valid)
      this.logger.warn('Sign-in refused: the state is missing, stale or not this browser session');
    checks.set(request, check);
    return check;
  }
}

function matches(pending: Pending, state: unknown): boolean {
  if (typeof state !== 'string') return false;
  const left = Buffer.from(pending.state);
  const right = Buffer.from(state);
  return (
    left.length === right.length &&
    crypto.timingSafeEqual(left, right) &&
    Date.now() - pending.startedAt < OAUTH_STATE_TTL_MS
  );
}
