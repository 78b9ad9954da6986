import type { Request } from 'express';
import type { OAuthFlow } from '../../common';

/** Where eBay consent ended: signed in or reconnected, declined, or refused. */
export interface ConsentSuccess {
  flow: OAuthFlow;
  result: 'success';
  /** The dealer signed in (or reconnected): what passport's session keeps. */
  dealerId: string;
  username: string;
  /** Signed in for the first time: greeted with welcome, not welcome back. */
  firstVisit?: boolean;
}

/**
 * Why consent failed, when the dealer can act on it: the state did not check out (start again), or the dealer
 * signed in on eBay as another account than the one this Pennant account is (`username` names it).
 */
export type ConsentFailure =
  | { flow: OAuthFlow; result: 'error'; reason?: 'state' }
  | { flow: OAuthFlow; result: 'error'; reason: 'other_account'; username: string };

export type ConsentOutcome =
  ConsentSuccess | { flow: OAuthFlow; result: 'cancelled' } | ConsentFailure;

const OTHER_ACCOUNT = Symbol('otherEbayAccount');
type WithOtherAccount = Request & { [OTHER_ACCOUNT]?: string };

/** A reconnect refused because consent came from another eBay account: kept for the callback's outcome. */
export function markOtherAccount(request: Request, username: string): void {
  (request as WithOtherAccount)[OTHER_ACCOUNT] = username;
}

export function otherAccountOf(request: Request): string | undefined {
  return (request as WithOtherAccount)[OTHER_ACCOUNT];
}

/** Where the browser goes after consent: the landing page (sign-in) or the dashboard (reconnect). */
export function outcomeUrl(outcome: ConsentOutcome): string {
  const { flow } = outcome;
  const params = new URLSearchParams(
    flow === 'login' ? { ebay_auth: outcome.result } : { ebay_connected: outcome.result },
  );
  if (outcome.result === 'success') {
    params.set('username', outcome.username);
    if (outcome.firstVisit) params.set('first_visit', '1');
  }
  if (outcome.result === 'error' && outcome.reason) params.set('reason', outcome.reason);
  if (outcome.result === 'error' && outcome.reason === 'other_account')
    params.set('username', outcome.username);
  return `${flow === 'login' ? '/' : '/dashboard'}?${params.toString()}`;
}
