import type { ImportOrdersRequest, ImportOrdersResponse } from '@pennant/contracts';
import {
  chunkRows,
  importCsv,
  importSummary,
  parseOrdersCsv,
  type ParsedRow,
  type SendRows,
} from './csv-import';

/** Seller Hub's Orders report as downloaded: a blank first line, blank filler, a footer of counts. */
const SELLER_HUB_REPORT = [
  '',
  '"Sales Record Number","Order Number","Buyer Username","Buyer Name","Item Number","Item Title","Custom Label","Quantity","Sold For","Shipping And Handling","Total Price","Sale Date","Paid On Date"',
  ',,,,,,,,,,,,',
  '"1021","12-11111-22222","cardfan77","Pat Doe","115512345678","1989 Upper Deck Ken Griffey Jr., Rookie #1","PEN-abc123","1","$1,204.00","$5.00","$1,209.00","Oct-29-26","Oct-29-26"',
  '"1022","12-33333-44444","hobby_shop","Sam Roe","115587654321","1992 Topps Barry Bonds","","1","$8.50","$1.25","$9.75","Oct-31-26","Nov-01-26"',
  '',
  '"2","record(s) downloaded,from Oct-01-26 to Oct-31-26"',
  '"Seller ID : dealer_one"',
].join('\n');

const PENNANT_CSV = `ebayOrderId,buyer,totalPrice,shippingPaid,refundAmount,orderedAt
 01-1 , buyer one ,12.50,1.00,0.00,2026-10-02
"01-2","Smith, John","1,000.00","0","0","2026-10-03"`;

describe('reading orders CSV', () => {
  it('says there is no data for empty or blank text', () => {
    expect(parseOrdersCsv('')).toEqual({ kind: 'empty' });
    expect(parseOrdersCsv(' \n\t\n')).toEqual({ kind: 'empty' });
  });

  it('reads the spec columns with trimmed values and quoted commas', () => {
    const result = parseOrdersCsv(PENNANT_CSV);
    expect(result).toEqual({
      kind: 'parsed',
      format: 'pennant',
      rejected: [],
      rows: [
        {
          line: 2,
          row: {
            ebayOrderId: '01-1',
            buyer: 'buyer one',
            totalPrice: '12.50',
            shippingPaid: '1.00',
            refundAmount: '0.00',
            orderedAt: '2026-10-02',
          },
        },
        {
          line: 3,
          row: {
            ebayOrderId: '01-2',
            buyer: 'Smith, John',
            totalPrice: '1,000.00',
            shippingPaid: '0',
            refundAmount: '0',
            orderedAt: '2026-10-03',
          },
        },
      ],
    });
  });

  it("maps Seller Hub's orders report, skipping its preamble, filler and footer", () => {
    const result = parseOrdersCsv(SELLER_HUB_REPORT);
    expect(result).toEqual({
      kind: 'parsed',
      format: 'seller-hub',
      rejected: [],
      rows: [
        {
          line: 4,
          row: {
            ebayOrderId: '12-11111-22222',
            buyer: 'cardfan77',
            itemNumber: '115512345678',
            title: '1989 Upper Deck Ken Griffey Jr., Rookie #1',
            sku: 'PEN-abc123',
            shippingPaid: '5.00',
            totalPrice: '1209.00',
            orderedAt: '2026-10-29',
          },
        },
        {
          line: 5,
          row: {
            ebayOrderId: '12-33333-44444',
            buyer: 'hobby_shop',
            itemNumber: '115587654321',
            title: '1992 Topps Barry Bonds',
            shippingPaid: '1.25',
            totalPrice: '9.75',
            orderedAt: '2026-10-31',
          },
        },
      ],
    });
  });

  it('calls text without a header line, or with a broken quote, invalid', () => {
    expect(parseOrdersCsv('just some words\nand more').kind).toBe('invalid');
    expect(parseOrdersCsv('a,b\n1,2').kind).toBe('invalid');
    expect(parseOrdersCsv('ebayOrderId,buyer\n"01-1,bob\n').kind).toBe('invalid');
  });

  it('rejects a line with more values than columns, naming its line', () => {
    const result = parseOrdersCsv(
      'ebayOrderId,buyer,totalPrice\n01-1,bob,5.00\n01-2,Smith, John,7.00',
    );
    expect(result).toMatchObject({
      kind: 'parsed',
      rows: [{ line: 2 }],
      rejected: [{ line: 3, message: '4 values for 3 columns (quote values that contain commas)' }],
    });
  });
});

describe('sending rows in chunks', () => {
  const rows = (count: number): ParsedRow[] =>
    Array.from({ length: count }, (_, index) => ({
      line: index + 2,
      row: { ebayOrderId: `order-${index}` },
    }));

  it('keeps each request at 10,000 rows or fewer', () => {
    const chunks = chunkRows(rows(25_001));
    expect(chunks.map((chunk) => chunk.length)).toEqual([10_000, 10_000, 5_001]);
  });

  it('keeps each request under the byte budget', () => {
    const chunks = chunkRows(rows(100), 10_000, 200);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks)
      expect(JSON.stringify(chunk.map((r) => r.row)).length).toBeLessThan(220);
    expect(chunks.flat()).toHaveLength(100);
  });

  it("never splits an order's item rows across two requests, wherever they stand in the file", () => {
    const item = (line: number, ebayOrderId: string): ParsedRow => ({
      line,
      row: { ebayOrderId, itemNumber: String(line) },
    });
    // Four rows a request: the third order's two items would straddle the first boundary.
    const file = [
      item(2, 'A'),
      item(3, 'B'),
      item(4, 'B'),
      item(5, 'C'),
      item(6, 'C'),
      item(7, 'A'),
    ];
    const chunks = chunkRows(file, 4);
    expect(chunks.map((chunk) => chunk.map((row) => `${row.row.ebayOrderId}${row.line}`))).toEqual([
      ['A2', 'A7', 'B3', 'B4'],
      ['C5', 'C6'],
    ]);
  });

  it('splits an order only when it alone is more than a request holds', () => {
    const big = Array.from({ length: 5 }, (_, index) => ({
      line: index + 2,
      row: { ebayOrderId: 'BIG', itemNumber: String(index) },
    }));
    expect(chunkRows(big, 2).map((chunk) => chunk.length)).toEqual([2, 2, 1]);
  });

  it("adds up the server's answers and reports rejected rows by the file's own line", async () => {
    const requests: ImportOrdersRequest[] = [];
    const send: SendRows = async (request) => {
      requests.push(request);
      return {
        imported: 1,
        updated: 0,
        errors: [{ line: 3, message: 'orderedAt must be a date' }],
      } satisfies ImportOrdersResponse;
    };
    const outcome = await importCsv(SELLER_HUB_REPORT, send);
    expect(requests).toHaveLength(1);
    expect(requests[0].csvData.map((row) => row.ebayOrderId)).toEqual([
      '12-11111-22222',
      '12-33333-44444',
    ]);
    expect(outcome).toEqual({
      kind: 'done',
      totals: {
        imported: 1,
        updated: 0,
        errors: [{ line: 5, message: 'orderedAt must be a date' }],
      },
    });
  });

  it('stops at a refused request and keeps its error', async () => {
    const refusal = new Error('413: Payload Too Large');
    const outcome = await importCsv(PENNANT_CSV, () => Promise.reject(refusal));
    expect(outcome).toEqual({
      kind: 'failed',
      totals: { imported: 0, updated: 0, errors: [] },
      error: refusal,
    });
  });

  it('does not call the server for empty or invalid text', async () => {
    const send = jest.fn<ReturnType<SendRows>, Parameters<SendRows>>();
    expect(await importCsv('   ', send)).toEqual({ kind: 'empty' });
    expect((await importCsv('no,header\n1,2', send)).kind).toBe('invalid');
    expect(send).not.toHaveBeenCalled();
  });

  it('sums up an import in words', () => {
    expect(importSummary({ imported: 1, updated: 0, errors: [] })).toBe(
      '1 order imported, 0 updated.',
    );
    expect(
      importSummary({ imported: 12_000, updated: 2, errors: [{ line: 4, message: 'x' }] }),
    ).toBe('12,000 orders imported, 2 updated, 1 row rejected.');
  });
});
