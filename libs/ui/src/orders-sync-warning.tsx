import type { OrderSyncStatus } from '@pennant/contracts';
import { Alert } from 'antd';

const MOMENT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 29, 10:05 AM", in the browser's time. */
function moment(value: string): string {
  return MOMENT.format(new Date(value));
}

/** What the dealer reads when the last try to bring orders in from eBay failed; null while it works. */
export function ordersSyncWarningText(status: OrderSyncStatus | null | undefined): string | null {
  if (!status?.lastTryFailed) return null;
  const tried = status.lastTriedAt ? ` (${moment(status.lastTriedAt)})` : '';
  const asFarAs = status.syncedThrough
    ? `Orders from eBay are in up to ${moment(status.syncedThrough)}`
    : 'No order has come in from eBay yet';
  return `${asFarAs}: the last try to bring new ones in${tried} failed, so a sale since may be missing here. Pennant tries again every five minutes; Sync tries now.`;
}

/**
 * Says, above a screen's sales, that orders stopped coming in from eBay (eBay down, the connection refused): the
 * figures below may miss the latest sales. Nothing while the five-minute sync works.
 */
export function OrdersSyncWarning({ status }: { status: OrderSyncStatus | null | undefined }) {
  const text = ordersSyncWarningText(status);
  if (!text) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message="Orders are not coming in from eBay"
      description={text}
      data-testid="orders-sync-warning"
      style={{ marginBottom: 16 }}
    />
  );
}
