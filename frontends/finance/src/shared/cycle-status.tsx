import type { BillingCycle, BillingCycleStatus } from '@pennant/contracts';
import { decimalToCents } from '@pennant/ui';
import { Tag } from 'antd';

const STATUS_LOOK: Record<BillingCycleStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gold' },
  invoiced: { label: 'Invoiced', color: 'blue' },
  paid: { label: 'Paid', color: 'green' },
  payment_failed: { label: 'Failed', color: 'red' },
  no_charge: { label: 'No charge', color: 'default' },
};

export function cycleStatusLabel(status: BillingCycleStatus): string {
  return STATUS_LOOK[status]?.label ?? status;
}

export function CycleStatusTag({ status }: { status: BillingCycleStatus }) {
  const look = STATUS_LOOK[status] ?? { label: status, color: 'default' };
  return (
    <Tag color={look.color} data-status={status}>
      {look.label}
    </Tag>
  );
}

/** The spec: Create Invoice only while the cycle is pending and something is due. */
export function canCreateInvoice(cycle: Pick<BillingCycle, 'status' | 'feeDue'>): boolean {
  return cycle.status === 'pending' && (decimalToCents(cycle.feeDue) ?? 0) > 0;
}

/** "Oct 2026" for a cycle that covers a calendar month (periodStart is YYYY-MM-DD). */
export function cyclePeriodLabel(cycle: Pick<BillingCycle, 'periodStart'>): string {
  const [year, month] = cycle.periodStart.split('-').map(Number);
  if (!year || !month) return cycle.periodStart;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Newest first. */
export function newestCycles(cycles: BillingCycle[], count: number): BillingCycle[] {
  return [...cycles].sort((a, b) => b.periodStart.localeCompare(a.periodStart)).slice(0, count);
}
