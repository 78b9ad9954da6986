import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CsvOrderRow, ImportOrdersError, ImportOrdersResponse } from '@pennant/contracts';
import { toCents } from '../../../common';
import { DealersService } from '../../dealers';
import { money } from '../order-amounts';
import { OrdersService } from '../orders.service';
import { matchLinesToListings } from '../listing-match';
import {
  checkOrderLines,
  csvLineItemId,
  isItemRow,
  ORDER_LINE_ITEM_ID,
  type StoredCsvLine,
} from './csv-order-lines';
import { readCsvRow, type CsvOrder } from './csv-rows';

/** The header is line 1 of the file: row 0 is line 2. */
const FIRST_ROW_LINE = 2;

/**
 * Imports orders from the rows of a CSV: every row is checked first; the good ones are written in
 * one transaction (an order seen again, in the file or from an earlier import, is updated); bad
 * rows are reported by line and write nothing. An order synced from eBay is eBay's: a CSV row
 * never overwrites it and is reported instead.
 */
@Injectable()
export class CsvImportService {
  constructor(
    private readonly em: EntityManager,
    private readonly dealers: DealersService,
    private readonly orders: OrdersService,
  ) {}

  async import(
    dealerId: string,
    rows: CsvOrderRow[],
    now = new Date(),
  ): Promise<ImportOrdersResponse> {
    const { timeZone } = await this.dealers.getSummary(dealerId);
    const errors: ImportOrdersError[] = [];
    const good: CsvOrder[] = [];
    rows.forEach((row, index) => {
      const result = readCsvRow(row, index + FIRST_ROW_LINE, timeZone, now);
      if (result.ok) good.push(result.order);
      else errors.push({ line: index + FIRST_ROW_LINE, message: result.message });
    });
    const outcome = await this.em.transactional((em) => this.write(em, dealerId, good));
    errors.push(...outcome.errors);
    errors.sort((a, b) => a.line - b.line);
    return { imported: outcome.imported, updated: outcome.updated, errors };
  }

  private async write(em: EntityManager, dealerId: string, rows: CsvOrder[]) {
    const synced = await syncedOrderIds(em, dealerId, rows);
    const errors = rows
      .filter((row) => synced.has(row.ebayOrderId))
      .map((row) => ({
        line: row.line,
        message: `Order ${row.ebayOrderId} was synced from eBay: eBay's record is kept`,
      }));
    const fromCsv = rows.filter((row) => !synced.has(row.ebayOrderId));
    const checked = checkOrderLines(fromCsv, await storedLines(em, dealerId, fromCsv));
    errors.push(...checked.errors);
    const writable = lastRowPerLine(checked.writable);
    if (writable.length === 0) return { imported: 0, updated: 0, errors };
    const orders = await upsertOrders(em, dealerId, writable);
    await orderLineBecomesFirstItem(em, writable, orders);
    const lineIds = await upsertLines(em, dealerId, writable, orders);
    await dropOrderLines(em, writable, orders);
    await totalOrdersFromLines(em, orders);
    await this.orders.linkLines(await matchLinesToListings(em, dealerId, lineIds), em);
    return { ...countOrders(checked.writable, orders), errors };
  }
}

/**
 * Imported: orders new to Pennant. Updated: each row that changed an order stored before, or that
 * repeated a line given earlier in the file; the further items of a new order are part of it.
 */
function countOrders(rows: CsvOrder[], orders: Map<string, StoredOrder>) {
  const imported = [...orders.values()].filter((order) => order.inserted).length;
  const seenLines = new Set<string>();
  let updated = 0;
  for (const row of rows) {
    const key = lineKey(row);
    if (seenLines.has(key) || !orders.get(row.ebayOrderId)?.inserted) updated += 1;
    seenLines.add(key);
  }
  return { imported, updated };
}

/** Orders of these rows that came from eBay's sync. */
async function syncedOrderIds(
  em: EntityManager,
  dealerId: string,
  rows: CsvOrder[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const found = await em.execute<{ ebay_order_id: string }[]>(
    `SELECT ebay_order_id FROM customer_order
      WHERE dealer_id = ? AND source = 'ebay'
        AND ebay_order_id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))`,
    [dealerId, JSON.stringify(rows.map((row) => row.ebayOrderId))],
  );
  return new Set(found.map((row) => row.ebay_order_id));
}

/** Which line of which order a row writes. */
function lineKey(row: CsvOrder): string {
  return `${row.ebayOrderId}\u0000${csvLineItemId(row)}`;
}

/** The same line of an order twice in one file: the later row is what the line becomes. */
function lastRowPerLine(rows: CsvOrder[]): CsvOrder[] {
  return [...new Map(rows.map((row) => [lineKey(row), row])).values()];
}

/** The lines earlier imports stored for the CSV orders of these rows. */
async function storedLines(
  em: EntityManager,
  dealerId: string,
  rows: CsvOrder[],
): Promise<StoredCsvLine[]> {
  if (rows.length === 0) return [];
  const found = await em.execute<{ ebay_order_id: string; line_item_id: string; sale: string }[]>(
    `SELECT o.ebay_order_id, l.line_item_id, (l.item_price + l.shipping - l.discount)::text AS sale
       FROM customer_order o JOIN order_line_item l ON l.order_id = o.id
      WHERE o.dealer_id = ? AND o.source = 'csv'
        AND o.ebay_order_id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))`,
    [dealerId, JSON.stringify(rows.map((row) => row.ebayOrderId))],
  );
  return found.map((line) => ({
    ebayOrderId: line.ebay_order_id,
    lineItemId: line.line_item_id,
    saleCents: toCents(line.sale),
  }));
}

/** Each order's last row: its buyer and date. */
function lastRowPerOrder(rows: CsvOrder[]): CsvOrder[] {
  return [...new Map(rows.map((row) => [row.ebayOrderId, row])).values()];
}

type StoredOrder = { id: string; inserted: boolean };

/**
 * One statement for all orders: new ones inserted, CSV orders seen before updated; the source
 * check keeps an order eBay synced meanwhile untouched. Amounts come from the lines afterwards
 * (totalOrdersFromLines).
 */
async function upsertOrders(
  em: EntityManager,
  dealerId: string,
  rows: CsvOrder[],
): Promise<Map<string, StoredOrder>> {
  const stored = await em.execute<{ id: string; ebay_order_id: string; inserted: boolean }[]>(
    `INSERT INTO customer_order
            (dealer_id, ebay_order_id, buyer, total_price, ordered_at, source, created_at, updated_at)
     SELECT ?, r.ebay_order_id, r.buyer, 0, r.ordered_at, 'csv', now(), now()
       FROM jsonb_to_recordset(?::jsonb) AS r(ebay_order_id text, buyer text, ordered_at timestamptz)
     ON CONFLICT (dealer_id, ebay_order_id) DO UPDATE
        SET buyer = EXCLUDED.buyer, ordered_at = EXCLUDED.ordered_at, updated_at = now()
      WHERE customer_order.source = 'csv'
     RETURNING id, ebay_order_id, (xmax = 0) AS inserted`,
    [
      dealerId,
      JSON.stringify(
        lastRowPerOrder(rows).map((row) => ({
          ebay_order_id: row.ebayOrderId,
          buyer: row.buyer,
          ordered_at: row.orderedAt.toISOString(),
        })),
      ),
    ],
  );
  return new Map(
    stored.map((order) => [order.ebay_order_id, { id: order.id, inserted: order.inserted }]),
  );
}

/**
 * Each row's line of its order: the item is the row's total less its shipping. A line the dealer (or an
 * earlier match) marked as listed through Pennant stays so.
 */
async function upsertLines(
  em: EntityManager,
  dealerId: string,
  rows: CsvOrder[],
  orders: Map<string, StoredOrder>,
): Promise<string[]> {
  const lines = rows.flatMap((row) => {
    const order = orders.get(row.ebayOrderId);
    if (!order) return [];
    return [
      {
        order_id: order.id,
        line_item_id: csvLineItemId(row),
        sku: row.sku,
        legacy_item_id: row.itemNumber,
        title: row.title,
        item_price: money(row.totalCents - row.shippingCents),
        shipping: money(row.shippingCents),
        refund_amount: money(row.refundCents),
        listed: row.listedThroughPennant,
      },
    ];
  });
  const stored = await em.execute<{ id: string }[]>(
    `INSERT INTO order_line_item
            (order_id, dealer_id, line_item_id, sku, legacy_item_id, title, quantity, item_price,
             shipping, discount, refund_amount, listed_through_pennant, created_at, updated_at)
     SELECT l.order_id, ?, l.line_item_id, l.sku, l.legacy_item_id, l.title, 1, l.item_price,
            l.shipping, 0, l.refund_amount, l.listed, now(), now()
       FROM jsonb_to_recordset(?::jsonb) AS l(order_id uuid, line_item_id text, sku text,
            legacy_item_id text,
            title text, item_price numeric, shipping numeric, refund_amount numeric, listed boolean)
     ON CONFLICT (order_id, line_item_id) DO UPDATE
        SET sku = EXCLUDED.sku, legacy_item_id = EXCLUDED.legacy_item_id, title = EXCLUDED.title,
            item_price = EXCLUDED.item_price, shipping = EXCLUDED.shipping,
            refund_amount = EXCLUDED.refund_amount,
            listed_through_pennant =
              order_line_item.listed_through_pennant OR EXCLUDED.listed_through_pennant,
            updated_at = now()
     RETURNING id`,
    [dealerId, JSON.stringify(lines)],
  );
  return stored.map((line) => line.id);
}

/** The stored orders of these rows that now have item rows. */
function itemizedOrderIds(rows: CsvOrder[], orders: Map<string, StoredOrder>): string[] {
  const ids = rows.filter(isItemRow).flatMap((row) => {
    const order = orders.get(row.ebayOrderId);
    return order ? [order.id] : [];
  });
  return [...new Set(ids)];
}

/**
 * An order imported whole and now item by item: its order-level line becomes its first item's line, keeping its
 * id, so a month that billed the order does not bill that item again.
 */
async function orderLineBecomesFirstItem(
  em: EntityManager,
  rows: CsvOrder[],
  orders: Map<string, StoredOrder>,
): Promise<void> {
  const firstItems = new Map<string, string>();
  for (const row of rows.filter(isItemRow)) {
    const order = orders.get(row.ebayOrderId);
    if (order && !firstItems.has(order.id)) firstItems.set(order.id, csvLineItemId(row));
  }
  if (firstItems.size === 0) return;
  await em.execute(
    `UPDATE order_line_item l SET line_item_id = f.line_item_id, updated_at = now()
       FROM jsonb_to_recordset(?::jsonb) AS f(order_id uuid, line_item_id text)
      WHERE l.order_id = f.order_id AND l.line_item_id = ?
        AND NOT EXISTS (SELECT 1 FROM order_line_item taken
                         WHERE taken.order_id = f.order_id AND taken.line_item_id = f.line_item_id)`,
    [
      JSON.stringify(
        [...firstItems].map(([orderId, lineItemId]) => ({
          order_id: orderId,
          line_item_id: lineItemId,
        })),
      ),
      ORDER_LINE_ITEM_ID,
    ],
  );
}

/** An order-level line left beside item lines (its first item was stored already) would count the items twice. */
async function dropOrderLines(
  em: EntityManager,
  rows: CsvOrder[],
  orders: Map<string, StoredOrder>,
): Promise<void> {
  const itemized = itemizedOrderIds(rows, orders);
  if (itemized.length === 0) return;
  await em.execute(
    `DELETE FROM order_line_item WHERE order_id = ANY(?::uuid[]) AND line_item_id = ?`,
    [`{${itemized.join(',')}}`, ORDER_LINE_ITEM_ID],
  );
}

/**
 * An order's total, shipping and refund are the sums of all its stored lines, whichever import wrote them: a file
 * that brings back one item of two leaves the other in the total.
 */
async function totalOrdersFromLines(
  em: EntityManager,
  orders: Map<string, StoredOrder>,
): Promise<void> {
  const ids = [...orders.values()].map((order) => order.id);
  await em.execute(
    `UPDATE customer_order o
        SET total_price = t.total, shipping_paid = t.shipping, refund_amount = t.refund
       FROM (SELECT order_id, sum(item_price + shipping - discount) AS total, sum(shipping) AS shipping,
                    sum(refund_amount) AS refund
               FROM order_line_item WHERE order_id = ANY(?::uuid[]) GROUP BY order_id) t
      WHERE o.id = t.order_id AND o.source = 'csv'`,
    [`{${ids.join(',')}}`],
  );
}
