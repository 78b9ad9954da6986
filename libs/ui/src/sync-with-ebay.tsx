import { SyncOutlined } from '@ant-design/icons';
import type { SyncListingsResponse } from '@pennant/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * "2 orders came in (1 updated); 2 listings sold." A cancellation is said plainly: "1 order
 * cancelled on eBay (not counted as a sale)", and the listings it ended, to relist.
 */
export function syncSummary(result: SyncListingsResponse): string {
  const orders =
    result.ordersImported === 0
      ? result.ordersUpdated === 0
        ? 'No new orders'
        : `${plural(result.ordersUpdated, 'order', 'orders')} updated`
      : `${plural(result.ordersImported, 'order', 'orders')} came in${
          result.ordersUpdated > 0 ? ` (${result.ordersUpdated} updated)` : ''
        }`;
  const cancelled = result.ordersCancelled;
  const parts = [orders];
  if (cancelled > 0)
    parts.push(
      `${plural(cancelled, 'order', 'orders')} cancelled on eBay (not counted as ${
        cancelled === 1 ? 'a sale' : 'sales'
      })`,
    );
  parts.push(`${plural(result.listingsSold, 'listing', 'listings')} sold`);
  const ended = result.listingsEnded;
  const relist =
    ended > 0
      ? ` ${plural(ended, 'listing', 'listings')} ended by a cancellation or a full refund: relist to sell ${
          ended === 1 ? 'the card' : 'the cards'
        } again.`
      : '';
  return `${parts.join('; ')}.${relist}`;
}

export interface SyncWithEbayButtonProps {
  /** POST /api/listings/sync through the screen's own API module, so the screen's reads follow it. */
  sync: () => Promise<SyncListingsResponse>;
  /** The server's message for a failed call. */
  errorText: (error: unknown) => string;
  label?: string;
}

/** Brings eBay's orders in now (rather than at the next five-minute sync) and says what came in. */
export function SyncWithEbayButton({ sync, errorText, label = 'Sync' }: SyncWithEbayButtonProps) {
  const { notification } = App.useApp();
  const [syncing, setSyncing] = useState(false);
  const run = async () => {
    setSyncing(true);
    try {
      notification.success({ message: 'Synced with eBay', description: syncSummary(await sync()) });
    } catch (error) {
      notification.error({ message: 'Sync Failed', description: errorText(error) });
    } finally {
      setSyncing(false);
    }
  };
  return (
    <Button icon={<SyncOutlined spin={syncing} />} disabled={syncing} onClick={() => void run()}>
      {label}
    </Button>
  );
}
