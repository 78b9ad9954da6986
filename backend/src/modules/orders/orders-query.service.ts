import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ListOrdersQuery, Order, OrderLine, OrderSource } from '@pennant/contracts';
import { DomainError, dayRange, isUuid, NotFoundError, rangeError } from '../../common';
import { DealersService } from '../dealers';
import { lineSaleCents, money } from './order-amounts';

const DEFAULT_PAGE_SIZE = 50;
/** The most orders one CSV export holds: a busy dealer's year. */
export const MAX_EXPORT_ORDERS = 20_000;
/** Far enough back and ahead for an open end of the date filter. */
const NO_START = '1970-01-01';
const NO_END = '2999-12-31';

interface OrderRow {
  id: string;
  ebay_order_id: string;
  buyer: string | null;
  total_price: string;
  shipping_paid: string;
  refund_amount: string;
  ordered_at: Date;
  source: OrderSource;
  marketplace_fee: string | null;
  cancel_state: string | null;
}

interface LineRow {
  id: string;
  order_id: string;
  line_item_id: string;
  title: string | null;
  sku: string | null;
  legacy_item_id: string | null;
  quantity: number;
  item_price: string;
  shipping: string;
  discount: string;
  refund_amount: string;
  ebay_fee: string | null;
  listing_id: string | null;
  card_id: string | null;
  listed_through_pennant: boolean;
}

/** The dealer's orders as the API shows them: paged, newest first, days in the dealer's zone. */
@Injectable()
export class OrdersQueryService {
  constructor(
    private readonly em: EntityManager,
    private readonly dealers: DealersService,
  ) {}

  async list(dealerId: string, query: ListOrdersQuery): Promise<{ items: Order[]; total: number }> {
    const { from, to } = await this.period(dealerId, query);
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const offset = ((query.page ?? 1) - 1) * pageSize;
    const [orders, total] = await Promise.all([
      this.page(dealerId, from, to, query.source, pageSize, offset),
      this.count(dealerId, from, to, query.source),
    ]);
    return { items: await this.withLines(orders), total };
  }

  /**
   * Every order of the filter, newest first, for the CSV export, with the dealer's time zone to date them in;
   * 400 past MAX_EXPORT_ORDERS, asking for fewer days, rather than a file cut short.
   */
  async export(
    dealerId: string,
    query: Omit<ListOrdersQuery, 'page' | 'pageSize'>,
  ): Promise<{ orders: Order[]; timeZone: string }> {
    const { from, to, timeZone } = await this.period(dealerId, query);
    const total = await this.count(dealerId, from, to, query.source);
    if (total > MAX_EXPORT_ORDERS)
      throw rangeError(
        'startDate',
        `${total} orders are more than one file holds (${MAX_EXPORT_ORDERS}): export fewer days at a time`,
      );
    const orders = await this.page(dealerId, from, to, query.source, MAX_EXPORT_ORDERS, 0);
    return { orders: await this.withLines(orders), timeZone };
  }

  /** The instants the filter's days cover in the dealer's time zone; 400 when the days are the wrong way round. */
  private async period(
    dealerId: string,
    query: Pick<ListOrdersQuery, 'startDate' | 'endDate'>,
  ): Promise<{ from: Date; to: Date; timeZone: string }> {
    if (query.startDate && query.endDate && query.endDate < query.startDate)
      throw rangeError('endDate', 'endDate must not be before startDate');
    const { timeZone } = await this.dealers.getSummary(dealerId);
    const { from, to } = dayRange(query.startDate ?? NO_START, query.endDate ?? NO_END, timeZone);
    return { from, to, timeZone };
  }

  private async withLines(orders: OrderRow[]): Promise<Order[]> {
    const lines = await this.linesOf(orders.map((order) => order.id));
    return orders.map((order) => orderOf(order, lines.get(order.id) ?? []));
  }

  private page(
    dealerId: string,
    from: Date,
    to: Date,
    source: OrderSource | undefined,
    pageSize: number,
    offset: number,
  ): Promise<OrderRow[]> {
    return this.em.execute<OrderRow[]>(
      `SELECT id, ebay_order_id, buyer, total_price::text, shipping_paid::text,
              refund_amount::text, ordered_at, source, marketplace_fee::text, cancel_state
         FROM customer_order
        WHERE dealer_id = ? AND ordered_at >= ? AND ordered_at < ?
          AND (?::text IS NULL OR source = ?)
        ORDER BY ordered_at DESC, id
        LIMIT ? OFFSET ?`,
      [dealerId, from, to, source ?? null, source ?? null, pageSize, offset],
    );
  }

  /** The dealer says whether a line counts toward Pennant's fee; another dealer's line is not found. */
  async setListedThroughPennant(
    dealerId: string,
    orderId: string,
    lineId: string,
    listed: boolean,
  ): Promise<Order> {
    if (!isUuid(orderId) || !isUuid(lineId)) throw new NotFoundError('Order line');
    // A sale of one of the dealer's Pennant listings counts toward the fee whatever the dealer says: only a sale
    // Pennant could not match (a CSV row, an item listed elsewhere) is the dealer's to mark.
    const changed = await this.em.execute<{ matched: boolean }[]>(
      `UPDATE order_line_item
          SET listed_through_pennant = CASE WHEN listing_id IS NULL THEN ? ELSE true END, updated_at = now()
        WHERE id = ? AND order_id = ? AND dealer_id = ? RETURNING listing_id IS NOT NULL AS matched`,
      [listed, lineId, orderId, dealerId],
    );
    if (changed.length === 0) throw new NotFoundError('Order line');
    if (changed[0].matched && !listed) throw matchedLineStaysListed();
    return this.get(dealerId, orderId);
  }

  private async get(dealerId: string, orderId: string): Promise<Order> {
    const [order] = await this.em.execute<OrderRow[]>(
      `SELECT id, ebay_order_id, buyer, total_price::text, shipping_paid::text,
              refund_amount::text, ordered_at, source, marketplace_fee::text, cancel_state
         FROM customer_order WHERE id = ? AND dealer_id = ?`,
      [orderId, dealerId],
    );
    if (!order) throw new NotFoundError('Order');
    const [withLines] = await this.withLines([order]);
    return withLines;
  }

  private async count(
    dealerId: string,
    from: Date,
    to: Date,
    source: OrderSource | undefined,
  ): Promise<number> {
    const [row] = await this.em.execute<{ count: string }[]>(
      `SELECT count(*) FROM customer_order
        WHERE dealer_id = ? AND ordered_at >= ? AND ordered_at < ?
          AND (?::text IS NULL OR source = ?)`,
      [dealerId, from, to, source ?? null, source ?? null],
    );
    return Number(row.count);
  }

  private async linesOf(orderIds: string[]): Promise<Map<string, OrderLine[]>> {
    const byOrder = new Map<string, OrderLine[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await this.em.execute<LineRow[]>(
      `SELECT id, order_id, line_item_id, title, sku, legacy_item_id, quantity,
              item_price::text, shipping::text, discount::text, refund_amount::text,
              ebay_fee::text, listing_id, card_id, listed_through_pennant
         FROM order_line_item
        WHERE order_id IN (SELECT jsonb_array_elements_text(?::jsonb)::uuid)
        ORDER BY line_item_id`,
      [JSON.stringify(orderIds)],
    );
    for (const row of rows) {
      const lines = byOrder.get(row.order_id) ?? [];
      lines.push(lineOf(row));
      byOrder.set(row.order_id, lines);
    }
    return byOrder;
  }
}

function orderOf(row: OrderRow, lines: OrderLine[]): Order {
  return {
    id: row.id,
    ebayOrderId: row.ebay_order_id,
    buyer: row.buyer,
    totalPrice: row.total_price,
    shippingPaid: row.shipping_paid,
    refundAmount: row.refund_amount,
    orderedAt: new Date(row.ordered_at).toISOString(),
    source: row.source,
    marketplaceFee: row.marketplace_fee,
    cancelState: row.cancel_state,
    lines,
  };
}

function lineOf(row: LineRow): OrderLine {
  const saleCents = lineSaleCents({
    itemPrice: row.item_price,
    shipping: row.shipping,
    discount: row.discount,
  });
  return {
    id: row.id,
    lineItemId: row.line_item_id,
    title: row.title,
    sku: row.sku,
    legacyItemId: row.legacy_item_id,
    quantity: row.quantity,
    itemPrice: row.item_price,
    shipping: row.shipping,
    discount: row.discount,
    saleAmount: money(saleCents),
    refundAmount: row.refund_amount,
    ebayFee: row.ebay_fee,
    listingId: row.listing_id,
    cardId: row.card_id,
    listedThroughPennant: row.listed_through_pennant,
  };
}

function matchedLineStaysListed(): DomainError {
  return new DomainError(
    'ORDER_LINE_MATCHED_LISTING',
    "This sale is of one of your Pennant listings, so it counts toward Pennant's fee; only a sale Pennant did not match can be unmarked",
    409,
    [{ field: 'listedThroughPennant', message: 'must stay true for a sale of a Pennant listing' }],
  );
}
