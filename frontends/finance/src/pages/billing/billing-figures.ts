import type { BillingCycle, BillingStats, PaymentMethodState } from '@pennant/contracts';
import { decimalToCents, formatBillingMonth, formatMoney } from '@pennant/ui';
import { canCreateInvoice, monthIsOver } from '../../shared/cycle-status';
import { moneyOrNull } from '../../shared/figures';
import type { Tile } from '../../shared/tile-grid';

/** Billing years from the spec: 2024 to the current year, newest first. */
export const FIRST_BILLING_YEAR = 2024;

export function billingYears(now = new Date()): number[] {
  const years: number[] = [];
  for (
    let year = Math.max(now.getFullYear(), FIRST_BILLING_YEAR);
    year >= FIRST_BILLING_YEAR;
    year -= 1
  )
    years.push(year);
  return years;
}

export interface BillingTile extends Tile {
  key: keyof BillingStats;
}

/** Under Not Billed Yet: what the next bill credits back, when it does, so a refund after invoicing is seen at once. */
function notBilledYetHint(stats: BillingStats | null | undefined): string {
  const credit = decimalToCents(stats?.creditNotYetBilled) ?? 0;
  if (credit <= 0)
    return 'Fee on sales no bill holds yet. A refund of a sale already billed is credited on the next bill';
  return `Fee on sales no bill holds yet. The next bill also credits back ${formatMoney(stats!.creditNotYetBilled)} for billed sales refunded or cancelled since`;
}

export function billingTiles(stats: BillingStats | null | undefined): BillingTile[] {
  const money = moneyOrNull;
  return [
    {
      key: 'totalGrossSales',
      title: 'Total Gross Sales',
      value: money(stats?.totalGrossSales),
      hint: 'Sales of Pennant’s listings, in the months billed so far',
    },
    {
      key: 'totalFeesPaid',
      title: 'Fees Paid',
      value: money(stats?.totalFeesPaid),
      hint: 'Invoices paid',
    },
    {
      key: 'totalFeesPending',
      title: 'Fees Pending',
      value: money(stats?.totalFeesPending),
      hint: 'Not paid yet',
    },
    {
      key: 'feesNotYetBilled',
      title: 'Not Billed Yet',
      value: money(stats?.feesNotYetBilled),
      hint: notBilledYetHint(stats),
    },
    {
      key: 'averageMonthlyFee',
      title: 'Average Monthly Fee',
      value: money(stats?.averageMonthlyFee),
      hint: 'Per billed month',
    },
  ];
}

export const BILLING_TABS = ['overview', 'cycles', 'invoices', 'payment'] as const;
export type BillingTab = (typeof BILLING_TABS)[number];

const TAB_LABELS: Record<BillingTab, [wide: string, narrow: string]> = {
  overview: ['Overview', 'Overview'],
  cycles: ['Billing Cycles', 'Cycles'],
  invoices: ['Invoices', 'Invoices'],
  payment: ['Payment Methods', 'Payment'],
};

/** A tab's name; a phone's are short, so the four fit 375 px with none behind an overflow menu. */
export function billingTabLabel(tab: BillingTab, narrow: boolean): string {
  return TAB_LABELS[tab][narrow ? 1 : 0];
}

export function billingTab(value: string | null): BillingTab {
  return (BILLING_TABS as readonly string[]).includes(value ?? '')
    ? (value as BillingTab)
    : 'overview';
}

/**
 * Ended months whose fee Stripe cannot charge yet, because no card is saved: their cycles stay pending until one is.
 * None with the local provider (the dealer pays by bank transfer).
 */
export function billsWaitingForCard(
  cycles: BillingCycle[] | null | undefined,
  paymentMethod: PaymentMethodState | null | undefined,
  now = new Date(),
  timeZone?: string,
): BillingCycle[] {
  if (!cycles || paymentMethod?.provider !== 'stripe' || paymentMethod.card) return [];
  return cycles.filter((cycle) => canCreateInvoice(cycle) && monthIsOver(cycle, now, timeZone));
}

/** "Your bill for Oct 2026 ($1.28) waits for a card." */
export function waitingForCardText(waiting: BillingCycle[]): string {
  const bills = waiting
    .map((cycle) => `${formatBillingMonth(cycle.periodStart)} (${formatMoney(cycle.feeDue)})`)
    .join(', ');
  return `Your bill${waiting.length === 1 ? '' : 's'} for ${bills} ${waiting.length === 1 ? 'waits' : 'wait'} for a card.`;
}
