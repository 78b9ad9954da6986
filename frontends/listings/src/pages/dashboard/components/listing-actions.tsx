import { RedoOutlined, StopOutlined } from '@ant-design/icons';
import type { Listing } from '@pennant/contracts';
import { askFirst } from '@pennant/ui';
import { App, Button } from 'antd';
import { useState } from 'react';
import { endListing, errorText, relistListing } from '../../../shared/listings-api';
import { sendAgainLabel } from '../listing-figures';

/** End a live listing on eBay; list an ended or refused one again. */
export function ListingActions({ listing }: { listing: Listing }) {
  const { notification, modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const sendAgain = sendAgainLabel(listing);

  const run = async (action: 'end' | 'relist') => {
    setBusy(true);
    try {
      if (action === 'end') {
        await endListing(listing.id);
        notification.success({ message: 'Listing Ended', description: listing.title });
      } else {
        await relistListing(listing.id);
        notification.info({
          message: listing.publishedAt ? 'Relisting on eBay' : 'Publishing to eBay',
          description: `${listing.title ?? 'The listing'} is being published again.`,
        });
      }
    } catch (error) {
      notification.error({
        message: action === 'end' ? 'Could Not End the Listing' : `Could Not ${sendAgain}`,
        description: errorText(error),
      });
    } finally {
      setBusy(false);
    }
  };

  if (listing.status === 'active')
    return (
      <Button
        size="small"
        danger
        icon={<StopOutlined />}
        loading={busy}
        aria-label={`End ${listing.title ?? 'listing'}`}
        onClick={() =>
          askFirst(modal, {
            title: 'End this listing on eBay?',
            content: 'Buyers can no longer buy it; you can relist it later.',
            okText: 'End listing',
            destructive: true,
            onOk: () => run('end'),
          })
        }
      >
        End
      </Button>
    );
  if (listing.status === 'ended' || listing.status === 'error')
    return (
      <Button
        size="small"
        icon={<RedoOutlined />}
        loading={busy}
        onClick={() => void run('relist')}
      >
        {sendAgain}
      </Button>
    );
  return null;
}
