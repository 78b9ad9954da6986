import { LISTING_STATUSES, type ListingStatus } from '@pennant/contracts';
import {
  decimalToCents,
  formatMoney,
  listingStatusLabel,
  MONEY_MAX_TEXT,
  overMoneyMax,
  plainAmount,
} from '@pennant/ui';
import { FAR_FROM, MIN_PRICE, MONEY_INPUT, priceFarFrom } from '../../shared/money-input';

/** "12.5" -> null (fine), else what is wrong with the new price. */
export function newPriceProblem(text: string): string | null {
  const value = plainAmount(text);
  if (!MONEY_INPUT.test(value)) return 'Enter an amount such as 12.50';
  if ((decimalToCents(value) ?? 0) < (decimalToCents(MIN_PRICE) ?? 0))
    return `At least $${MIN_PRICE}`;
  if (overMoneyMax(value)) return MONEY_MAX_TEXT;
  return null;
}

/** What sends a listing to eBay again: "Relist" once it has been on eBay, "Publish again" if it never got there. */
export function sendAgainLabel(listing: { publishedAt: string | null }): string {
  return listing.publishedAt ? 'Relist' : 'Publish again';
}

/**
 * A warning, not a refusal, for a new price far from what the listing asks now ("1000000" for a $2 card, "0.99" for
 * a $150 one): the dealer may mean it, but a slip costs a sale or the card. Null when fine or nothing to compare.
 */
export function newPriceWarning(text: string, priceNow: string | null): string | null {
  const far = priceFarFrom(text, priceNow);
  if (far === 'over')
    return `Over ${FAR_FROM} times what it asks now (${formatMoney(priceNow)}): check before saving`;
  if (far === 'under')
    return `Under a fifth of what it asks now (${formatMoney(priceNow)}): check before saving`;
  return null;
}

/** The Published Listings table's filter: what was sent to eBay (its default), everything, or one status. */
export type ListingsShown = 'sent' | 'all' | ListingStatus;

export const LISTINGS_SHOWN_OPTIONS: { value: ListingsShown; label: string }[] = [
  { value: 'sent', label: 'Sent to eBay' },
  { value: 'all', label: 'All, drafts too' },
  ...LISTING_STATUSES.map((status) => ({ value: status, label: listingStatusLabel(status) })),
];

/**
 * The statuses a choice asks the API for. A draft was never sent to eBay (Bulk Preparation holds it), so the table
 * named Published Listings leaves drafts out unless asked; a listing eBay would not list stays, with its reason.
 */
export function statusesShown(shown: ListingsShown): ListingStatus | ListingStatus[] | undefined {
  if (shown === 'all') return undefined;
  if (shown === 'sent') return LISTING_STATUSES.filter((status) => status !== 'draft');
  return shown;
}

/**
 * A listing's condition in two parts for a narrow column: "Ungraded: Near mint or better" is the kind ("Ungraded")
 * over the grade ("Near mint or better"), so the grade is read whole rather than cut after "Near mint or bet…". A
 * condition without a kind is all grade; none is a dash.
 */
export function conditionParts(condition: string | null): { kind: string | null; grade: string } {
  const text = condition?.trim();
  if (!text) return { kind: null, grade: '-' };
  const colon = text.indexOf(':');
  if (colon <= 0 || colon === text.length - 1) return { kind: null, grade: text };
  return { kind: text.slice(0, colon).trim(), grade: text.slice(colon + 1).trim() };
}
