import { Card } from 'antd';
import { useState } from 'react';
import { AccountBanner } from './components/account-banner';
import { DashboardHeader } from './components/dashboard-header';
import { ListingsTable } from './components/listings-table';
import { RangeFilter } from './components/range-filter';
import { StatsBlock } from './components/stats-block';
import { DEFAULT_RANGE, useDashboardStats, useListings, type RangeSelection } from './service';
import { useEbayConnectionResult } from './use-ebay-connection-result';

/** /dashboard: listing performance for a period and the dealer's published listings. */
export default function DashboardPage() {
  useEbayConnectionResult();
  const [selection, setSelection] = useState<RangeSelection>({ range: DEFAULT_RANGE, dates: null });
  const stats = useDashboardStats(selection);
  const listings = useListings();
  const waitingForDates = selection.range === 'custom' && !selection.dates;

  return (
    <div data-testid="dashboard-page">
      <DashboardHeader />
      <AccountBanner />
      <Card
        title="Performance"
        extra={<RangeFilter value={selection} onChange={setSelection} />}
        style={{ marginBottom: 24 }}
      >
        <StatsBlock
          stats={stats.data}
          loading={stats.isLoading}
          error={stats.error}
          pendingReason={
            waitingForDates ? 'Choose a start and an end date to see figures.' : undefined
          }
        />
      </Card>
      <Card title="Published Listings" styles={{ body: { padding: 0 } }}>
        <ListingsTable
          listings={listings.data}
          loading={listings.isLoading}
          error={listings.error}
        />
      </Card>
    </div>
  );
}
