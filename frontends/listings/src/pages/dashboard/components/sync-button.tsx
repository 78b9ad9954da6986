import { SyncOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { errorText, syncListings } from '../../../shared/listings-api';
import { syncSummary } from '../listing-figures';

/** Sync: brings eBay's orders in now, then the figures and the table show what sold. */
export function SyncButton() {
  const { notification } = App.useApp();
  const [syncing, setSyncing] = useState(false);
  const sync = async () => {
    setSyncing(true);
    try {
      const result = await syncListings();
      notification.success({ message: 'Synced with eBay', description: syncSummary(result) });
    } catch (error) {
      notification.error({ message: 'Sync Failed', description: errorText(error) });
    } finally {
      setSyncing(false);
    }
  };
  return (
    <Button icon={<SyncOutlined spin={syncing} />} disabled={syncing} onClick={() => void sync()}>
      Sync
    </Button>
  );
}
