export const EBAY_AUTH_PARAM = 'ebay_auth';
export const EBAY_AUTH_USERNAME_PARAM = 'username';
const FIRST_VISIT_PARAM = 'first_visit';
const REASON_PARAM = 'reason';

/** Every parameter the sign-in outcome puts on the address (removed once shown). */
export const EBAY_AUTH_PARAMS = [
  EBAY_AUTH_PARAM,
  EBAY_AUTH_USERNAME_PARAM,
  FIRST_VISIT_PARAM,
  REASON_PARAM,
] as const;

export type EbayAuthOutcome = 'success' | 'cancelled' | 'error';

export interface EbayAuthResult {
  outcome: EbayAuthOutcome;
  username: string | null;
  /** Signed in for the first time: "Welcome", not "Welcome back". */
  firstVisit: boolean;
  /** What went wrong, in words, when sign-in failed. */
  problem: string | null;
}

const PROBLEMS: Record<string, string> = {
  state:
    'The sign-in took too long, or was started in another browser or at another address, so it could not be verified.',
};
const GENERIC_PROBLEM = 'eBay did not complete the sign-in.';

/**
 * The outcome of "Login with eBay" from the address (`?ebay_auth=success|cancelled|error&...`).
 * The spec knows success and "anything else" (cancelled); `error` is a failed sign-in.
 */
export function parseEbayAuthResult(search: string): EbayAuthResult | null {
  const params = new URLSearchParams(search);
  const raw = params.get(EBAY_AUTH_PARAM);
  if (raw === null) return null;
  const outcome: EbayAuthOutcome =
    raw === 'success' ? 'success' : raw === 'error' ? 'error' : 'cancelled';
  const username = params.get(EBAY_AUTH_USERNAME_PARAM)?.trim() || null;
  const reason = params.get(REASON_PARAM);
  return {
    outcome,
    username,
    firstVisit: outcome === 'success' && params.get(FIRST_VISIT_PARAM) === '1',
    problem: outcome === 'error' ? ((reason && PROBLEMS[reason]) ?? GENERIC_PROBLEM) : null,
  };
}

/** "Welcome, name!" the first time, "Welcome back, name!" after. */
export function greeting(result: EbayAuthResult): string | null {
  if (!result.username) return null;
  return result.firstVisit ? `Welcome, ${result.username}!` : `Welcome back, ${result.username}!`;
}
