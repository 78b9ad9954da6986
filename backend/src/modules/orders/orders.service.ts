import { Injectable, Logger } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { OrderSyncStatus } from '@pennant/contracts';
import { allocateCents, fromCents, toCents } from '../../common';
import { EbayFinances } from './ebay/ebay-finances';
import { EbayOrders, type EbayOrder } from './ebay/ebay-orders';
import { EbayConnectionService } from '../auth';
import { Order } from './entities/order.entity';
import { OrderLineItem } from './entities/order-line-item.entity';
import { OrderSync } from './entities/order-sync.entity';
import { lineSaleCents, money, sumCents } from './order-amounts';
import { matchLinesToListings, type ListingLink } from './listing-match';
import { storeLineFees } from './order-line-fees';

/** Sales in a period, in integer cents; a cancelled order is no sale and is left out. */
export interface SalesTotals {
  grossCents: number;
  refundCents: number;
  /** Sales minus refunds of the lines that count toward Pennant's fee. */
  pennantNetCents: number;
  /** Items sold of the lines that count toward Pennant's fee (listed through Pennant). */
  pennantItemsSold: number;
}

/** A line of an order that came in or changed, for matching to the dealer's listings. */
export interface SyncedLine {
  id: string;
  orderedAt: Date;
  cancelled: boolean;
  /** The buyer got back all they paid for the line (a return, or a refund without one). */
  refundedInFull: boolean;
  /** The eBay listing the line was bought from (legacyItemId). */
  ebayListingId: string | null;
  /** What one item of the line sold for (its price over its quantity), a decimal string. */
  unitPrice: string;
}

/**
 * A line that counts toward Pennant's fee, as billing needs it. Sale: item price + shipping −
 * discounts (eBay's tax excluded). Refund: what the buyer got back on the line, the whole sale when
 * the order was cancelled, never more than the sale.
 */
export interface BillableLine {
  lineId: string;
  orderId: string;
  ebayOrderId: string;
  title: string | null;
  orderedAt: Date;
  saleCents: number;
  refundCents: number;
  /** eBay cancelled the order: no sale, its refund the whole of it. */
  cancelled: boolean;
  listingId: string | null;
}

export interface OrderSyncResult {
  imported: number;
  updated: number;
  /** Orders eBay cancelled (cancelStatus.cancelState CANCELED) that Pennant had not seen cancelled. */
  cancelled: number;
  lines: SyncedLine[];
  syncedThrough: Date;
}

/** Fulfillment's cancelStatus.cancelState once the order is cancelled (CancelStateEnum). */
const CANCELED = 'CANCELED';
/** eBay keeps 90 days of orders without a date filter: a first sync reaches that far back. */
const FIRST_SYNC_DAYS = 90;
/** Tries of a page another sync is storing at the same time. */
const PAGE_ATTEMPTS = 5;
/** A few minutes of overlap, so an order modified while the last sync ran is never missed. */
const OVERLAP_MS = 5 * 60_000;
/** eBay's cancelStatus.cancelState of a cancelled order; a cancelled order is no sale. */
const NOT_CANCELLED = `cancel_state IS DISTINCT FROM 'CANCELED'`;

@Injectable()
export class OrdersService {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly em: EntityManager,
    private readonly ebay: EbayOrders,
    private readonly finances: EbayFinances,
    private readonly connections: EbayConnectionService,
  ) {}

  /**
   * Brings in the orders eBay modified since the last sync: new ones are added, known ones updated
   * (refunds, cancellations), never duplicated (ebayOrderId is unique per dealer). Answers the lines
   * that came in, for the listings module to match to its listings.
   */
  async syncFromEbay(dealerId: string, now = new Date()): Promise<OrderSyncResult> {
    const em = this.em.fork();
    // Made here when missing, so two syncs of a first-time dealer at once do not both insert it.
    await em.execute(`INSERT INTO order_sync (dealer_id) VALUES (?) ON CONFLICT DO NOTHING`, [
      dealerId,
    ]);
    const state = await em.findOneOrFail(OrderSync, { dealerId });
    const from = state.syncedThrough
      ? new Date(state.syncedThrough.getTime() - OVERLAP_MS)
      : new Date(now.getTime() - FIRST_SYNC_DAYS * 86_400_000);
    const result: OrderSyncResult = {
      imported: 0,
      updated: 0,
      cancelled: 0,
      lines: [],
      syncedThrough: now,
    };
    state.lastRunAt = now;
    // The next sync starts from eBay's time, not Pennant's: with Pennant's clock minutes ahead of eBay's, its own
    // "now" would skip the orders eBay changed in between. Pennant's `now` stands in when eBay sent no Date.
    let ebayNow: Date | null = null;
    try {
      for await (const page of this.ebay.modifiedSince(dealerId, from, (answeredAt) => {
        ebayNow = answeredAt;
      })) {
        // A page's own unit of work: 10,000 orders never pile up in one identity map.
        await this.storePageOnce(em, dealerId, page, result);
      }
      // The overlap of the next sync covers the second eBay's `Date` rounds away and the time this one took.
      state.syncedThrough = ebayNow ?? now;
      result.syncedThrough = state.syncedThrough;
      state.lastError = null;
    } catch (error) {
      state.lastError = (error as Error).message;
      await em.flush();
      throw error;
    }
    await em.flush();
    await this.recordLineFees(dealerId, earliest(from, result.lines), now);
    return result;
  }

  /**
   * eBay's fees per line, from the Finances API, when the dealer granted `sell.finances`. Optional:
   * without the scope, or when eBay fails, the lines keep no fee and the sync still succeeds.
   */
  private async recordLineFees(dealerId: string, from: Date, now: Date): Promise<void> {
    try {
      if (!(await this.finances.canRead(dealerId))) return;
      const fees = await this.finances.saleFeesSince(dealerId, from, now);
      await storeLineFees(this.em, dealerId, fees);
    } catch (error) {
      this.logger.warn(`Dealer ${dealerId}: eBay fees not read: ${(error as Error).message}`);
    }
  }

  /** The dealer's Pennant listing each of these lines sold: by SKU, then by eBay item number. */
  matchListings(dealerId: string, lineIds: string[]): Promise<ListingLink[]> {
    return matchLinesToListings(this.em.fork(), dealerId, lineIds);
  }

  /** Records which listing (and card) each line sold, once matched. */
  async linkLines(links: ListingLink[], em: EntityManager = this.em): Promise<void> {
    if (links.length === 0) return;
    await em.execute(
      `UPDATE order_line_item l
          SET listing_id = link.listing_id, card_id = link.card_id, listed_through_pennant = true
         FROM jsonb_to_recordset(?::jsonb) AS link(line_id uuid, listing_id uuid, card_id uuid)
        WHERE l.id = link.line_id`,
      [
        JSON.stringify(
          links.map((link) => ({
            line_id: link.lineId,
            listing_id: link.listingId,
            card_id: link.cardId,
          })),
        ),
      ],
    );
  }

  /**
   * The dealer's lines that count toward the fee, of orders placed in [from, to) and not cancelled: a
   * cancelled order is no sale. (One cancelled after its month was billed is a credit: its line, read
   * by billableLinesByIds, is then refunded in full.)
   */
  async billableLines(dealerId: string, from: Date, to: Date): Promise<BillableLine[]> {
    return this.queryBillableLines(
      `l.dealer_id = ? AND l.listed_through_pennant AND o.ordered_at >= ? AND o.ordered_at < ?
         AND o.${NOT_CANCELLED}`,
      [dealerId, from, to],
    );
  }

  /**
   * These lines as they stand now (a refund, a cancellation or a lower price may have come since); a line that is
   * gone is not among them.
   */
  async billableLinesByIds(dealerId: string, lineIds: string[]): Promise<BillableLine[]> {
    if (lineIds.length === 0) return [];
    return this.queryBillableLines(`l.dealer_id = ? AND l.id = ANY(?::uuid[])`, [
      dealerId,
      `{${lineIds.join(',')}}`,
    ]);
  }

  private async queryBillableLines(where: string, params: unknown[]): Promise<BillableLine[]> {
    const rows = await this.em.getConnection().execute<
      Array<{
        line_id: string;
        order_id: string;
        ebay_order_id: string;
        title: string | null;
        ordered_at: Date;
        sale: string;
        refund: string;
        cancelled: boolean;
        listing_id: string | null;
      }>
    >(
      `SELECT l.id AS line_id, o.id AS order_id, o.ebay_order_id, l.title, o.ordered_at,
              greatest(l.item_price + l.shipping - l.discount, 0)::text AS sale,
              l.refund_amount::text AS refund, coalesce(o.cancel_state = 'CANCELED', false) AS cancelled,
              l.listing_id
         FROM order_line_item l JOIN customer_order o ON o.id = l.order_id
        WHERE ${where}
        ORDER BY o.ordered_at, l.id`,
      params,
    );
    return rows.map((row) => {
      const saleCents = toCents(row.sale);
      const refundCents = row.cancelled ? saleCents : Math.min(saleCents, toCents(row.refund));
      return {
        lineId: row.line_id,
        orderId: row.order_id,
        ebayOrderId: row.ebay_order_id,
        title: row.title,
        orderedAt: new Date(row.ordered_at),
        saleCents,
        refundCents,
        cancelled: row.cancelled,
        listingId: row.listing_id,
      };
    });
  }

  /** Whether any order, cancelled or refunded or not, was bought from the listing. */
  async anyOrderFrom(dealerId: string, listingId: string): Promise<boolean> {
    return (await this.em.fork().count(OrderLineItem, { dealerId, listingId })) > 0;
  }

  /** How far the dealer's orders are in from eBay, when the last sync ran, and whether it failed. */
  async syncStatus(dealerId: string): Promise<OrderSyncStatus> {
    const state = await this.em.fork().findOne(OrderSync, { dealerId });
    return {
      syncedThrough: state?.syncedThrough?.toISOString() ?? null,
      lastTriedAt: state?.lastRunAt?.toISOString() ?? null,
      lastTryFailed: Boolean(state?.lastError),
      ebayConnection: await this.connections.connectionState(dealerId),
    };
  }

  /**
   * Orders placed in [from, to) and not cancelled (a cancelled order is no sale): count, gross (sum
   * of order totals), refunds (never more than an order's total) and the net of the lines that count
   * toward Pennant's fee, with the sales analytics' definitions.
   */
  async salesTotals(dealerId: string, from: Date, to: Date): Promise<SalesTotals> {
    const [row] = await this.em.getConnection().execute<
      Array<{
        gross: string;
        refunds: string;
        pennant_net: string;
        pennant_items: number;
      }>
    >(
      `SELECT coalesce(sum(total_price), 0)::text AS gross,
              coalesce(sum(least(refund_amount, total_price)), 0)::text AS refunds,
              coalesce(sum(pennant_sale - pennant_refund), 0)::text AS pennant_net,
              coalesce(sum((SELECT sum(l.quantity) FROM order_line_item l
                             WHERE l.order_id = customer_order.id AND l.listed_through_pennant)), 0)::int
                AS pennant_items
         FROM customer_order
        WHERE dealer_id = ? AND ordered_at >= ? AND ordered_at < ? AND ${NOT_CANCELLED}`,
      [dealerId, from, to],
    );
    return {
      grossCents: toCents(row.gross),
      refundCents: toCents(row.refunds),
      pennantNetCents: toCents(row.pennant_net),
      pennantItemsSold: row.pennant_items,
    };
  }

  /**
   * Sales of items listed through Pennant and how many dealers they come from, for the landing
   * page's live metrics (which hide it while too few dealers contribute).
   */
  async platformSalesVolume(): Promise<{ cents: number; dealers: number }> {
    const [row] = await this.em.getConnection().execute<Array<{ gross: string; dealers: string }>>(
      `SELECT coalesce(sum(pennant_sale), 0)::text AS gross, count(DISTINCT dealer_id) AS dealers
           FROM customer_order WHERE pennant_sale > 0 AND ${NOT_CANCELLED}`,
    );
    return { cents: toCents(row.gross), dealers: Number(row.dealers) };
  }

  /**
   * Stores a page; when another sync of the dealer's (a second tab's Sync, or the five-minute one) stored some of its
   * orders or lines first, the page is read again and they are updated instead: the unique ids made this one answer
   * 500.
   */
  private async storePageOnce(
    em: EntityManager,
    dealerId: string,
    orders: EbayOrder[],
    result: OrderSyncResult,
  ): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const page: OrderSyncResult = { ...result, imported: 0, updated: 0, cancelled: 0, lines: [] };
      try {
        await this.storePage(em.fork(), dealerId, orders, page);
      } catch (error) {
        if (attempt >= PAGE_ATTEMPTS || !(error instanceof UniqueConstraintViolationException))
          throw error;
        // The other sync writes orders, then their lines: a moment later both are there to be read.
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
        continue;
      }
      result.imported += page.imported;
      result.updated += page.updated;
      result.cancelled += page.cancelled;
      result.lines.push(...page.lines);
      return;
    }
  }

  private async storePage(
    em: EntityManager,
    dealerId: string,
    orders: EbayOrder[],
    result: OrderSyncResult,
  ): Promise<void> {
    const ids = orders.flatMap((order) => (order.orderId ? [order.orderId] : []));
    const known = new Map(
      (await em.find(Order, { dealerId, ebayOrderId: { $in: ids } })).map((order) => [
        order.ebayOrderId,
        order,
      ]),
    );
    const knownLines = await em.find(OrderLineItem, {
      orderId: { $in: [...known.values()].map((order) => order.id) },
    });
    const stored = orders.flatMap((ebayOrder) => {
      if (!ebayOrder.orderId) return [];
      const existing = known.get(ebayOrder.orderId);
      const order =
        existing ?? em.create(Order, { dealerId, ebayOrderId: ebayOrder.orderId } as Order);
      if (!existing) result.imported += 1;
      else if (changedSinceStored(existing, ebayOrder)) result.updated += 1;
      const wasCancelled = existing?.cancelState === CANCELED;
      const wasImported = existing?.source === 'csv';
      applyOrder(order, ebayOrder);
      if (order.cancelState === CANCELED && !wasCancelled) result.cancelled += 1;
      return [{ order, ebayOrder, wasImported }];
    });
    // Lines name their order by id: the orders are written first.
    await em.flush();
    for (const { order, ebayOrder, wasImported } of stored) {
      const cancelled = ebayOrder.cancelStatus?.cancelState === CANCELED;
      const ownLines = knownLines.filter((line) => line.orderId === order.id);
      const imported = wasImported ? [...ownLines] : [];
      const refunds = lineRefundsOf(ebayOrder);
      for (const ebayLine of ebayOrder.lineItems ?? []) {
        if (!ebayLine.lineItemId) continue;
        const line =
          ownLines.find((candidate) => candidate.lineItemId === ebayLine.lineItemId) ??
          takeOverImportedLine(imported, ebayLine, ebayOrder) ??
          em.create(OrderLineItem, {
            orderId: order.id,
            dealerId,
            lineItemId: ebayLine.lineItemId,
          } as OrderLineItem);
        applyLine(line, ebayLine, refunds.get(ebayLine.lineItemId) ?? 0);
        result.lines.push({
          id: line.id,
          orderedAt: order.orderedAt,
          cancelled,
          refundedInFull: refundedInFull(line),
          ebayListingId: line.legacyItemId,
          unitPrice: fromCents(Math.round(toCents(line.itemPrice) / Math.max(line.quantity, 1))),
        });
      }
      // The order is eBay's now: an imported line its order does not have goes.
      for (const line of imported) em.remove(line);
    }
    await em.flush();
  }
}

/**
 * The line a CSV import wrote for this eBay line, taken out of `imported` and given eBay's line item id: the same
 * eBay item, else the same SKU, else the one line of an order of one line. Its id stays, so a month that billed
 * the imported line does not bill eBay's again.
 */
function takeOverImportedLine(
  imported: OrderLineItem[],
  ebayLine: EbayLine,
  ebayOrder: EbayOrder,
): OrderLineItem | undefined {
  const onlyLine = imported.length === 1 && (ebayOrder.lineItems ?? []).length === 1;
  const line =
    imported.find((candidate) => sameValue(candidate.legacyItemId, ebayLine.legacyItemId)) ??
    imported.find((candidate) => sameValue(candidate.sku, ebayLine.sku)) ??
    (onlyLine ? imported[0] : undefined);
  if (!line) return undefined;
  imported.splice(imported.indexOf(line), 1);
  line.lineItemId = ebayLine.lineItemId!;
  return line;
}

function sameValue(stored: string | null, ebay: string | undefined): boolean {
  return Boolean(ebay) && stored === ebay;
}

type EbayLine = NonNullable<EbayOrder['lineItems']>[number];

/** An order seen again in the sync window's overlap counts as updated only if eBay changed it. */
function changedSinceStored(order: Order, ebay: EbayOrder): boolean {
  if (!ebay.lastModifiedDate || !order.ebayModifiedAt) return true;
  return new Date(ebay.lastModifiedDate).getTime() !== order.ebayModifiedAt.getTime();
}

/**
 * What an order is worth to the dealer: item prices plus shipping charged, minus discounts, without
 * the sales tax eBay collects and remits; refunds as eBay reports them; eBay's fees kept apart.
 */
function applyOrder(order: Order, ebay: EbayOrder): void {
  const lines = ebay.lineItems ?? [];
  const shippingCents = sumCents(lines.map((line) => line.deliveryCost?.shippingCost));
  const itemCents = sumCents(lines.map((line) => line.lineItemCost));
  const discountCents = sumCents(lines.flatMap(discountsOf));
  order.buyer = ebay.buyer?.username ?? null;
  order.totalPrice = money(Math.max(0, itemCents + shippingCents - discountCents));
  order.shippingPaid = money(shippingCents);
  order.refundAmount = money(refundCentsOf(ebay));
  order.orderedAt = ebay.creationDate ? new Date(ebay.creationDate) : new Date();
  order.source = 'ebay';
  order.marketplaceFee = ebay.totalMarketplaceFee
    ? money(sumCents([ebay.totalMarketplaceFee]))
    : null;
  order.paymentStatus = ebay.orderPaymentStatus ?? null;
  order.cancelState = ebay.cancelStatus?.cancelState ?? null;
  order.ebayModifiedAt = ebay.lastModifiedDate ? new Date(ebay.lastModifiedDate) : null;
}

function applyLine(line: OrderLineItem, ebay: EbayLine, refundCents: number): void {
  line.sku = ebay.sku ?? null;
  line.legacyItemId = ebay.legacyItemId ?? null;
  line.title = ebay.title ?? null;
  line.quantity = ebay.quantity ?? 1;
  line.itemPrice = money(sumCents([ebay.lineItemCost]));
  line.shipping = money(sumCents([ebay.deliveryCost?.shippingCost]));
  line.discount = money(sumCents(discountsOf(ebay)));
  line.ebayCollectedTax = money(
    sumCents((ebay.ebayCollectAndRemitTaxes ?? []).map((tax) => tax.amount)),
  );
  line.refundAmount = money(refundCents);
}

/** What was paid for the line (item, shipping, less discounts) came back to the buyer; nothing paid is no refund. */
function refundedInFull(line: OrderLineItem): boolean {
  const paidCents = lineSaleCents(line);
  return paidCents > 0 && toCents(line.refundAmount) >= paidCents;
}

/**
 * What the buyer got back on each line, by line item id: eBay's refunds of the line, and a share of what eBay
 * refunded on the order without naming a line (a seller's refund of a whole cart), spread by `spreadOver`. Left on
 * no line, that refund lowered no fee: /sales showed it refunded while the fee stayed whole.
 */
function lineRefundsOf(order: EbayOrder): Map<string, number> {
  const all = order.lineItems ?? [];
  const ownOf = (line: EbayLine) => sumCents((line.refunds ?? []).map((refund) => refund.amount));
  const unnamed = orderRefundsCents(order) - all.reduce((sum, line) => sum + ownOf(line), 0);
  const lines = all.filter((line) => line.lineItemId);
  const own = lines.map(ownOf);
  const shares =
    unnamed > 0 && lines.length > 0 ? spreadOver(lines, own, unnamed) : lines.map(() => 0);
  return new Map(lines.map((line, index) => [line.lineItemId!, own[index] + shares[index]]));
}

/**
 * `cents` over the lines in proportion to what each has not had back yet (a line refunded in full takes none), else
 * to what each sold for, else equally.
 */
function spreadOver(lines: EbayLine[], own: number[], cents: number): number[] {
  const sold = lines.map((line) => ebayLineSaleCents(line));
  const unrefunded = sold.map((sale, index) => Math.max(0, sale - own[index]));
  const weights = [unrefunded, sold, lines.map(() => 1)].find((candidate) =>
    candidate.some((weight) => weight > 0),
  )!;
  return allocateCents(cents, weights);
}

function ebayLineSaleCents(line: EbayLine): number {
  const paid = sumCents([line.lineItemCost, line.deliveryCost?.shippingCost]);
  return Math.max(0, paid - sumCents(discountsOf(line)));
}

/** The Finances window: from the sync's start, or the oldest order that came in if older. */
function earliest(from: Date, lines: SyncedLine[]): Date {
  const oldest = Math.min(from.getTime(), ...lines.map((line) => line.orderedAt.getTime()));
  return new Date(oldest);
}

function discountsOf(line: EbayLine): ({ value?: string } | undefined)[] {
  return (line.appliedPromotions ?? []).map((promotion) => promotion.discountAmount);
}

/** The order's refunds: eBay's order-level list when it has one, else the lines' refunds. */
function refundCentsOf(ebay: EbayOrder): number {
  if ((ebay.paymentSummary?.refunds ?? []).length > 0) return orderRefundsCents(ebay);
  return sumCents(
    (ebay.lineItems ?? []).flatMap((line) => (line.refunds ?? []).map((r) => r.amount)),
  );
}

/** eBay's order-level list of refunds (every refund of the order, named to a line or not), those not failed. */
function orderRefundsCents(ebay: EbayOrder): number {
  return sumCents(
    (ebay.paymentSummary?.refunds ?? [])
      .filter((refund) => refund.refundStatus !== 'FAILED')
      .map((refund) => refund.amount),
  );
}
