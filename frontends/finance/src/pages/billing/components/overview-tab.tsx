import { Alert, Typography } from 'antd';
import { newestCycles } from '../../../shared/cycle-status';
import { CyclesTable } from '../../../shared/cycles-table';
import {
  errorText,
  useBillingCycles,
  useBillingStats,
  useDealerTimeZone,
  usePaymentMethod,
} from '../../../shared/finance-api';
import { TileGrid } from '../../../shared/tile-grid';
import { billingTiles, billsWaitingForCard, waitingForCardText } from '../billing-figures';

export const OVERVIEW_CYCLES = 5;

/** The figures, what waits for a card, and the latest cycles whatever the year (January still shows December). */
export function OverviewTab() {
  const stats = useBillingStats();
  const cycles = useBillingCycles();
  const paymentMethod = usePaymentMethod();
  const timeZone = useDealerTimeZone();
  const waiting = billsWaitingForCard(cycles.data, paymentMethod.data, new Date(), timeZone);
  return (
    <>
      {waiting.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="bills-waiting-for-card"
          message={waitingForCardText(waiting)}
          description="Save a card under Payment Methods, and Pennant charges it then."
        />
      )}
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
        emptyText="No billing cycles yet."
      />
    </>
  );
}
