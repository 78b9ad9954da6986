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

export type ConsentOutcome =
  | ConsentSuccess
  | { flow: OAuthFlow; result: 'cancelled' }
  | { flow: OAuthFlow; result: 'error'; reason?: 'state' };

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
  return `${flow === 'login' ? '/' : '/dashboard'}?${params.toString()}`;
}
