import { decimalToCents } from '@pennant/ui';

/** An amount as a dealer types it: up to ten digits, and at most two decimal places. */
export const MONEY_INPUT = /^\d{1,10}(\.\d{1,2})?$/;

/** eBay's lowest price for a listing. */
export { MIN_LISTING_PRICE as MIN_PRICE } from '@pennant/contracts';

/** A price this many times the one it is compared with, or under its share, is likely a slip of the keyboard. */
export const FAR_FROM = 5;

/**
 * "over" or "under" when a typed price is more than FAR_FROM times a reference price, or under its share ("1000000"
 * for a $2 card, "0.99" for a $150 one); null when it is not, or there is nothing to compare.
 */
export function priceFarFrom(text: string, reference: string | null): 'over' | 'under' | null {
  const price = decimalToCents(text.trim());
  const base = reference === null ? null : decimalToCents(reference);
  if (price === null || base === null || base <= 0) return null;
  if (price > base * FAR_FROM) return 'over';
  if (price * FAR_FROM < base) return 'under';
  return null;
}
