import type { BillingCycle, BillingCycleStatus } from '@pennant/contracts';
import { billingStatusLabel, decimalToCents, formatBillingMonth } from '@pennant/ui';
import { Tag } from 'antd';

const STATUS_COLORS: Record<BillingCycleStatus, string> = {
  pending: 'gold',
  invoiced: 'blue',
  paid: 'green',
  payment_failed: 'red',
  no_charge: 'default',
};

export function CycleStatusTag({ status }: { status: BillingCycleStatus }) {
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} data-status={status}>
      {billingStatusLabel(status)}
    </Tag>
  );
}

/** The spec: Create Invoice only while the cycle is pending and something is due. */
export function canCreateInvoice(cycle: Pick<BillingCycle, 'status' | 'feeDue'>): boolean {
  return cycle.status === 'pending' && (decimalToCents(cycle.feeDue) ?? 0) > 0;
}

/** "Oct 2026" for a cycle that covers a calendar month. */
export function cyclePeriodLabel(cycle: Pick<BillingCycle, 'periodStart'>): string {
  return formatBillingMonth(cycle.periodStart);
}

/** Newest first. */
export function newestCycles(cycles: BillingCycle[], count: number): BillingCycle[] {
  return [...cycles].sort((a, b) => b.periodStart.localeCompare(a.periodStart)).slice(0, count);
}
