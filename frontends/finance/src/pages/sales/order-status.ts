import type { Order } from '@pennant/contracts';
import { centsToDecimal, decimalToCents, formatMoney } from '@pennant/ui';

/** eBay's cancelStatus.cancelState (CancelStateEnum) as the orders API passes it on. */
const CANCELED = 'CANCELED';
const CANCEL_IN_PROGRESS = 'IN_PROGRESS';

export interface OrderStatusTag {
  label: string;
  /** null: a plain sale, said quietly rather than tagged. */
  color: string | null;
  /** What the tag means, on hover. */
  title: string;
}

const SOLD: OrderStatusTag = {
  label: 'Sold',
  color: null,
  title: 'A sale: not cancelled, nothing refunded',
};

/**
 * The status tag of an order in the tables: a cancelled order stays listed, marked Cancelled (it is
 * no sale: out of every total, chart and bill); a cancellation the buyer asked for and eBay has not
 * settled is marked as requested (still a sale until eBay cancels it). Any other order is Sold, as the orders
 * export says of it.
 */
export function orderStatusTag(
  order: Pick<Order, 'cancelState'> & Partial<Pick<Order, 'refundAmount' | 'totalPrice'>>,
): OrderStatusTag {
  if (order.cancelState === CANCELED)
    return {
      label: 'Cancelled',
      color: 'red',
      title: 'Cancelled on eBay: not a sale, left out of the totals and billing',
    };
  if (order.cancelState === CANCEL_IN_PROGRESS)
    return {
      label: 'Cancellation requested',
      color: 'orange',
      title: 'A cancellation is in progress on eBay: counted as a sale until eBay cancels it',
    };
  return refundTag(order) ?? SOLD;
}

/** A refund marks the order as a cancellation does: all of it (Refunded) or part (Partly refunded). */
function refundTag(
  order: Partial<Pick<Order, 'refundAmount' | 'totalPrice'>>,
): OrderStatusTag | null {
  const refund = decimalToCents(order.refundAmount ?? null) ?? 0;
  if (refund <= 0) return null;
  const total = decimalToCents(order.totalPrice ?? null) ?? 0;
  return refund >= total
    ? { label: 'Refunded', color: 'purple', title: 'Refunded in full: a sale of nothing' }
    : {
        label: 'Partly refunded',
        color: 'gold',
        title: 'Part of the sale was refunded: net sales count what the buyer kept paying',
      };
}

/** Whether the order counts as a sale: every order but one eBay cancelled. */
export function isSale(order: Pick<Order, 'cancelState'>): boolean {
  return order.cancelState !== CANCELED;
}

/** The Refund column: what came back of the sale, and, when eBay's refund was more, what the rest was. */
export interface RefundShown {
  amount: string;
  /** Said on hover when eBay refunded the tax it collected too; null otherwise. */
  note: string | null;
}

/**
 * The refund of the sale, never more than the order's total: eBay's refund of a cancelled order includes the sales
 * tax it collected, which the total leaves out, so "$2.59" under "$2.43" read as more refunded than sold.
 */
export function refundShown(order: Pick<Order, 'refundAmount' | 'totalPrice'>): RefundShown {
  const refund = decimalToCents(order.refundAmount) ?? 0;
  const total = decimalToCents(order.totalPrice) ?? 0;
  if (refund <= total) return { amount: order.refundAmount, note: null };
  const amount = centsToDecimal(total);
  return {
    amount,
    note: `eBay refunded ${formatMoney(order.refundAmount)}: ${formatMoney(amount)} of the sale and ${formatMoney(centsToDecimal(refund - total))} of the tax it collected`,
  };
}
