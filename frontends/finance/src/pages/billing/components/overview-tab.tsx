import { Alert, Typography } from 'antd';
import { newestCycles } from '../../../shared/cycle-status';
import { CyclesTable } from '../../../shared/cycles-table';
import { errorText, useBillingCycles, useBillingStats } from '../../../shared/finance-api';
import { TileGrid } from '../../../shared/tile-grid';
import { billingTiles } from '../billing-figures';

export const OVERVIEW_CYCLES = 5;

export function OverviewTab({ year }: { year: number }) {
  const stats = useBillingStats();
  const cycles = useBillingCycles(year);
  return (
    <>
      {stats.error && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="Billing figures could not be loaded"
          description={errorText(stats.error)}
        />
      )}
      <TileGrid testId="billing-stats" tiles={billingTiles(stats.data)} loading={stats.isLoading} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Recent cycles
      </Typography.Title>
      <CyclesTable
        cycles={cycles.data ? newestCycles(cycles.data, OVERVIEW_CYCLES) : undefined}
        loading={cycles.isLoading}
        emptyText={`No billing cycles in ${year}.`}
      />
    </>
  );
}
