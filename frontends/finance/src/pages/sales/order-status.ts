import type { Order } from '@pennant/contracts';

/** eBay's cancelStatus.cancelState (CancelStateEnum) as the orders API passes it on. */
const CANCELED = 'CANCELED';
const CANCEL_IN_PROGRESS = 'IN_PROGRESS';

export interface OrderStatusTag {
  label: string;
  color: string;
  /** What the tag means, on hover. */
  title: string;
}

/**
 * The status tag of an order in the tables: a cancelled order stays listed, marked Cancelled (it is
 * no sale: out of every total, chart and bill); a cancellation the buyer asked for and eBay has not
 * settled is marked as requested (still a sale until eBay cancels it). Other orders show none.
 */
export function orderStatusTag(order: Pick<Order, 'cancelState'>): OrderStatusTag | null {
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
  return null;
}

/** Whether the order counts as a sale: every order but one eBay cancelled. */
export function isSale(order: Pick<Order, 'cancelState'>): boolean {
  return order.cancelState !== CANCELED;
}
