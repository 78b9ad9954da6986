import type { Order, OrderLine } from '@pennant/contracts';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Papa from 'papaparse';
import { toCents } from '../../common';

dayjs.extend(utc);
dayjs.extend(timezone);

/** eBay's cancelStatus.cancelState of a cancelled order (CancelStateEnum). */
const CANCELED = 'CANCELED';

/** The export's columns, in the order a bookkeeper reads them; amounts are decimal strings in USD. */
export const EXPORT_COLUMNS = [
  'Date',
  'eBay order',
  'Buyer',
  'Item',
  'SKU',
  'Quantity',
  'Item price',
  'Shipping',
  'Discount',
  'Sale amount',
  'Refund',
  'eBay fees',
  'Status',
  'Counts toward Pennant fee',
  'Source',
] as const;

type ExportRow = Record<(typeof EXPORT_COLUMNS)[number], string>;

/** Sold, or what undid it: a cancellation (no sale), a refund of all of it or of part. */
function lineStatus(order: Order, line: OrderLine): string {
  if (order.cancelState === CANCELED) return 'Cancelled';
  const refund = toCents(line.refundAmount);
  if (refund <= 0) return 'Sold';
  return refund >= toCents(line.saleAmount) ? 'Refunded' : 'Partly refunded';
}

function rowOf(order: Order, line: OrderLine, timeZone: string): ExportRow {
  return {
    Date: dayjs(order.orderedAt).tz(timeZone).format('YYYY-MM-DD'),
    'eBay order': order.ebayOrderId,
    Buyer: order.buyer ?? '',
    Item: line.title ?? '',
    SKU: line.sku ?? '',
    Quantity: String(line.quantity),
    'Item price': line.itemPrice,
    Shipping: line.shipping,
    Discount: line.discount,
    'Sale amount': line.saleAmount,
    Refund: line.refundAmount,
    'eBay fees': line.ebayFee ?? '',
    Status: lineStatus(order, line),
    'Counts toward Pennant fee': line.listedThroughPennant ? 'Yes' : 'No',
    Source: order.source === 'ebay' ? 'eBay' : 'CSV import',
  };
}

/**
 * The orders as a CSV file, one row per line of an order, dated in the dealer's time zone (the day /sales counts
 * it in). Text a spreadsheet would run as a formula ("=1+1" as a buyer's name) is quoted so it stays text.
 */
export function ordersCsv(orders: Order[], timeZone: string): string {
  const rows = orders.flatMap((order) => order.lines.map((line) => rowOf(order, line, timeZone)));
  return Papa.unparse(
    { fields: [...EXPORT_COLUMNS], data: rows.map((row) => EXPORT_COLUMNS.map((key) => row[key])) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** "pennant-sales-2026-11-01-to-2026-11-30.csv", "pennant-sales-all.csv". */
export function exportFileName(startDate?: string, endDate?: string): string {
  if (!startDate && !endDate) return 'pennant-sales-all.csv';
  return `pennant-sales-${startDate ?? 'start'}-to-${endDate ?? 'today'}.csv`;
}
