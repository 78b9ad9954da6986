import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CsvOrderRow, ImportOrdersError, ImportOrdersResponse } from '@pennant/contracts';
import { DealersService } from '../../dealers';
import { money } from '../order-amounts';
import { OrdersService } from '../orders.service';
import { matchLinesToListings } from '../listing-match';
import { readCsvRow, type CsvOrder } from './csv-rows';

/** An imported order's line when the row names no item (the spec's columns). */
const CSV_LINE_ITEM_ID = 'csv';

/**
 * The row's line of its order: a row naming an eBay item or a SKU is that item's line (Seller Hub's
 * report gives an order of several items a row each); otherwise the order's one line.
 */
export function csvLineItemId(row: CsvOrder): string {
  if (row.itemNumber) return `item-${row.itemNumber}`;
  if (row.sku) return `sku-${row.sku}`;
  return CSV_LINE_ITEM_ID;
}

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
    const writable = lastRowPerLine(fromCsv);
    if (writable.length === 0) return { imported: 0, updated: 0, errors };
    const orders = await upsertOrders(em, dealerId, writable);
    const lineIds = await upsertLines(em, dealerId, writable, orders);
    await this.orders.linkLines(await matchLinesToListings(em, dealerId, lineIds), em);
    return { ...countOrders(fromCsv, orders), errors };
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
        AND ebay_order_id IN (SELECT jsonb_array_elements_text(?::jsonb))`,
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

/** An order's figures from its lines' rows: amounts summed; buyer and date from the last row. */
function ordersOf(rows: CsvOrder[]): CsvOrder[] {
  const orders = new Map<string, CsvOrder>();
  for (const row of rows) {
    const earlier = orders.get(row.ebayOrderId);
    orders.set(
      row.ebayOrderId,
      earlier
        ? {
            ...row,
            totalCents: earlier.totalCents + row.totalCents,
            shippingCents: earlier.shippingCents + row.shippingCents,
            refundCents: earlier.refundCents + row.refundCents,
          }
        : row,
    );
  }
  return [...orders.values()];
}

type StoredOrder = { id: string; inserted: boolean };

/**
 * One statement for all orders: new ones inserted, CSV orders seen before updated; the source
 * check keeps an order eBay synced meanwhile untouched.
 */
async function upsertOrders(
  em: EntityManager,
  dealerId: string,
  rows: CsvOrder[],
): Promise<Map<string, StoredOrder>> {
  const stored = await em.execute<{ id: string; ebay_order_id: string; inserted: boolean }[]>(
    `INSERT INTO customer_order
            (dealer_id, ebay_order_id, buyer, total_price, shipping_paid, refund_amount, ordered_at,
             source, created_at, updated_at)
     SELECT ?, r.ebay_order_id, r.buyer, r.total_price, r.shipping_paid, r.refund_amount,
            r.ordered_at, 'csv', now(), now()
       FROM jsonb_to_recordset(?::jsonb) AS r(ebay_order_id text, buyer text, total_price numeric,
            shipping_paid numeric, refund_amount numeric, ordered_at timestamptz)
     ON CONFLICT (dealer_id, ebay_order_id) DO UPDATE
        SET buyer = EXCLUDED.buyer, total_price = EXCLUDED.total_price,
            shipping_paid = EXCLUDED.shipping_paid, refund_amount = EXCLUDED.refund_amount,
            ordered_at = EXCLUDED.ordered_at, updated_at = now()
      WHERE customer_order.source = 'csv'
     RETURNING id, ebay_order_id, (xmax = 0) AS inserted`,
    [
      dealerId,
      JSON.stringify(
        ordersOf(rows).map((row) => ({
          ebay_order_id: row.ebayOrderId,
          buyer: row.buyer,
          total_price: money(row.totalCents),
          shipping_paid: money(row.shippingCents),
          refund_amount: money(row.refundCents),
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
