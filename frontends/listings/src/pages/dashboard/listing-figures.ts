import type { SyncListingsResponse } from '@pennant/contracts';
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

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "2 orders came in (1 updated); 2 listings sold." */
export function syncSummary(result: SyncListingsResponse): string {
  const orders =
    result.ordersImported === 0 && result.ordersUpdated === 0
      ? 'No new orders'
      : `${plural(result.ordersImported, 'order', 'orders')} came in${
          result.ordersUpdated > 0 ? ` (${result.ordersUpdated} updated)` : ''
        }`;
  return `${orders}; ${plural(result.listingsSold, 'listing', 'listings')} sold.`;
}
