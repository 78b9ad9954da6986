import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import {
  PLATFORM_FEE_PERCENT,
  type BillingCycleStatus,
  type BillingStats,
} from '@pennant/contracts';
import { fromCents, MONEY_COLUMN_MAX_CENTS, percentOfCents, toCents } from '../../common';
import { DealersService } from '../dealers';
import { OrdersService, type BillableLine } from '../orders';
import { BillingError } from './billing.errors';
import { billingMonth, localDate, yearBefore, type BillingMonth } from './billing-period';
import { CLOSED_STATUSES, CYCLE_COLUMNS, type CycleRow } from './billing-cycle.rows';
import {
  calculateCycle,
  creditOwedCents,
  type BilledLine,
  type CycleAmounts,
} from './cycle-calculation';
import { monthsOwed, type DealerCalendar, type MonthOwed } from './months-owed';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment/payment-provider';

type Tx = EntityManager;

const DAY_MS = 24 * 60 * 60 * 1000;
/** No cycle has this id: every cycle's credits count. */
const NO_CYCLE = '00000000-0000-0000-0000-000000000000';
/** Every month started before it. */
const FAR_FUTURE = '9999-12-01';
/** Late sales are looked for over the cycles of the last year, as generating a cycle does. */
const UNBILLED_LOOKBACK_MS = 400 * DAY_MS;

/**
 * Generates a dealer's monthly billing cycle from the orders module's billable lines. One cycle per
 * dealer and month (UNIQUE in the database); generating again recomputes a pending cycle (or a
 * no_charge one that is still the latest) under a row lock, never a closed one.
 */
@Injectable()
export class BillingCyclesService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    private readonly dealers: DealersService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** The month's cycle, generated or brought up to date; a month after the current one is refused. */
  async generate(
    dealerId: string,
    year: number,
    month: number,
    now = new Date(),
  ): Promise<CycleRow> {
    const { timeZone } = await this.dealers.getSummary(dealerId);
    const today = localDate(now, timeZone);
    const period = billingMonth(year, month, timeZone);
    if (year * 12 + month > today.year * 12 + today.month)
      throw BillingError.futureMonth(period.key);
    return this.em.fork().transactional(async (tx) => {
      const cycle = await lockCycle(tx, dealerId, period, timeZone, now);
      if (!(await isRegenerable(tx, cycle))) return cycle;
      const amounts = calculateCycle({
        ...(await this.inputsFor(tx, cycle)),
        revenueSharePercent: cycle.revenue_share_percent,
        minimumChargeCents: this.provider.minimumChargeCents,
      });
      await storeAmounts(tx, cycle, amounts, now);
      return (await selectCycle(tx, `c.id = ?`, [cycle.id]))!;
    });
  }

  /** The months the month-end job bills at `now` (months-owed.ts), from the cycles that bear on it. */
  async monthsOwed(dealers: DealerCalendar[], now: Date): Promise<MonthOwed[]> {
    // Last month in any time zone starts on or after the 1st of the UTC month two months back.
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
    const oneDealer = dealers.length === 1 ? dealers[0].id : null;
    const rows = await this.em
      .fork()
      .execute<{ dealer_id: string; month: string; status: BillingCycleStatus; fee_due: string }[]>(
        `SELECT dealer_id, to_char(period_start, 'YYYY-MM') AS month, status, fee_due::text
           FROM billing_cycle
          WHERE ((status = 'pending' AND fee_due > 0) OR period_start >= ?::date)
            AND (?::uuid IS NULL OR dealer_id = ?::uuid)`,
        [since.toISOString().slice(0, 10), oneDealer, oneDealer],
      );
    const cycles = rows.map((row) => ({
      dealerId: row.dealer_id,
      month: row.month,
      status: row.status,
      feeDueCents: toCents(row.fee_due),
    }));
    return monthsOwed(dealers, cycles, now);
  }

  async list(dealerId: string, year?: number): Promise<CycleRow[]> {
    const byYear = year === undefined ? '' : `AND extract(year FROM c.period_start) = ?`;
    return this.em
      .fork()
      .execute<CycleRow[]>(
        `SELECT ${CYCLE_COLUMNS} FROM billing_cycle c WHERE c.dealer_id = ? ${byYear} ORDER BY c.period_start DESC`,
        year === undefined ? [dealerId] : [dealerId, year],
      );
  }

  async stats(dealerId: string): Promise<BillingStats> {
    const [row] = await this.em
      .fork()
      .execute<{ gross: string; paid: string; pending: string; fees: string; cycles: string }[]>(
        `SELECT coalesce(sum(gross_sales), 0)::text AS gross,
              coalesce(sum(fee_due) FILTER (WHERE status = 'paid'), 0)::text AS paid,
              coalesce(sum(fee_due) FILTER (WHERE status IN ('pending', 'invoiced', 'payment_failed')), 0)::text AS pending,
              coalesce(sum(fee_due), 0)::text AS fees,
              count(*)::text AS cycles
         FROM billing_cycle WHERE dealer_id = ?`,
        [dealerId],
      );
    const cycles = Number(row.cycles);
    const fees = toCents(row.fees);
    return {
      totalGrossSales: fromCents(toCents(row.gross)),
      totalFeesPaid: fromCents(toCents(row.paid)),
      totalFeesPending: fromCents(toCents(row.pending)),
      // Half-up over the months billed.
      averageMonthlyFee: fromCents(
        cycles === 0 ? 0 : Math.floor((2 * fees + cycles) / (2 * cycles)),
      ),
      feesNotYetBilled: fromCents(await this.unbilledFeeCents(dealerId)),
      creditNotYetBilled: fromCents(await this.unbilledCreditCents(dealerId)),
    };
  }

  /**
   * The fee credit the next bill owes the dealer: sales of closed months refunded, cancelled or lowered since they
   * were billed, that no cycle has credited yet (a pending cycle generated since holds its credit already).
   */
  private async unbilledCreditCents(dealerId: string): Promise<number> {
    const owed = await this.billedBefore(this.em.fork(), dealerId, {
      before: FAR_FUTURE,
      // The months a cycle generated now would credit: those of the last year.
      from: yearBefore(`${new Date().toISOString().slice(0, 7)}-01`),
      exceptCycleId: null,
    });
    const creditCents = owed.reduce((total, line) => total + creditOwedCents(line), 0);
    return percentOfCents(creditCents, PLATFORM_FEE_PERCENT);
  }

  /**
   * The fee on the sales of the last year that no cycle holds: the month's so far until it is generated, and sales
   * that reached Pennant after their month was billed (they go to the next cycle generated).
   */
  private async unbilledFeeCents(dealerId: string): Promise<number> {
    const now = Date.now();
    const lines = await this.orders.billableLines(
      dealerId,
      new Date(now - UNBILLED_LOOKBACK_MS),
      new Date(now + DAY_MS),
    );
    if (lines.length === 0) return 0;
    const billed = new Set(
      (
        await this.em.fork().execute<{ order_line_id: string }[]>(
          `SELECT DISTINCT order_line_id FROM billing_cycle_line
            WHERE dealer_id = ? AND order_line_id = ANY(?::uuid[])`,
          [dealerId, uuidArray(lines.map((line) => line.lineId))],
        )
      ).map((row) => row.order_line_id),
    );
    const netCents = lines
      .filter((line) => !billed.has(line.lineId))
      .reduce((total, line) => total + line.saleCents - line.refundCents, 0);
    return Math.max(0, percentOfCents(netCents, PLATFORM_FEE_PERCENT));
  }

  /** What the month bills: its sales, late sales of closed months, refunds since, carries. */
  private async inputsFor(tx: Tx, cycle: CycleRow) {
    const closed = await closedCyclesBefore(tx, cycle);
    const previous = await previousCycle(tx, cycle);
    const inMonth = await this.salesOfMonth(tx, cycle, previous);
    const late = await this.lateSales(tx, cycle, closed);
    const billedBefore = await this.billedBefore(tx, cycle.dealer_id, {
      before: cycle.period_start,
      from: yearBefore(cycle.period_start),
      exceptCycleId: cycle.id,
    });
    return {
      sales: [...inMonth, ...late],
      billedBefore,
      carriedInFeeCents: previous ? toCents(previous.carried_over) : 0,
      carriedInCreditCents: previous ? toCents(previous.credit_carried_over) : 0,
    };
  }

  /**
   * Lines sold in the cycle's month, in the time zone it was made in, that no other cycle billed: an order
   * re-imported with a date in another month was billed there. After a month billed in another time zone,
   * the month starts where that one ended, so no sale falls between the two.
   */
  private async salesOfMonth(
    tx: Tx,
    cycle: CycleRow,
    previous: CycleRow | undefined,
  ): Promise<BillableLine[]> {
    const month = periodOf(cycle);
    const from = previous ? periodOf(previous).to : month.from;
    const lines = await this.orders.billableLines(cycle.dealer_id, from, month.to);
    return notBilledElsewhere(tx, cycle, lines);
  }

  /**
   * Lines sold in a month whose cycle was already closed when they reached Pennant (an order synced
   * or imported late, a sale after the current month was invoiced): billed with this cycle.
   */
  private async lateSales(tx: Tx, cycle: CycleRow, closed: CycleRow[]): Promise<BillableLine[]> {
    if (closed.length === 0) return [];
    const months = closed.map(periodOf);
    const from = new Date(Math.min(...months.map((month) => month.from.getTime())));
    const to = new Date(Math.max(...months.map((month) => month.to.getTime())));
    const candidates = (await this.orders.billableLines(cycle.dealer_id, from, to)).filter((line) =>
      months.some((month) => line.orderedAt >= month.from && line.orderedAt < month.to),
    );
    return notBilledElsewhere(tx, cycle, candidates);
  }

  /**
   * Lines that closed cycles of months from `from` to before `before` billed: what was billed, what other cycles
   * (closed or pending; all but `exceptCycleId`) have credited since and the largest refund any recorded, and the
   * line as it stands now, so each change is credited once, by one cycle.
   */
  private async billedBefore(
    tx: Tx,
    dealerId: string,
    months: { before: string; from: string; exceptCycleId: string | null },
  ): Promise<BilledLine[]> {
    const except = months.exceptCycleId ?? NO_CYCLE;
    const rows = await tx.execute<BilledRow[]>(
      `WITH billed AS (
         SELECT DISTINCT ON (l.order_line_id) l.order_line_id, l.ebay_order_id, l.title, l.ordered_at,
                l.sale_amount, l.refund_at_billing
           FROM billing_cycle_line l JOIN billing_cycle c ON c.id = l.cycle_id
          WHERE l.dealer_id = ? AND l.kind = 'sale' AND c.id <> ?
            AND c.period_start < ? AND c.period_start >= ? AND c.status <> 'pending'
          ORDER BY l.order_line_id, c.period_start)
       SELECT b.order_line_id, b.ebay_order_id, b.title, b.ordered_at, b.sale_amount::text AS sale,
              b.refund_at_billing::text AS refund,
              coalesce(sum(-o.sale_amount) FILTER (WHERE o.kind = 'credit'), 0)::text AS credited,
              coalesce(max(o.refund_at_billing), 0)::text AS refund_recorded
         FROM billed b
         LEFT JOIN billing_cycle_line o
           ON o.dealer_id = ? AND o.order_line_id = b.order_line_id AND o.cycle_id <> ?
        GROUP BY b.order_line_id, b.ebay_order_id, b.title, b.ordered_at, b.sale_amount,
                 b.refund_at_billing`,
      [dealerId, except, months.before, months.from, dealerId, except],
    );
    if (rows.length === 0) return [];
    const lines = await this.orders.billableLinesByIds(
      dealerId,
      rows.map((row) => row.order_line_id),
    );
    const now = new Map(lines.map((line) => [line.lineId, line]));
    return rows.map((row) => ({
      billed: {
        lineId: row.order_line_id,
        ebayOrderId: row.ebay_order_id,
        title: row.title,
        orderedAt: row.ordered_at ? new Date(row.ordered_at) : null,
        saleCents: toCents(row.sale),
        refundCents: toCents(row.refund),
      },
      creditedCents: toCents(row.credited),
      refundRecordedCents: toCents(row.refund_recorded),
      now: now.get(row.order_line_id) ?? null,
    }));
  }
}

interface BilledRow {
  order_line_id: string;
  ebay_order_id: string | null;
  title: string | null;
  ordered_at: Date | string | null;
  sale: string;
  refund: string;
  credited: string;
  refund_recorded: string;
}

/** A cycle's month in the time zone the cycle was made in, whatever the dealer's zone is now. */
function periodOf(cycle: CycleRow): BillingMonth {
  const [year, month] = cycle.period_start.split('-').map(Number);
  return billingMonth(year, month, cycle.time_zone);
}

/** These lines less those another cycle billed: a line is billed once. */
async function notBilledElsewhere(
  tx: Tx,
  cycle: CycleRow,
  lines: BillableLine[],
): Promise<BillableLine[]> {
  if (lines.length === 0) return [];
  const billed = new Set(
    (
      await tx.execute<{ order_line_id: string }[]>(
        `SELECT DISTINCT order_line_id FROM billing_cycle_line
          WHERE dealer_id = ? AND cycle_id <> ? AND order_line_id = ANY(?::uuid[])`,
        [cycle.dealer_id, cycle.id, uuidArray(lines.map((line) => line.lineId))],
      )
    ).map((row) => row.order_line_id),
  );
  return lines.filter((line) => !billed.has(line.lineId));
}

/** The month's cycle row, made if missing, locked for this transaction (a second caller waits). */
async function lockCycle(
  tx: Tx,
  dealerId: string,
  period: BillingMonth,
  timeZone: string,
  now: Date,
): Promise<CycleRow> {
  await tx.execute(
    `INSERT INTO billing_cycle (id, dealer_id, period_start, period_end, time_zone, status, generated_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?)
     ON CONFLICT (dealer_id, period_start) DO NOTHING`,
    [randomUUID(), dealerId, period.periodStart, period.periodEnd, timeZone, now],
  );
  const cycle = await selectCycle(
    tx,
    `c.dealer_id = ? AND c.period_start = ?`,
    [dealerId, period.periodStart],
    'FOR UPDATE',
  );
  return cycle!;
}

export async function selectCycle(
  tx: Tx,
  where: string,
  params: unknown[],
  lock = '',
): Promise<CycleRow | undefined> {
  const [row] = await tx.execute<CycleRow[]>(
    `SELECT ${CYCLE_COLUMNS} FROM billing_cycle c WHERE ${where} ${lock}`,
    params,
  );
  return row;
}

/**
 * Pending unless its invoice is under way; no_charge only while no later cycle built on its carry;
 * closed never.
 */
async function isRegenerable(tx: Tx, cycle: CycleRow): Promise<boolean> {
  if (cycle.status === 'pending') return !(await invoiceUnderWay(tx, cycle));
  if (CLOSED_STATUSES.includes(cycle.status)) return false;
  const [later] = await tx.execute<{ id: string }[]>(
    `SELECT id FROM billing_cycle WHERE dealer_id = ? AND period_start > ? LIMIT 1`,
    [cycle.dealer_id, cycle.period_start],
  );
  return !later;
}

/**
 * An invoice row written for a pending cycle whose provider call did not finish (a crash or a lost
 * answer): the cycle keeps the figures that invoice bills until the retry completes it. A sale that
 * comes meanwhile goes to the next cycle as a late sale.
 */
async function invoiceUnderWay(tx: Tx, cycle: CycleRow): Promise<boolean> {
  const [row] = await tx.execute<{ id: string }[]>(
    `SELECT id FROM invoice WHERE cycle_id = ? LIMIT 1`,
    [cycle.id],
  );
  return Boolean(row);
}

async function closedCyclesBefore(tx: Tx, cycle: CycleRow): Promise<CycleRow[]> {
  return tx.execute<CycleRow[]>(
    `SELECT ${CYCLE_COLUMNS} FROM billing_cycle c
      WHERE c.dealer_id = ? AND c.period_start < ? AND c.period_start >= ? AND c.status <> 'pending'`,
    [cycle.dealer_id, cycle.period_start, yearBefore(cycle.period_start)],
  );
}

/**
 * The cycle of the month just before, whose carries (a fee below the minimum, credit left over) this
 * one takes. Only that month's: a cycle generated out of order never takes a carry twice.
 */
async function previousCycle(tx: Tx, cycle: CycleRow): Promise<CycleRow | undefined> {
  return selectCycle(
    tx,
    `c.dealer_id = ? AND c.period_start = (?::date - interval '1 month')::date`,
    [cycle.dealer_id, cycle.period_start],
  );
}

async function storeAmounts(tx: Tx, cycle: CycleRow, amounts: CycleAmounts, now: Date) {
  if (amounts.grossCents > MONEY_COLUMN_MAX_CENTS || amounts.creditCents > MONEY_COLUMN_MAX_CENTS)
    throw BillingError.monthTooLarge(cycle.period_start.slice(0, 7));
  await tx.execute(
    `UPDATE billing_cycle SET gross_sales = ?, refunds = ?, credits = ?, net_sales = ?, fee_due = ?,
            carried_in = ?, carried_over = ?, credit_carried_over = ?, status = ?, generated_at = ?,
            updated_at = now()
      WHERE id = ?`,
    [
      fromCents(amounts.grossCents),
      fromCents(amounts.refundCents),
      fromCents(amounts.creditCents),
      fromCents(amounts.netCents),
      fromCents(amounts.feeDueCents),
      fromCents(amounts.carriedInCents),
      fromCents(amounts.carriedOverCents),
      fromCents(amounts.creditCarriedOverCents),
      amounts.status,
      now,
      cycle.id,
    ],
  );
  await tx.execute(`DELETE FROM billing_cycle_line WHERE cycle_id = ?`, [cycle.id]);
  for (let start = 0; start < amounts.lines.length; start += 500) {
    const batch = amounts.lines.slice(start, start + 500);
    await tx.execute(
      `INSERT INTO billing_cycle_line (id, cycle_id, dealer_id, kind, order_line_id, ebay_order_id,
         title, ordered_at, sale_amount, refund_at_billing, fee, cancelled, credit_reason)
       VALUES ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      batch.flatMap((line) => [
        randomUUID(),
        cycle.id,
        cycle.dealer_id,
        line.kind,
        line.orderLineId,
        line.ebayOrderId,
        line.title,
        line.orderedAt,
        fromCents(line.saleCents),
        fromCents(line.refundCents),
        fromCents(line.feeCents),
        // Kept beside the reason for the lines stored before reasons were (the invoice reads either).
        line.creditReason === 'cancelled',
        line.creditReason,
      ]),
    );
  }
}

function uuidArray(ids: string[]): string {
  return `{${ids.join(',')}}`;
}
