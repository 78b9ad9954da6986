import { percentOfCents } from '../core/money';

/**
 * The emulator's selling fees, a fixed and documented rule (not eBay's category table):
 * a final value fee of 13.25% of each line's sale amount (item price x quantity + shipping,
 * without the sales tax eBay collects), rounded half up to the cent, plus 0.30 per order.
 * Refunds credit back 13.25% of the refunded amount (at most the line's fee); a cancellation
 * credits every fee, the 0.30 included.
 */
export const FINAL_VALUE_FEE_BASIS_POINTS = 1325;
export const PER_ORDER_FEE_CENTS = 30;
export const FEE_TYPES = {
  finalValue: 'FINAL_VALUE_FEE',
  perOrder: 'FINAL_VALUE_FEE_FIXED_PER_ORDER',
} as const;

export function finalValueFeeCents(saleAmountCents: number): number {
  return percentOfCents(saleAmountCents, FINAL_VALUE_FEE_BASIS_POINTS);
}
