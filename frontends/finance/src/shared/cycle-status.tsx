import {
  dayIn,
  type BillingCycle,
  type BillingCycleStatus,
  type InvoiceSummary,
} from '@pennant/contracts';
import { billingStatusLabel, decimalToCents, formatBillingMonth } from '@pennant/ui';
import { Tag } from 'antd';
import dayjs from 'dayjs';

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

/** An invoice's cycle status, and Overdue beside it when a bank transfer is late. */
export function InvoiceStatusTag({
  invoice,
}: {
  invoice: Pick<InvoiceSummary, 'status' | 'overdue' | 'dueAt'>;
}) {
  return (
    <>
      <CycleStatusTag status={invoice.status} />
      {invoice.overdue && (
        <Tag color="red" data-testid="overdue">
          Overdue
        </Tag>
      )}
    </>
  );
}

/** The spec: Create Invoice only while the cycle is pending and something is due. */
export function canCreateInvoice(cycle: Pick<BillingCycle, 'status' | 'feeDue'>): boolean {
  return cycle.status === 'pending' && (decimalToCents(cycle.feeDue) ?? 0) > 0;
}

/**
 * What invoicing a month before it ends means, for the dealer to confirm; null once the month is over in the
 * dealer's time zone (the browser's until it is known). A sale made after the invoice is billed with the next
 * month's cycle.
 */
export function earlyInvoiceQuestion(
  cycle: Pick<BillingCycle, 'periodStart' | 'periodEnd'>,
  now = new Date(),
  timeZone?: string,
): { title: string; content: string } | null {
  if (monthIsOver(cycle, now, timeZone)) return null;
  const month = cyclePeriodLabel(cycle);
  return {
    title: `${month} is not over`,
    content: `Invoicing now bills the sales made so far. A sale from now to the end of the month is billed with the next month's cycle.`,
  };
}

/** Whether the cycle's month has ended in the dealer's time zone (the browser's until it is known). */
export function monthIsOver(
  cycle: Pick<BillingCycle, 'periodEnd'>,
  now = new Date(),
  timeZone?: string,
): boolean {
  const today = timeZone ? dayIn(now.toISOString(), timeZone) : dayjs(now).format('YYYY-MM-DD');
  return today > cycle.periodEnd;
}

/** "Oct 2026" for a cycle that covers a calendar month. */
export function cyclePeriodLabel(cycle: Pick<BillingCycle, 'periodStart'>): string {
  return formatBillingMonth(cycle.periodStart);
}

/** Newest first. */
export function newestCycles(cycles: BillingCycle[], count: number): BillingCycle[] {
  return [...cycles].sort((a, b) => b.periodStart.localeCompare(a.periodStart)).slice(0, count);
}
