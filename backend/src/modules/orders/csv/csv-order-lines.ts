import type { ImportOrdersError } from '@pennant/contracts';
import { fromCents, MAX_MONEY_CENTS } from '../../../common';
import type { CsvOrder } from './csv-rows';

/** An imported order's line when the row names no item (the spec's columns): it stands for the whole order. */
export const ORDER_LINE_ITEM_ID = 'csv';

/**
 * The row's line of its order: a row naming an eBay item or a SKU is that item's line (Seller Hub's
 * report gives an order of several items a row each); otherwise the order's one line.
 */
export function csvLineItemId(row: CsvOrder): string {
  if (row.itemNumber) return `item-${row.itemNumber}`;
  if (row.sku) return `sku-${row.sku}`;
  return ORDER_LINE_ITEM_ID;
}

export function isItemRow(row: CsvOrder): boolean {
  return csvLineItemId(row) !== ORDER_LINE_ITEM_ID;
}

/** A line an earlier import stored: its order, which line, and its sale (item + shipping) in cents. */
export interface StoredCsvLine {
  ebayOrderId: string;
  lineItemId: string;
  saleCents: number;
}

/**
 * Splits the rows into those to write and those refused, each with its line and why. Refused: a row naming no
 * item for an order imported item by item (in this file or before), whose items it would count twice; and the
 * rows of an order whose lines, stored and new, would add up to more than an order's total can hold.
 */
export function checkOrderLines(
  rows: CsvOrder[],
  stored: StoredCsvLine[],
): { writable: CsvOrder[]; errors: ImportOrdersError[] } {
  const itemized = new Set([
    ...rows.filter(isItemRow).map((row) => row.ebayOrderId),
    ...stored
      .filter((line) => line.lineItemId !== ORDER_LINE_ITEM_ID)
      .map((line) => line.ebayOrderId),
  ]);
  const errors: ImportOrdersError[] = [];
  const whole = rows.filter((row) => {
    if (isItemRow(row) || !itemized.has(row.ebayOrderId)) return true;
    errors.push({
      line: row.line,
      message: `Order ${row.ebayOrderId} is imported item by item: give this row its itemNumber or sku`,
    });
    return false;
  });
  const tooLarge = ordersOverMaximum(whole, stored, itemized);
  const writable = whole.filter((row) => {
    if (!tooLarge.has(row.ebayOrderId)) return true;
    errors.push({
      line: row.line,
      message: `The items of order ${row.ebayOrderId} add up to more than ${fromCents(MAX_MONEY_CENTS)}`,
    });
    return false;
  });
  return { writable, errors };
}

/** Orders whose lines once these rows are written (an itemized order's order-level line gone) sum past the maximum. */
function ordersOverMaximum(
  rows: CsvOrder[],
  stored: StoredCsvLine[],
  itemized: Set<string>,
): Set<string> {
  const lines = new Map<string, Map<string, number>>();
  const put = (ebayOrderId: string, lineItemId: string, cents: number) =>
    lines.set(ebayOrderId, (lines.get(ebayOrderId) ?? new Map()).set(lineItemId, cents));
  for (const line of stored)
    if (!(itemized.has(line.ebayOrderId) && line.lineItemId === ORDER_LINE_ITEM_ID))
      put(line.ebayOrderId, line.lineItemId, line.saleCents);
  for (const row of rows) put(row.ebayOrderId, csvLineItemId(row), row.totalCents);
  const over = [...lines].filter(
    ([, byLine]) => [...byLine.values()].reduce((sum, cents) => sum + cents, 0) > MAX_MONEY_CENTS,
  );
  return new Set(over.map(([ebayOrderId]) => ebayOrderId));
}
