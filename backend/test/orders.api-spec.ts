import fc from 'fast-check';
import Papa from 'papaparse';
import type { CsvOrderRow, ImportOrdersResponse, Order } from '@pennant/contracts';
import { insertSale } from './support/billing-orders';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

/** A good CSV row; tests change what they are about. */
function row(ebayOrderId: string, fields: Partial<CsvOrderRow> = {}): CsvOrderRow {
  return {
    ebayOrderId,
    buyer: 'card_fan',
    totalPrice: '25.00',
    shippingPaid: '4.00',
    refundAmount: '0',
    orderedAt: '2026-10-05',
    ...fields,
  };
}

async function importRows(dealer: Agent, rows: CsvOrderRow[]): Promise<ImportOrdersResponse> {
  return (await dealer.post('/api/orders/import-csv').send({ csvData: rows }).expect(200)).body;
}

async function ordersOf(dealer: Agent, query = 'pageSize=200'): Promise<Order[]> {
  return (await dealer.get(`/api/orders?${query}`).expect(200)).body;
}

describe('Orders: list, CSV import, listed through Pennant', () => {
  let app: TestApp;
  let dealer: Agent;
  let stranger: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'orders_dealer');
    stranger = await signIn(app, 'orders_stranger');
  });
  afterAll(() => app.close());

  describe('CSV import', () => {
    it('imports the good rows and reports each bad row by its line with the reason', async () => {
      const result = await importRows(dealer, [
        row('CSV-GOOD-1'),
        row('', { totalPrice: '5.00' }),
        row('CSV-BAD-PRICE', { totalPrice: '12.345' }),
        row('CSV-GOOD-2', { orderedAt: '10/06/2026', totalPrice: '$1,200.50', shippingPaid: '' }),
        row('CSV-BAD-REFUND', { refundAmount: '30.00' }),
        row('CSV-BAD-DATE', { orderedAt: '2026-02-30' }),
        row('CSV-FUTURE', { orderedAt: '2099-01-01' }),
        row('CSV-NEGATIVE', { totalPrice: '-3.00' }),
        row('CSV-LONG-BUYER', { buyer: 'b'.repeat(101) }),
        row('CSV-NO-TOTAL', { totalPrice: '' }),
        row('CSV-SHIP-OVER', { shippingPaid: '26.00' }),
        row('CSV-HUGE', { totalPrice: '99999999999999' }),
        row('CSV-OVER', { totalPrice: '100000000.00' }),
        // A misspelt field would lose its value (the refund here) without a word.
        row('CSV-MISSPELT', { refund: '5.00' } as Partial<CsvOrderRow>),
      ]);
      expect(result).toEqual({
        imported: 2,
        updated: 0,
        errors: [
          { line: 3, message: 'ebayOrderId is required' },
          { line: 4, message: expect.stringContaining('totalPrice must be an amount') },
          { line: 6, message: 'refundAmount must not be more than totalPrice' },
          { line: 7, message: expect.stringContaining('orderedAt must be a date') },
          { line: 8, message: 'orderedAt must not be in the future' },
          { line: 9, message: expect.stringContaining('totalPrice must be an amount') },
          { line: 10, message: 'buyer must be at most 100 characters' },
          { line: 11, message: 'totalPrice is required' },
          { line: 12, message: 'shippingPaid must not be more than totalPrice' },
          { line: 13, message: 'totalPrice must be at most 99999999.99' },
          { line: 14, message: 'totalPrice must be at most 99999999.99' },
          {
            line: 15,
            message: expect.stringMatching(
              /^unknown field "refund": a row has ebayOrderId, .*refundAmount/,
            ),
          },
        ],
      });
      const orders = await ordersOf(dealer, 'source=csv&pageSize=200');
      expect(orders.map((order) => order.ebayOrderId).sort()).toEqual(['CSV-GOOD-1', 'CSV-GOOD-2']);
      const second = orders.find((order) => order.ebayOrderId === 'CSV-GOOD-2')!;
      expect(second).toMatchObject({
        totalPrice: '1200.50',
        shippingPaid: '0.00',
        refundAmount: '0.00',
        source: 'csv',
        marketplaceFee: null,
        cancelState: null,
        // 10/06/2026 is a day in New York: it starts at local midnight (EDT, UTC−4).
        orderedAt: '2026-10-06T04:00:00.000Z',
      });
      expect(second.lines).toEqual([
        expect.objectContaining({
          lineItemId: 'csv',
          itemPrice: '1200.50',
          shipping: '0.00',
          saleAmount: '1200.50',
          listedThroughPennant: false,
          listingId: null,
          ebayFee: null,
        }),
      ]);
      const first = orders.find((order) => order.ebayOrderId === 'CSV-GOOD-1')!;
      expect(first.lines[0]).toMatchObject({
        itemPrice: '21.00',
        shipping: '4.00',
        saleAmount: '25.00',
      });
    });

    it('updates an order imported again, in the same file or later, and never duplicates it', async () => {
      const first = await importRows(dealer, [
        row('CSV-AGAIN', { totalPrice: '10.00', shippingPaid: '1.00' }),
        row('CSV-AGAIN', { totalPrice: '12.00', shippingPaid: '2.00' }),
      ]);
      expect(first).toEqual({ imported: 1, updated: 1, errors: [] });
      const second = await importRows(dealer, [
        row('CSV-AGAIN', {
          totalPrice: '12.00',
          refundAmount: '3.00',
          orderedAt: '2026-10-07T10:00:00',
        }),
      ]);
      expect(second).toEqual({ imported: 0, updated: 1, errors: [] });
      const rows = await app.query<{ count: string }>(
        `SELECT count(*) FROM customer_order WHERE ebay_order_id = 'CSV-AGAIN'`,
      );
      expect(rows[0].count).toBe('1');
      const [order] = (await ordersOf(dealer)).filter((o) => o.ebayOrderId === 'CSV-AGAIN');
      expect(order).toMatchObject({
        totalPrice: '12.00',
        refundAmount: '3.00',
        // Local 10:00 in New York.
        orderedAt: '2026-10-07T14:00:00.000Z',
      });
      expect(order.lines).toHaveLength(1);
      expect(order.lines[0]).toMatchObject({ refundAmount: '3.00', itemPrice: '8.00' });
    });

    it('counts an order toward the fee when the row says it was listed through Pennant', async () => {
      await importRows(dealer, [
        row('CSV-MINE-YES', { listedThroughPennant: 'yes' }),
        row('CSV-MINE-TRUE', { listedThroughPennant: 'TRUE' }),
        row('CSV-MINE-NO', { listedThroughPennant: 'no' }),
      ]);
      const flags = Object.fromEntries(
        (await ordersOf(dealer))
          .filter((order) => order.ebayOrderId.startsWith('CSV-MINE-'))
          .map((order) => [order.ebayOrderId, order.lines[0].listedThroughPennant]),
      );
      expect(flags).toEqual({ 'CSV-MINE-YES': true, 'CSV-MINE-TRUE': true, 'CSV-MINE-NO': false });
      const bad = await importRows(dealer, [
        row('CSV-MINE-MAYBE', { listedThroughPennant: 'maybe' }),
      ]);
      expect(bad.errors).toEqual([
        { line: 2, message: 'listedThroughPennant must be true or false (yes or no)' },
      ]);
    });

    describe('an order of several items imported in more than one go', () => {
      const item = (itemNumber: string, totalPrice: string) =>
        row('CSV-ITEMS', {
          itemNumber,
          totalPrice,
          shippingPaid: '1.00',
          orderedAt: '2025-06-01',
          listedThroughPennant: 'yes',
        });

      /** The order as one row, before its items are known. */
      const wholeOrder = () =>
        row('CSV-ITEMS', {
          totalPrice: '30.00',
          shippingPaid: '2.00',
          orderedAt: '2025-06-01',
          listedThroughPennant: 'yes',
        });

      async function june(agent: Agent) {
        const [order] = await ordersOf(agent, 'startDate=2025-06-01&endDate=2025-06-01');
        const cycle = (await agent.post('/api/billing/generate/2025/6').expect(200)).body;
        return { order, billed: cycle.grossSales };
      }

      it('keeps every item in the total when one comes back alone (a later file, or a chunk of the same file)', async () => {
        const agent = await signIn(app, 'orders_items_again');
        await importRows(agent, [item('111', '10.00'), item('222', '20.00')]);
        expect(await importRows(agent, [item('222', '20.00')])).toEqual({
          imported: 0,
          updated: 1,
          errors: [],
        });
        const { order, billed } = await june(agent);
        expect(order).toMatchObject({ totalPrice: '30.00', shippingPaid: '2.00' });
        expect(order.lines.map((line) => line.saleAmount)).toEqual(['10.00', '20.00']);
        expect(billed).toBe('30.00');
        const sales = await agent
          .get('/api/analytics/sales?startDate=2025-06-01&endDate=2025-06-01')
          .expect(200);
        expect(sales.body.totals.grossSales).toBe('30.00');
      });

      it("replaces an order imported whole with its item rows, keeping the order's line as the first item", async () => {
        const agent = await signIn(app, 'orders_whole_then_items');
        await importRows(agent, [wholeOrder()]);
        const [whole] = (await june(agent)).order.lines;
        await importRows(agent, [item('111', '10.00'), item('222', '20.00')]);
        const { order, billed } = await june(agent);
        expect(order.totalPrice).toBe('30.00');
        expect(order.lines.map((line) => [line.lineItemId, line.saleAmount])).toEqual([
          ['item-111', '10.00'],
          ['item-222', '20.00'],
        ]);
        expect(order.lines[0].id).toBe(whole.id);
        expect(billed).toBe('30.00');

        // Now itemized, the order takes no row that names no item: it would count the items twice.
        const again = await importRows(agent, [
          row('CSV-ITEMS', { totalPrice: '30.00', orderedAt: '2025-06-01' }),
        ]);
        expect(again).toEqual({
          imported: 0,
          updated: 0,
          errors: [
            {
              line: 2,
              message:
                'Order CSV-ITEMS is imported item by item: give this row its itemNumber or sku',
            },
          ],
        });
        expect((await june(agent)).order.totalPrice).toBe('30.00');
      });

      it('bills an order once when its items come after its month was invoiced, and says what was credited', async () => {
        const agent = await signIn(app, 'orders_itemized_after_invoice');
        await importRows(agent, [wholeOrder()]);
        const juneCycle = (await agent.post('/api/billing/generate/2025/6').expect(200)).body;
        expect(juneCycle).toMatchObject({ grossSales: '30.00', feeDue: '0.60' });
        await agent.post(`/api/billing/invoice/${juneCycle.id}`).expect(201);

        // The whole order's line becomes the $10.00 item; the $20.00 item is a sale of its own, billed late.
        await importRows(agent, [
          item('111', '10.00'),
          item('222', '20.00'),
          row('CSV-JULY', {
            totalPrice: '50.00',
            orderedAt: '2025-07-10',
            listedThroughPennant: 'yes',
          }),
        ]);
        const july = (await agent.post('/api/billing/generate/2025/7').expect(200)).body;
        // (50.00 + 20.00 of sales − 20.00 credited for the lowered line) × 2% = 1.00: June's order paid 0.60 once.
        expect(july).toMatchObject({ grossSales: '70.00', credits: '20.00', feeDue: '1.00' });
        const invoice = (await agent.post(`/api/billing/invoice/${july.id}`).expect(201)).body;
        expect(invoice.lines).toContainEqual(
          expect.objectContaining({
            description: 'Sale lowered after invoicing: order CSV-ITEMS',
            ebayOrderId: 'CSV-ITEMS',
            saleAmount: '-20.00',
            fee: '-0.40',
            kind: 'credit',
          }),
        );
        expect((await agent.post('/api/billing/generate/2025/8').expect(200)).body).toMatchObject({
          grossSales: '0.00',
          credits: '0.00',
        });
      });

      it('mends an order an earlier import left with both its order line and its item lines', async () => {
        const agent = await signIn(app, 'orders_doubled_lines');
        await importRows(agent, [item('111', '10.00'), item('222', '20.00')]);
        // What importing the order whole and then by item used to leave.
        await app.query(
          `INSERT INTO order_line_item (order_id, dealer_id, line_item_id, item_price, shipping,
             listed_through_pennant)
           SELECT order_id, dealer_id, 'csv', 28.00, 2.00, true FROM order_line_item
            WHERE line_item_id = 'item-111' AND dealer_id = (SELECT id FROM dealer WHERE username = $1)`,
          ['orders_doubled_lines'],
        );
        await importRows(agent, [item('111', '10.00'), item('222', '20.00')]);
        const { order, billed } = await june(agent);
        expect(order.lines.map((line) => line.lineItemId)).toEqual(['item-111', 'item-222']);
        expect(billed).toBe('30.00');
        const sales = await agent
          .get('/api/analytics/sales?startDate=2025-06-01&endDate=2025-06-01')
          .expect(200);
        expect(sales.body.totals).toMatchObject({ grossSales: '30.00', platformFee: '0.60' });
      });

      it('refuses, by line, the items of an order that add up to more than an order holds', async () => {
        const agent = await signIn(app, 'orders_items_too_large');
        const answer = await importRows(agent, [
          item('111', '60000000.00'),
          item('222', '60000000.00'),
          row('CSV-FINE', { orderedAt: '2025-06-01' }),
        ]);
        expect(answer).toEqual({
          imported: 1,
          updated: 0,
          errors: [2, 3].map((line) => ({
            line,
            message: 'The items of order CSV-ITEMS add up to more than 99999999.99',
          })),
        });
        expect((await ordersOf(agent)).map((order) => order.ebayOrderId)).toEqual(['CSV-FINE']);
      });
    });

    it('answers 400 to a body that is not {csvData: [rows]} or has too many rows', async () => {
      for (const body of [
        {},
        { csvData: 'ebayOrderId,totalPrice' },
        { csvData: [] },
        { csvData: ['a,b'] },
        { csvData: [[1, 2]] },
        { csvData: [null] },
        { csvData: [row('X')], extra: true },
      ]) {
        const answer = await dealer.post('/api/orders/import-csv').send(body);
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
        expect(answer.body.message).toEqual(expect.any(String));
      }
      const tooMany = Array.from({ length: 10_001 }, () => ({}));
      const answer = await dealer
        .post('/api/orders/import-csv')
        .send({ csvData: tooMany })
        .expect(400);
      expect(answer.body.message).toContain('at most 10000 rows');
    });

    it('imports nothing from 1,000 malformed bodies and never answers 5xx', async () => {
      const before = await app.query<{ count: string }>(`SELECT count(*) FROM customer_order`);
      const junk = fc.oneof(
        fc.string(),
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.object({ maxDepth: 1 }),
      );
      // Values no column accepts: not text, or text that is no amount or date.
      const notText = fc.oneof(
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.object({ maxDepth: 1 }),
      );
      const notAmount = fc.oneof(
        notText,
        fc.string().map((text) => `x${text}`),
        fc.constantFrom('-1', '1.234', '1e3', 'NaN', 'Infinity', '-0.01'),
      );
      const notDate = fc.oneof(
        notText,
        fc.string().map((text) => `day ${text}`),
        fc.constantFrom('2026-13-01', '31/12/2026', '2999-01-01', '2026-02-29', ''),
      );
      const breakRow = fc.oneof(
        fc.record({ ebayOrderId: fc.oneof(notText, fc.constantFrom('', '   ', undefined)) }),
        fc.record({ totalPrice: fc.oneof(notAmount, fc.constant('')) }),
        fc.record({ shippingPaid: fc.oneof(notAmount, fc.constant('26')) }),
        fc.record({ refundAmount: fc.oneof(notAmount, fc.constant('26.00')) }),
        fc.record({ orderedAt: notDate }),
        fc.record({
          buyer: fc.oneof(fc.string({ minLength: 101, maxLength: 150 }), notText),
        }),
        fc.record({ listedThroughPennant: fc.oneof(notText, fc.constantFrom('maybe', 'on', '2')) }),
      );
      // Every row has at least one defect that makes it invalid; the rest may be anything.
      const badRow = fc
        .tuple(fc.nat(), breakRow, fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 3 }))
        .map(([n, defect, noise]) => ({ ...noise, ...row(`FUZZ-${n}`), ...defect }));
      const body = fc.oneof(
        fc.record({ csvData: fc.array(badRow, { minLength: 1, maxLength: 5 }) }),
        fc.anything({ maxDepth: 3 }),
        fc.record({ csvData: fc.anything({ maxDepth: 2 }) }),
      );
      let requests = 0;
      await fc.assert(
        fc.asyncProperty(body, async (sent) => {
          requests += 1;
          const answer = await dealer
            .post('/api/orders/import-csv')
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(sent) ?? 'null');
          expect(answer.status).toBeLessThan(500);
          if (answer.status === 200) {
            expect(answer.body.imported).toBe(0);
            expect(answer.body.updated).toBe(0);
          }
        }),
        { numRuns: 1000, seed: 20261125 },
      );
      expect(requests).toBe(1000);
      const after = await app.query<{ count: string }>(`SELECT count(*) FROM customer_order`);
      expect(after[0].count).toBe(before[0].count);
      // A thousand requests: about 10 s on a quiet 2-core machine, over 30 s when other work shares it. The test
      // is about answers, not speed, so it gets room.
    }, 120_000);
  });

  describe('list', () => {
    let pager: Agent;

    beforeAll(async () => {
      pager = await signIn(app, 'orders_pager');
      await importRows(pager, [
        row('P-1', { orderedAt: '2026-09-30T23:30:00' }),
        row('P-2', { orderedAt: '2026-10-01T00:30:00' }),
        row('P-3', { orderedAt: '2026-10-15T12:00:00Z' }),
        row('P-4', { orderedAt: '2026-10-31T23:30:00' }),
        row('P-5', { orderedAt: '2026-11-01T00:00:00' }),
      ]);
    });

    it('pages newest first and says the total in X-Total-Count', async () => {
      const first = await pager.get('/api/orders?pageSize=2').expect(200);
      expect(first.headers['x-total-count']).toBe('5');
      expect(first.body.map((order: Order) => order.ebayOrderId)).toEqual(['P-5', 'P-4']);
      const third = await pager.get('/api/orders?pageSize=2&page=3').expect(200);
      expect(third.body.map((order: Order) => order.ebayOrderId)).toEqual(['P-1']);
      const beyond = await pager.get('/api/orders?pageSize=2&page=4').expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('5');
    });

    it("filters by days in the dealer's time zone, split at local midnight", async () => {
      const october = await pager
        .get('/api/orders?startDate=2026-10-01&endDate=2026-10-31')
        .expect(200);
      expect(october.body.map((order: Order) => order.ebayOrderId)).toEqual(['P-4', 'P-3', 'P-2']);
      expect(october.headers['x-total-count']).toBe('3');
      const fromNovember = await pager.get('/api/orders?startDate=2026-11-01').expect(200);
      expect(fromNovember.body.map((order: Order) => order.ebayOrderId)).toEqual(['P-5']);
      const untilSeptember = await pager.get('/api/orders?endDate=2026-09-30').expect(200);
      expect(untilSeptember.body.map((order: Order) => order.ebayOrderId)).toEqual(['P-1']);
      expect((await pager.get('/api/orders?source=ebay').expect(200)).body).toEqual([]);
    });

    it('refuses a bad query naming the field', async () => {
      for (const [query, field] of [
        ['pageSize=201', 'pageSize'],
        ['page=0', 'page'],
        ['startDate=2026-02-30', 'startDate'],
        ['endDate=yesterday', 'endDate'],
        ['source=ftp', 'source'],
      ]) {
        const answer = await pager.get(`/api/orders?${query}`).expect(400);
        expect(answer.body.errors[0].field).toBe(field);
      }
      // Days past what a timestamp holds, and a range that ends before it starts: 400, never 500 or an empty page.
      for (const [query, message] of [
        ['startDate=9999-12-31', 'startDate must be from 1970-01-01 to 2999-12-31'],
        ['endDate=9999-12-31', 'endDate must be from 1970-01-01 to 2999-12-31'],
        ['startDate=2026-10-01&endDate=2026-09-30', 'endDate must not be before startDate'],
      ]) {
        const answer = await pager.get(`/api/orders?${query}`).expect(400);
        expect(answer.body.message).toBe(message);
      }
    });

    it("shows a dealer only their own orders; another dealer's line answers 404", async () => {
      expect(await ordersOf(stranger)).toEqual([]);
      const [order] = await ordersOf(pager, 'pageSize=1');
      const line = order.lines[0];
      await stranger
        .patch(`/api/orders/${order.id}/lines/${line.id}`)
        .send({ listedThroughPennant: true })
        .expect(404);
      const malformed = await pager
        .patch(`/api/orders/${order.id}/lines/not-a-line`)
        .send({ listedThroughPennant: true })
        .expect(400);
      expect(malformed.body.errors).toEqual([
        { field: 'lineId', message: 'lineId must be an order line id (a UUID)' },
      ]);
      expect((await ordersOf(pager, 'pageSize=1'))[0].lines[0].listedThroughPennant).toBe(false);
    });

    it('lets the dealer mark an imported line as listed through Pennant, and unmark it', async () => {
      const [order] = await ordersOf(pager, 'pageSize=1');
      const path = `/api/orders/${order.id}/lines/${order.lines[0].id}`;
      const marked = await pager.patch(path).send({ listedThroughPennant: true }).expect(200);
      expect(marked.body.lines[0].listedThroughPennant).toBe(true);
      expect((await ordersOf(pager, 'pageSize=1'))[0].lines[0].listedThroughPennant).toBe(true);
      const bad = await pager.patch(path).send({ listedThroughPennant: 'yes' }).expect(400);
      expect(bad.body.errors[0].field).toBe('listedThroughPennant');
      const unmarked = await pager.patch(path).send({ listedThroughPennant: false }).expect(200);
      expect(unmarked.body.lines[0].listedThroughPennant).toBe(false);
    });
  });

  describe('CSV export', () => {
    let exporter: Agent;

    beforeAll(async () => {
      exporter = await signIn(app, 'orders_exporter');
      await importRows(exporter, [
        row('E-1', { buyer: '=HYPERLINK("http://evil.test")', orderedAt: '2026-10-05' }),
        row('E-2', { refundAmount: '25.00', orderedAt: '2026-10-06' }),
        row('E-3', { orderedAt: '2026-11-02' }),
      ]);
      const dealerId = (await exporter.get('/api/auth/user').expect(200)).body.id;
      await insertSale(app, dealerId, {
        orderedAt: '2026-10-07T15:00:00Z',
        amount: '40.00',
        cancelled: true,
        title: 'Bird 1980 Topps',
      });
    });

    const exported = (agent: Agent, query: string) =>
      agent.get(`/api/orders/export.csv?${query}`).buffer(true);

    it("downloads the period's orders for the books, one row per line, saying what undid a sale", async () => {
      const answer = await exported(exporter, 'startDate=2026-10-01&endDate=2026-10-31').expect(
        200,
      );
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toBe(
        'attachment; filename="pennant-sales-2026-10-01-to-2026-10-31.csv"',
      );
      const [header, ...rows] = Papa.parse<string[]>(answer.text.trim()).data;
      expect(header).toEqual([
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
      ]);
      const byOrder = new Map(rows.map((cells) => [cells[1], cells]));
      expect([...byOrder.keys()].sort()).toEqual([expect.stringMatching(/^27-/), 'E-1', 'E-2']);
      const cancelled = rows.find((cells) => cells[1].startsWith('27-'))!;
      expect(cancelled).toEqual(
        expect.arrayContaining(['2026-10-07', 'Bird 1980 Topps', '40.00', 'Cancelled', 'Yes']),
      );
      expect(byOrder.get('E-2')).toEqual(
        expect.arrayContaining(['2026-10-06', '25.00', 'Refunded', 'No', 'CSV import']),
      );
      expect(byOrder.get('E-1')).toEqual(expect.arrayContaining(['2026-10-05', 'Sold']));
      // A buyer's name a spreadsheet would run as a formula stays text.
      expect(byOrder.get('E-1')![2]).toBe(`'=HYPERLINK("http://evil.test")`);
    });

    it("names the file for all orders without dates, and holds no other dealer's", async () => {
      const all = await exported(exporter, '').expect(200);
      expect(all.headers['content-disposition']).toBe(
        'attachment; filename="pennant-sales-all.csv"',
      );
      expect(Papa.parse(all.text.trim()).data).toHaveLength(5);
      const none = await exported(stranger, '').expect(200);
      expect(Papa.parse(none.text.trim()).data).toHaveLength(1);
    });

    it('refuses a bad filter naming the field', async () => {
      for (const [query, field] of [
        ['startDate=2026-02-30', 'startDate'],
        ['startDate=2026-10-31&endDate=2026-10-01', 'endDate'],
        ['source=ftp', 'source'],
        ['page=2', 'page'],
      ]) {
        const answer = await exported(exporter, query).expect(400);
        expect(answer.body.errors[0].field).toBe(field);
      }
    });
  });
});
