import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { CSV_ORDER_ROW_FIELDS, type CsvOrderRow } from '@pennant/contracts';
import { fromCents, isDecimalString, MAX_MONEY_CENTS, toCents } from '../../../common';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** A CSV row that passed every check: amounts in cents, the order's instant resolved. */
export interface CsvOrder {
  line: number;
  ebayOrderId: string;
  buyer: string | null;
  totalCents: number;
  shippingCents: number;
  refundCents: number;
  orderedAt: Date;
  sku: string | null;
  itemNumber: string | null;
  title: string | null;
  listedThroughPennant: boolean;
}

export type CsvRowResult = { ok: true; order: CsvOrder } | { ok: false; message: string };

/** An amount written right but with more whole digits than any price: too large, not malformed. */
const TOO_MANY_DIGITS = /^\d{14,}(?:\.\d{1,2})?$/;

function tooLarge(column: string): string {
  return `${column} must be at most ${fromCents(MAX_MONEY_CENTS)}`;
}

const TEXT_LIMITS = { ebayOrderId: 100, buyer: 100, sku: 50, itemNumber: 20, title: 200 };
const WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL_FORMATS = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'M/D/YYYY',
  'YYYY-MM-DDTHH:mm',
  'YYYY-MM-DDTHH:mm:ss',
  'YYYY-MM-DDTHH:mm:ss.SSS',
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DD HH:mm:ss',
  'MM/DD/YYYY HH:mm',
  'M/D/YYYY H:mm',
];
const YES = new Set(['true', 'yes', 'y', '1']);
const NO = new Set(['', 'false', 'no', 'n', '0']);

class RowError extends Error {}

/**
 * Checks one row and reads it: the line is the row's line in the file (header is line 1). Dates
 * without an offset are the dealer's local time; an order may not lie in the future.
 */
export function readCsvRow(
  row: CsvOrderRow,
  line: number,
  timeZone: string,
  now: Date,
): CsvRowResult {
  try {
    refuseUnknownFields(row);
    const ebayOrderId = text(row, 'ebayOrderId');
    if (!ebayOrderId) fail('ebayOrderId is required');
    const totalCents = requiredAmount(row, 'totalPrice');
    const shippingCents = optionalAmount(row, 'shippingPaid');
    const refundCents = optionalAmount(row, 'refundAmount');
    if (shippingCents > totalCents) fail('shippingPaid must not be more than totalPrice');
    if (refundCents > totalCents) fail('refundAmount must not be more than totalPrice');
    return {
      ok: true,
      order: {
        line,
        ebayOrderId: ebayOrderId as string,
        buyer: text(row, 'buyer'),
        totalCents,
        shippingCents,
        refundCents,
        orderedAt: orderedAt(row, timeZone, now),
        sku: text(row, 'sku'),
        itemNumber: text(row, 'itemNumber'),
        title: text(row, 'title'),
        listedThroughPennant: yesOrNo(row),
      },
    };
  } catch (error) {
    if (error instanceof RowError) return { ok: false, message: error.message };
    throw error;
  }
}

function refuseUnknownFields(row: CsvOrderRow): void {
  const unknown = Object.keys(row).filter(
    (field) => !(CSV_ORDER_ROW_FIELDS as readonly string[]).includes(field),
  );
  if (unknown.length > 0)
    fail(
      `unknown field ${unknown.map((field) => `"${field}"`).join(', ')}: a row has ${CSV_ORDER_ROW_FIELDS.join(', ')}`,
    );
}

function fail(message: string): never {
  throw new RowError(message);
}

/** A column's value as text, trimmed: the client sends what it read from the file, never a number. */
function value(row: CsvOrderRow, column: keyof CsvOrderRow): string {
  const raw: unknown = row[column];
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') fail(`${column} must be text`);
  return (raw as string).trim();
}

function text(row: CsvOrderRow, column: keyof typeof TEXT_LIMITS): string | null {
  const found = value(row, column);
  if (found.length > TEXT_LIMITS[column])
    fail(`${column} must be at most ${TEXT_LIMITS[column]} characters`);
  return found === '' ? null : found;
}

function requiredAmount(row: CsvOrderRow, column: 'totalPrice'): number {
  if (value(row, column) === '') fail(`${column} is required`);
  return optionalAmount(row, column);
}

/** "12", "12.5", "$12.50", "1,234.50" read as cents; a negative or a third decimal place is refused. */
function optionalAmount(
  row: CsvOrderRow,
  column: 'totalPrice' | 'shippingPaid' | 'refundAmount',
): number {
  const written = value(row, column)
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (written === '') return 0;
  if (!isDecimalString(written)) {
    if (TOO_MANY_DIGITS.test(written)) fail(tooLarge(column));
    fail(`${column} must be an amount of at least 0 with at most two decimals, such as 12.50`);
  }
  const cents = toCents(written);
  if (cents > MAX_MONEY_CENTS) fail(tooLarge(column));
  return cents;
}

function orderedAt(row: CsvOrderRow, timeZone: string, now: Date): Date {
  const written = value(row, 'orderedAt');
  if (written === '') fail('orderedAt is required');
  const at = parseInstant(written, timeZone);
  if (!at) fail('orderedAt must be a date such as 2026-11-05, 11/05/2026 or 2026-11-05T14:30:00Z');
  if ((at as Date).getTime() > now.getTime()) fail('orderedAt must not be in the future');
  if ((at as Date).getUTCFullYear() < 1995) fail('orderedAt must not be before 1995');
  return at as Date;
}

function parseInstant(written: string, timeZone: string): Date | null {
  if (WITH_OFFSET.test(written)) {
    const datePart = written.slice(0, 10);
    if (!dayjs(datePart, 'YYYY-MM-DD', true).isValid()) return null;
    const at = new Date(written.replace(' ', 'T'));
    return Number.isNaN(at.getTime()) ? null : at;
  }
  const format = LOCAL_FORMATS.find((candidate) => dayjs(written, candidate, true).isValid());
  return format ? dayjs.tz(written, format, timeZone).toDate() : null;
}

function yesOrNo(row: CsvOrderRow): boolean {
  const written = value(row, 'listedThroughPennant').toLowerCase();
  if (YES.has(written)) return true;
  if (NO.has(written)) return false;
  return fail('listedThroughPennant must be true or false (yes or no)');
}
