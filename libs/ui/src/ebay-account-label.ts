/** The placeholder name some eBay accounts carry instead of a real username. */
export const PLACEHOLDER_EBAY_USERNAME = 'eBay User';

/** The account's label: the username, or "@" + eBay user id when the username is missing or the placeholder. */
export function ebayAccountLabel(account: {
  username?: string | null;
  ebayUserId?: string | null;
}): string {
  const username = account.username?.trim();
  if (username && username !== PLACEHOLDER_EBAY_USERNAME) return username;
  return account.ebayUserId ? `@${account.ebayUserId}` : PLACEHOLDER_EBAY_USERNAME;
}

/**
 * The dealer's eBay grant has ended (its refresh token's time ran out, or eBay refused it and Pennant recorded its end
 * as then): Pennant can neither publish nor bring orders in until the dealer connects eBay again.
 */
export function ebayConnectionExpired(account: { expiresAt: string }, now = Date.now()): boolean {
  const end = new Date(account.expiresAt).getTime();
  return Number.isFinite(end) && end <= now;
}
