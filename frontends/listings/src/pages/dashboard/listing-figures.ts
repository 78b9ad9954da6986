import { decimalToCents } from '@pennant/ui';
import { MIN_PRICE, MONEY_INPUT } from '../../shared/money-input';

/** "12.5" -> null (fine), else what is wrong with the new price. */
export function newPriceProblem(text: string): string | null {
  const value = text.trim();
  if (!MONEY_INPUT.test(value)) return 'Enter an amount such as 12.50';
  if ((decimalToCents(value) ?? 0) < (decimalToCents(MIN_PRICE) ?? 0))
    return `At least $${MIN_PRICE}`;
  return null;
}

/** What sends a listing to eBay again: "Relist" once it has been on eBay, "Publish again" if it never got there. */
export function sendAgainLabel(listing: { publishedAt: string | null }): string {
  return listing.publishedAt ? 'Relist' : 'Publish again';
}
