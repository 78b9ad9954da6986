import { MONEY_MAX } from '@pennant/contracts';
import { decimalToCents, formatMoney } from './format';

/** "At most $99,999,999.99": the most one amount may be in Pennant (the server refuses more). */
export const MONEY_MAX_TEXT = `At most ${formatMoney(MONEY_MAX)}`;

/** An amount typed ("12.50") that is more than one amount may be in Pennant. */
export function overMoneyMax(text: string | null | undefined): boolean {
  const cents = decimalToCents(text?.trim() ?? null);
  return cents !== null && cents > (decimalToCents(MONEY_MAX) ?? 0);
}
