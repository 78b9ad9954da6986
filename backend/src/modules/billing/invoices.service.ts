import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { BillingCycleStatus, Invoice, InvoiceLine, InvoiceSummary } from '@pennant/contracts';
import { APP_CONFIG, type AppConfig } from '../../config';
import { fromCents, signedCents, toCents, toDecimalString } from '../../common';
import { DealersService } from '../dealers';
import { BillingError } from './billing.errors';
import { monthName } from './billing-period';
import type { CycleRow } from './billing-cycle.rows';

const DAY_MS = 24 * 60 * 60 * 1000;
import { selectCycle } from './billing-cycles.service';
import type { CreditReason } from './cycle-calculation';
import { PaymentMethodsService } from './payment-methods.service';
import {
  PAYMENT_PROVIDER,
  type PaymentEvent,
  type PaymentProvider,
} from './payment/payment-provider';

type Tx = EntityManager;

interface InvoiceRow {
  id: string;
  cycle_id: string;
  number: string;
  issued_at: Date;
  due_at: Date | null;
  total: string;
  status: 'issuing' | 'issued';
  provider: 'local' | 'stripe';
  provider_customer_id: string | null;
  payment_url: string | null;
  issuer_name: string;
  issuer_address: string;
  payment_instructions: string;
  billed_to: Invoice['billedTo'];
  cycle_status: BillingCycleStatus;
  period_start: string;
  period_end: string;
  time_zone: string;
  net_sales: string;
  revenue_share_percent: string;
}

/** A billed line as the invoice reads it; amounts are numeric text, credits negative. */
interface InvoiceLineRow {
  kind: InvoiceLine['kind'];
  title: string | null;
  ebay_order_id: string | null;
  ordered_at: Date | null;
  sale_amount: string;
  refund_at_billing: string;
  fee: string;
  cancelled: boolean;
  /** Null on sale and carry lines, and on credit lines made before reasons were kept (`cancelled` tells those). */
  credit_reason: CreditReason | null;
}

const INVOICE_COLUMNS = `i.id, i.cycle_id, i.number, i.issued_at, i.due_at, i.total::text, i.status, i.provider,
  i.provider_customer_id, i.payment_url, i.issuer_name, i.issuer_address, i.payment_instructions, i.billed_to,
  c.status AS cycle_status, c.period_start::text, c.period_end::text, c.time_zone, c.net_sales::text,
  c.revenue_share_percent::text`;

/**
 * Invoices a pending cycle, crash-safe: the invoice row (its gapless number taken from a counter
 * row in the same transaction) is written before the provider is called; the provider call is
 * idempotent per cycle; only then is the cycle marked invoiced. A retry after a crash between the
 * two finds the row, calls the provider again with the same keys and finishes: one invoice.
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly em: EntityManager,
    private readonly dealers: DealersService,
    private readonly paymentMethods: PaymentMethodsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async invoiceCycle(dealerId: string, cycleId: string, now = new Date()): Promise<Invoice> {
    const customerId = this.provider.needsCard
      ? await this.paymentMethods.customerWithCard(dealerId)
      : null;
    const { invoice, cycle } = await this.em.fork().transactional(async (tx) => {
      const locked = await selectCycle(
        tx,
        `c.id = ? AND c.dealer_id = ?`,
        [cycleId, dealerId],
        'FOR UPDATE',
      );
      if (!locked) throw BillingError.cycleNotFound();
      if (locked.status !== 'pending') throw BillingError.notInvoiceable(locked.status);
      if (toCents(locked.fee_due) === 0) throw BillingError.nothingToInvoice();
      if (this.provider.needsCard && !customerId) throw BillingError.paymentMethodMissing();
      const existing = await findInvoice(tx, `i.cycle_id = ?`, [cycleId]);
      return {
        cycle: locked,
        invoice: existing ?? (await this.createRow(tx, locked, customerId, now)),
      };
    });
    const issued = await this.provider.issueInvoice({
      cycleId,
      number: invoice.number,
      customerId: invoice.provider_customer_id,
      totalCents: toCents(invoice.total),
      // Not one base figure: credits for earlier months and a fee carried in change the total, so a sum stated here
      // could contradict the amount charged. Pennant's invoice of the same number lists every line.
      description: `Pennant fee for ${monthName(cycle.period_start.slice(0, 7))}: ${toDecimalString(cycle.revenue_share_percent)}% of sales less refunds and credits, line by line on Pennant's invoice`,
    });
    await this.em.fork().transactional(async (tx) => {
      await tx.execute(
        `UPDATE invoice SET status = 'issued', provider_invoice_id = ?, payment_url = ? WHERE id = ?`,
        [issued.providerInvoiceId, issued.paymentUrl, invoice.id],
      );
      await tx.execute(
        `UPDATE billing_cycle SET status = 'invoiced', updated_at = now() WHERE id = ? AND status = 'pending'`,
        [cycleId],
      );
    });
    return this.get(dealerId, invoice.id);
  }

  /**
   * The dealer's invoices, newest month first; of a year, those billing one of its months and those issued in it
   * (December's invoice, issued on January 1st, is under both years, so January's page shows the bill just sent).
   */
  async list(dealerId: string, year?: number): Promise<InvoiceSummary[]> {
    const byYear =
      year === undefined
        ? ''
        : `AND (extract(year FROM c.period_start) = ?
                OR extract(year FROM i.issued_at AT TIME ZONE c.time_zone) = ?)`;
    const rows = await this.em.fork().execute<InvoiceRow[]>(
      `SELECT ${INVOICE_COLUMNS} FROM invoice i JOIN billing_cycle c ON c.id = i.cycle_id
        WHERE i.dealer_id = ? AND i.status = 'issued' ${byYear}
        ORDER BY c.period_start DESC`,
      year === undefined ? [dealerId] : [dealerId, year, year],
    );
    return rows.map(summaryOf);
  }

  /** The issued invoice of each of these cycles, by cycle id. */
  async summariesByCycle(
    dealerId: string,
    cycleIds: string[],
  ): Promise<Map<string, InvoiceSummary>> {
    if (cycleIds.length === 0) return new Map();
    const rows = await this.em.fork().execute<InvoiceRow[]>(
      `SELECT ${INVOICE_COLUMNS} FROM invoice i JOIN billing_cycle c ON c.id = i.cycle_id
        WHERE i.dealer_id = ? AND i.status = 'issued' AND i.cycle_id = ANY(?::uuid[])`,
      [dealerId, `{${cycleIds.join(',')}}`],
    );
    return new Map(rows.map((row) => [row.cycle_id, summaryOf(row)]));
  }

  async get(dealerId: string, invoiceId: string): Promise<Invoice> {
    const em = this.em.fork();
    const row = await findInvoice(em, `i.id = ? AND i.dealer_id = ? AND i.status = 'issued'`, [
      invoiceId,
      dealerId,
    ]);
    if (!row) throw BillingError.invoiceNotFound();
    return this.invoiceOf(em, row);
  }

  /**
   * Every invoice that took a number for the dealer: those issued, and those still being issued (the number taken,
   * the payment provider not yet answered), which may already exist at the provider.
   */
  async numbered(dealerId: string): Promise<Array<{ invoice: Invoice; issuing: boolean }>> {
    const em = this.em.fork();
    const rows = await em.execute<InvoiceRow[]>(
      `SELECT ${INVOICE_COLUMNS} FROM invoice i JOIN billing_cycle c ON c.id = i.cycle_id
        WHERE i.dealer_id = ? ORDER BY i.number`,
      [dealerId],
    );
    const numbered = [];
    for (const row of rows) {
      numbered.push({ invoice: await this.invoiceOf(em, row), issuing: row.status === 'issuing' });
    }
    return numbered;
  }

  private async invoiceOf(em: Tx, row: InvoiceRow): Promise<Invoice> {
    const lines = await em.execute<InvoiceLineRow[]>(
      `SELECT kind, title, ebay_order_id, ordered_at, sale_amount::text, refund_at_billing::text, fee::text,
              cancelled, credit_reason
         FROM billing_cycle_line WHERE cycle_id = ?
        ORDER BY CASE kind WHEN 'sale' THEN 0 WHEN 'credit' THEN 1 ELSE 2 END, ordered_at, id`,
      [row.cycle_id],
    );
    return {
      ...summaryOf(row),
      cycleId: row.cycle_id,
      periodStart: row.period_start,
      periodEnd: row.period_end,
      issuer: {
        name: row.issuer_name,
        address: row.issuer_address,
        paymentInstructions: row.payment_instructions,
      },
      billedTo: { ...row.billed_to, ebayUsername: row.billed_to.ebayUsername ?? null },
      netSales: toDecimalString(row.net_sales),
      revenueSharePercent: toDecimalString(row.revenue_share_percent),
      sums: invoiceSums(lines),
      lines: lines.map((line) => ({
        description: describe(line),
        ebayOrderId: line.ebay_order_id,
        orderedAt: line.ordered_at ? new Date(line.ordered_at).toISOString() : null,
        saleAmount: toDecimalString(line.sale_amount),
        refund: line.kind === 'sale' ? toDecimalString(line.refund_at_billing) : '0.00',
        fee: toDecimalString(line.fee),
        kind: line.kind,
      })),
    };
  }

  /** Local provider only: the dealer says the invoice is paid. Paid again is the same answer. */
  async markPaid(dealerId: string, invoiceId: string): Promise<Invoice> {
    await this.em.fork().transactional(async (tx) => {
      const row = await findInvoice(
        tx,
        `i.id = ? AND i.dealer_id = ?`,
        [invoiceId, dealerId],
        'FOR UPDATE OF c',
      );
      if (!row) throw BillingError.invoiceNotFound();
      if (row.provider !== 'local') throw BillingError.markPaidNotLocal();
      if (row.status !== 'issued') throw BillingError.invoiceNotIssued();
      await tx.execute(
        `UPDATE billing_cycle SET status = 'paid', updated_at = now()
          WHERE id = ? AND status IN ('invoiced', 'payment_failed')`,
        [row.cycle_id],
      );
    });
    return this.get(dealerId, invoiceId);
  }

  /**
   * A provider's webhook: the cycle becomes paid or payment_failed. Idempotent, and a failure never
   * undoes a payment; an event for an invoice Pennant does not know changes nothing.
   */
  async applyPaymentEvent(event: PaymentEvent): Promise<void> {
    const from =
      event.outcome === 'paid' ? ['pending', 'invoiced', 'payment_failed'] : ['invoiced'];
    await this.em.fork().execute(
      `UPDATE billing_cycle c SET status = ?, updated_at = now()
         FROM invoice i
        WHERE i.cycle_id = c.id AND i.provider = 'stripe'
          AND (i.provider_invoice_id = ? OR (i.provider_invoice_id IS NULL AND i.cycle_id::text = ?))
          AND c.status = ANY(?::text[])`,
      [event.outcome, event.providerInvoiceId, event.cycleId ?? '', `{${from.join(',')}}`],
    );
  }

  /** Takes the next number for the issuer and year (the counter row stays locked until commit). */
  private async createRow(
    tx: Tx,
    cycle: CycleRow,
    customerId: string | null,
    now: Date,
  ): Promise<InvoiceRow> {
    const issuer = this.config.billing.issuer;
    const year = now.getUTCFullYear();
    const [counter] = await tx.execute<{ last_number: number }[]>(
      `INSERT INTO invoice_counter (issuer, year, last_number) VALUES (?, ?, 1)
       ON CONFLICT (issuer, year) DO UPDATE SET last_number = invoice_counter.last_number + 1
       RETURNING last_number`,
      [issuer.numberPrefix, year],
    );
    const number = `${issuer.numberPrefix}-${year}-${String(counter.last_number).padStart(6, '0')}`;
    const dealer = await this.dealers.getSummary(cycle.dealer_id);
    const profile = await this.dealers.getProfile(cycle.dealer_id);
    const billedTo: Invoice['billedTo'] = {
      storeName: profile.storeName,
      email: profile.email,
      ebayUserId: dealer.ebayUserId,
      ebayUsername: dealer.username,
    };
    const id = randomUUID();
    await tx.execute(
      `INSERT INTO invoice (id, dealer_id, cycle_id, issuer, number, issued_at, due_at, total, status, provider,
         provider_customer_id, issuer_name, issuer_address, payment_instructions, billed_to)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'issuing', ?, ?, ?, ?, ?, ?::jsonb)`,
      [
        id,
        cycle.dealer_id,
        cycle.id,
        issuer.numberPrefix,
        number,
        now,
        this.provider.needsCard ? null : addDays(now, this.config.billing.paymentDays),
        fromCents(toCents(cycle.fee_due)),
        this.provider.name,
        customerId,
        issuer.name,
        issuer.address,
        issuer.paymentInstructions,
        JSON.stringify(billedTo),
      ],
    );
    return (await findInvoice(tx, `i.id = ?`, [id]))!;
  }
}

async function findInvoice(
  tx: Tx,
  where: string,
  params: unknown[],
  lock = '',
): Promise<InvoiceRow | undefined> {
  const [row] = await tx.execute<InvoiceRow[]>(
    `SELECT ${INVOICE_COLUMNS} FROM invoice i JOIN billing_cycle c ON c.id = i.cycle_id
      WHERE ${where} ${lock}`,
    params,
  );
  return row;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Unpaid past its due date: a bank transfer the dealer has not made (Stripe's failed charges are payment_failed). */
function isOverdue(row: InvoiceRow, now = new Date()): boolean {
  return row.cycle_status === 'invoiced' && row.due_at !== null && new Date(row.due_at) < now;
}

function summaryOf(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    issuedAt: new Date(row.issued_at).toISOString(),
    dueAt: row.due_at ? new Date(row.due_at).toISOString() : null,
    overdue: isOverdue(row),
    total: toDecimalString(row.total),
    status: row.cycle_status,
    provider: row.provider,
    pdfUrl: `/api/billing/invoices/${row.id}/pdf`,
    paymentUrl: row.payment_url,
    timeZone: row.time_zone,
  };
}

/** Cents of the given column over the lines of a kind. */
function centsOf(
  lines: InvoiceLineRow[],
  kind: InvoiceLine['kind'],
  column: 'sale_amount' | 'refund_at_billing' | 'fee',
): number {
  return lines
    .filter((line) => line.kind === kind)
    .reduce((total, line) => total + signedCents(line[column]), 0);
}

function invoiceSums(lines: InvoiceLineRow[]): Invoice['sums'] {
  return {
    sales: fromCents(centsOf(lines, 'sale', 'sale_amount')),
    refunds: fromCents(centsOf(lines, 'sale', 'refund_at_billing')),
    credits: fromCents(-centsOf(lines, 'credit', 'sale_amount')),
    carriedFee: fromCents(centsOf(lines, 'carry', 'fee')),
  };
}

const CREDIT_WORDING: Record<CreditReason, string> = {
  refund: 'Refund',
  cancelled: 'Order cancelled',
  lowered: 'Sale lowered',
  removed: 'Sale removed',
};

/** A credit for an order's line says why and which sale; one carried from the month before has no order. */
function describe({
  kind,
  title,
  ebay_order_id,
  cancelled,
  credit_reason,
}: InvoiceLineRow): string {
  if (kind === 'credit' && ebay_order_id !== null) {
    const reason = credit_reason ?? (cancelled ? 'cancelled' : 'refund');
    return `${CREDIT_WORDING[reason]} after invoicing: ${title ?? `order ${ebay_order_id}`}`;
  }
  return title ?? 'Sale';
}
