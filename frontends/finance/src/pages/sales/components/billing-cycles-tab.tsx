import { useBillingCycles } from '../../../shared/finance-api';
import { CyclesTable } from '../../../shared/cycles-table';

export const CYCLES_EMPTY_TEXT =
  'No billing cycles yet. Generate billing to see what is due this month.';

/** This year's billing cycles. */
export function BillingCyclesTab() {
  const year = new Date().getFullYear();
  const { data, isLoading } = useBillingCycles(year);
  return (
    <CyclesTable cycles={data ?? undefined} loading={isLoading} emptyText={CYCLES_EMPTY_TEXT} />
  );
}
