import {
  CSV_ORDER_ROW_FIELDS,
  CSV_ORDER_SPEC_COLUMNS,
  type CsvOrderRow,
  type ImportOrdersError,
  type ImportOrdersRequest,
  type ImportOrdersResponse,
} from '@pennant/contracts';
import Papa from 'papaparse';

/** The spec's messages (section 5). */
export const NO_DATA_MESSAGE = 'Please enter CSV data to import.';
export const PARSE_ERROR_MESSAGE = 'Invalid CSV format. Please check your data.';

/** The spec's columns, the first line of a Pennant CSV. */
export const SPEC_COLUMNS = CSV_ORDER_SPEC_COLUMNS;

type RowField = keyof CsvOrderRow;
/** The spec's columns and the optional ones: every field a row may have. */
const PENNANT_FIELDS: readonly RowField[] = CSV_ORDER_ROW_FIELDS;

/** eBay Seller Hub's "Orders report" columns and the row field each one fills. */
export const SELLER_HUB_COLUMNS: Record<string, RowField> = {
  'Order Number': 'ebayOrderId',
  'Buyer Username': 'buyer',
  'Total Price': 'totalPrice',
  'Shipping And Handling': 'shippingPaid',
  'Sale Date': 'orderedAt',
  'Item Number': 'itemNumber',
  'Custom Label': 'sku',
  'Item Title': 'title',
};

/** The server takes at most this many rows a request. */
export const MAX_ROWS_PER_REQUEST = 10_000;
/** …and a JSON body below 1 MB (the server's body limit), with room to spare. */
export const MAX_BYTES_PER_REQUEST = 900_000;

export type CsvFormat = 'pennant' | 'seller-hub';

/** A row ready to send and the line of the file it came from (the header is line 1 of a plain CSV). */
export interface ParsedRow {
  line: number;
  row: CsvOrderRow;
}

export type CsvParseResult =
  | { kind: 'empty' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'parsed'; format: CsvFormat; rows: ParsedRow[]; rejected: ImportOrdersError[] };

interface Layout {
  format: CsvFormat;
  headerIndex: number;
  /** Column index → row field, for the columns this import reads. */
  fields: Map<number, RowField>;
}

function findLayout(records: string[][]): Layout | null {
  for (const [headerIndex, record] of records.entries()) {
    const cells = record.map((cell) => cell.trim());
    if (cells.includes('ebayOrderId')) {
      const fields = new Map<number, RowField>();
      cells.forEach((cell, index) => {
        if ((PENNANT_FIELDS as readonly string[]).includes(cell))
          fields.set(index, cell as RowField);
      });
      return { format: 'pennant', headerIndex, fields };
    }
    if (cells.includes('Order Number')) {
      const fields = new Map<number, RowField>();
      cells.forEach((cell, index) => {
        const field = SELLER_HUB_COLUMNS[cell];
        if (field) fields.set(index, field);
      });
      return { format: 'seller-hub', headerIndex, fields };
    }
  }
  return null;
}

const isBlank = (record: string[]) => record.every((cell) => cell.trim() === '');

/** Seller Hub's footer: "3 record(s) downloaded, from …" and "Seller ID : …". */
const SELLER_HUB_FOOTER = /record\(s\) downloaded|^seller id\b/i;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Seller Hub writes "Nov-20-26" (or "Nov-20-2026"); the server wants YYYY-MM-DD. Others pass as they are. */
export function sellerHubDate(value: string): string {
  const match = /^([A-Za-z]{3})-(\d{1,2})-(\d{2}|\d{4})$/.exec(value);
  const month = match ? MONTHS.indexOf(match[1].toLowerCase()) + 1 : 0;
  if (!match || month === 0) return value;
  const year = match[3].length === 2 ? `20${match[3]}` : match[3];
  return `${year}-${String(month).padStart(2, '0')}-${match[2].padStart(2, '0')}`;
}

/** "$1,234.50" → "1234.50": Seller Hub's amounts carry a currency sign and thousands separators. */
export function sellerHubAmount(value: string): string {
  const plain = value.replace(/^US\s*/i, '').replace(/[$,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? plain : value;
}

const AMOUNT_FIELDS: readonly RowField[] = ['totalPrice', 'shippingPaid', 'refundAmount'];

function toRow(record: string[], layout: Layout): CsvOrderRow {
  const row: CsvOrderRow = {};
  for (const [index, field] of layout.fields) {
    const value = (record[index] ?? '').trim();
    if (value === '') continue;
    if (layout.format === 'pennant') row[field] = value;
    else if (field === 'orderedAt') row[field] = sellerHubDate(value);
    else row[field] = AMOUNT_FIELDS.includes(field) ? sellerHubAmount(value) : value;
  }
  return row;
}

function isSellerHubFiller(record: string[], layout: Layout): boolean {
  const orderColumn = [...layout.fields].find(([, field]) => field === 'ebayOrderId')?.[0] ?? 0;
  return (
    (record[orderColumn] ?? '').trim() === '' ||
    record.some((cell) => SELLER_HUB_FOOTER.test(cell.trim()))
  );
}

/**
 * Reads pasted or uploaded CSV with a real parser (quoted fields, commas and line breaks inside
 * quotes), either the spec's columns or eBay Seller Hub's Orders report as downloaded: lines before
 * the header, blank lines and Seller Hub's footer are skipped. A data line with more values than
 * the header is rejected here, with its line; the rest go to the server.
 */
export function parseOrdersCsv(text: string): CsvParseResult {
  if (text.trim() === '') return { kind: 'empty' };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: ',',
    skipEmptyLines: false,
  });
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError)
    return {
      kind: 'invalid',
      reason: `Record ${(quoteError.row ?? 0) + 1}: ${quoteError.message}.`,
    };
  const layout = findLayout(parsed.data);
  if (!layout)
    return {
      kind: 'invalid',
      reason: `No header line found. The first line must name the columns: ${SPEC_COLUMNS.join(', ')} (or upload eBay's Seller Hub orders report as downloaded).`,
    };
  const width = parsed.data[layout.headerIndex].length;
  const rows: ParsedRow[] = [];
  const rejected: ImportOrdersError[] = [];
  parsed.data.slice(layout.headerIndex + 1).forEach((record, offset) => {
    const line = layout.headerIndex + offset + 2;
    if (isBlank(record)) return;
    if (layout.format === 'seller-hub' && isSellerHubFiller(record, layout)) return;
    if (record.length > width && !isBlank(record.slice(width))) {
      rejected.push({
        line,
        message: `${record.length} values for ${width} columns (quote values that contain commas)`,
      });
      return;
    }
    rows.push({ line, row: toRow(record, layout) });
  });
  return { kind: 'parsed', format: layout.format, rows, rejected };
}

/**
 * The rows of each order together, orders in the order the file first names them: one chunk then holds all of an
 * order's rows (a row without an order id is a group of its own; the server refuses it).
 */
function rowsByOrder(rows: ParsedRow[]): ParsedRow[][] {
  const groups = new Map<string, ParsedRow[]>();
  rows.forEach((row, index) => {
    const key = row.row.ebayOrderId || `\u0000${index}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  });
  return [...groups.values()];
}

const rowBytes = (row: ParsedRow) => JSON.stringify(row.row).length + 1;

/**
 * Splits rows into requests the server accepts: ≤ 10,000 rows and below its body limit each, never an order's rows
 * across two (unless one order alone is more than a request holds).
 */
export function chunkRows(
  rows: ParsedRow[],
  maxRows = MAX_ROWS_PER_REQUEST,
  maxBytes = MAX_BYTES_PER_REQUEST,
): ParsedRow[][] {
  const chunks: ParsedRow[][] = [];
  let current: ParsedRow[] = [];
  let bytes = 0;
  const add = (group: ParsedRow[], size: number) => {
    if (
      current.length > 0 &&
      (current.length + group.length > maxRows || bytes + size > maxBytes)
    ) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(...group);
    bytes += size;
  };
  for (const order of rowsByOrder(rows)) {
    const size = order.reduce((total, row) => total + rowBytes(row), 0);
    if (order.length <= maxRows && size <= maxBytes) add(order, size);
    else for (const row of order) add([row], rowBytes(row));
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** The server numbers a request's rows from line 2 (after a header); this gives the file's own line. */
export function fileLine(chunk: ParsedRow[], serverLine: number): number {
  return chunk[serverLine - 2]?.line ?? serverLine;
}

export interface ImportTotals {
  imported: number;
  updated: number;
  /** Rows refused here or by the server, by the file's line. */
  errors: ImportOrdersError[];
}

export type ImportOutcome =
  | { kind: 'empty' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'done'; totals: ImportTotals }
  /** The server refused a request: what earlier requests imported stays, later ones were not sent. */
  | { kind: 'failed'; totals: ImportTotals; error: unknown };

export type SendRows = (request: ImportOrdersRequest) => Promise<ImportOrdersResponse>;

/** Parses the CSV and sends its rows a chunk at a time, adding up what the server answers. */
export async function importCsv(text: string, send: SendRows): Promise<ImportOutcome> {
  const parsed = parseOrdersCsv(text);
  if (parsed.kind !== 'parsed') return parsed;
  const totals: ImportTotals = { imported: 0, updated: 0, errors: [...parsed.rejected] };
  for (const chunk of chunkRows(parsed.rows)) {
    try {
      const answer = await send({ csvData: chunk.map(({ row }) => row) });
      totals.imported += answer.imported;
      totals.updated += answer.updated;
      for (const error of answer.errors)
        totals.errors.push({ line: fileLine(chunk, error.line), message: error.message });
    } catch (error) {
      return { kind: 'failed', totals: sortedByLine(totals), error };
    }
  }
  return { kind: 'done', totals: sortedByLine(totals) };
}

function sortedByLine(totals: ImportTotals): ImportTotals {
  return { ...totals, errors: [...totals.errors].sort((a, b) => a.line - b.line) };
}

function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}

/** "2 orders imported, 1 updated, 3 rows rejected." */
export function importSummary({ imported, updated, errors }: ImportTotals): string {
  const parts = [
    `${plural(imported, 'order')} imported`,
    `${updated.toLocaleString('en-US')} updated`,
  ];
  if (errors.length > 0) parts.push(`${plural(errors.length, 'row')} rejected`);
  return `${parts.join(', ')}.`;
}
