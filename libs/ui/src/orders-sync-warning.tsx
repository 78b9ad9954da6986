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

/**
 * What the dealer reads when orders stopped coming in from eBay; null while they come in. Without a connection
 * (eBay ended the grant, or the dealer disconnected) no sync tries at all, and only connecting again helps.
 */
export function ordersSyncWarningText(status: OrderSyncStatus | null | undefined): string | null {
  if (!status) return null;
  if (status.ebayConnection !== 'connected') return withoutConnectionText(status);
  if (!status.lastTryFailed) return null;
  const tried = status.lastTriedAt ? ` (${moment(status.lastTriedAt)})` : '';
  return `${ordersInText(status)}: the last try to bring new ones in${tried} failed, so a sale since may be missing here. Pennant tries again every five minutes; Sync tries now.`;
}

function ordersInText(status: OrderSyncStatus): string {
  return status.syncedThrough
    ? `Orders from eBay are in up to ${moment(status.syncedThrough)}`
    : 'No order has come in from eBay yet';
}

/** Only a dealer whose orders once came in has sales to miss; one who never connected is asked elsewhere. */
function withoutConnectionText(status: OrderSyncStatus): string | null {
  if (!status.syncedThrough) return null;
  const why =
    status.ebayConnection === 'expired'
      ? 'the eBay connection has expired'
      : 'eBay is not connected';
  return `${ordersInText(status)}: ${why}, so a sale since, of a listing still live on eBay, is not here. Connect eBay again (Settings) and the orders of the meantime come in.`;
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
