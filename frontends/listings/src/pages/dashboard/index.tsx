import { OrdersSyncWarning, SyncWithEbayButton, usePhoneLayout } from '@pennant/ui';
import { Card } from 'antd';
import { errorText, syncListings, useOrderSyncStatus } from '../../shared/listings-api';
import { useLiveListings } from '../../shared/use-live-listings';
import { AccountBanner } from './components/account-banner';
import { DashboardHeader } from './components/dashboard-header';
import { ListingsTable } from './components/listings-table';
import { RangeFilter } from './components/range-filter';
import { StatsBlock } from './components/stats-block';
import { useRangeInAddress } from './range-in-address';
import { useDashboardStats } from './service';
import { useEbayConnectionResult } from './use-ebay-connection-result';

/** /dashboard: listing performance for a period and the dealer's listings on eBay. */
export default function DashboardPage() {
  useEbayConnectionResult();
  useLiveListings();
  const [selection, setSelection] = useRangeInAddress();
  const stats = useDashboardStats(selection);
  const syncStatus = useOrderSyncStatus();
  const waitingForDates = selection.range === 'custom' && !selection.dates;
  // A card header does not wrap: on a phone the filter would squeeze the title away.
  const phone = usePhoneLayout();
  const rangeFilter = <RangeFilter value={selection} onChange={setSelection} />;

  return (
    <div data-testid="dashboard-page">
      <DashboardHeader />
      <AccountBanner />
      <OrdersSyncWarning status={syncStatus.data} />
      <Card
        title="Performance"
        extra={phone ? undefined : rangeFilter}
        style={{ marginBottom: 24 }}
      >
        {phone && <div style={{ marginBottom: 16 }}>{rangeFilter}</div>}
        <StatsBlock
          stats={stats.data}
          loading={stats.isLoading}
          error={stats.error}
          pendingReason={
            waitingForDates ? 'Choose a start and an end date to see figures.' : undefined
          }
        />
      </Card>
      <Card
        title="Published Listings"
        extra={<SyncWithEbayButton sync={syncListings} errorText={errorText} />}
        styles={{ body: { padding: 0 } }}
        data-testid="listings-card"
      >
        <ListingsTable />
      </Card>
    </div>
  );
}
