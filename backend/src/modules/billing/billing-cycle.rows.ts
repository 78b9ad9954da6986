import type { BillingCycle, BillingCycleStatus } from '@pennant/contracts';
import { toDecimalString } from '../../common';

/** billing_cycle as SQL answers it (numerics and dates as text). */
export interface CycleRow {
  id: string;
  dealer_id: string;
  period_start: string;
  period_end: string;
  time_zone: string;
  gross_sales: string;
  refunds: string;
  credits: string;
  net_sales: string;
  revenue_share_percent: string;
  fee_due: string;
  carried_in: string;
  carried_over: string;
  credit_carried_over: string;
  status: BillingCycleStatus;
}

export const CYCLE_COLUMNS = `c.id, c.dealer_id, c.period_start::text, c.period_end::text, c.time_zone,
  c.gross_sales::text, c.refunds::text, c.credits::text, c.net_sales::text,
  c.revenue_share_percent::text, c.fee_due::text, c.carried_in::text, c.carried_over::text,
  c.credit_carried_over::text, c.status`;

/** Cycles that are final: nothing generated again changes them. */
export const CLOSED_STATUSES: BillingCycleStatus[] = ['invoiced', 'paid', 'payment_failed'];

export function cycleOf(row: CycleRow): Omit<BillingCycle, 'invoice'> {
  return {
    id: row.id,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    grossSales: toDecimalString(row.gross_sales),
    refunds: toDecimalString(row.refunds),
    credits: toDecimalString(row.credits),
    netSales: toDecimalString(row.net_sales),
    revenueSharePercent: toDecimalString(row.revenue_share_percent),
    feeDue: toDecimalString(row.fee_due),
    carriedOver: toDecimalString(row.carried_over),
    carriedIn: toDecimalString(row.carried_in),
    creditCarriedOver: toDecimalString(row.credit_carried_over),
    status: row.status,
  };
}
