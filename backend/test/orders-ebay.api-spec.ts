import { Logger } from '@nestjs/common';
import type { Listing, Order, SalesAnalytics } from '@pennant/contracts';
import {
  approvedCards,
  buyOnEmulator,
  readyToSell,
  waitForListings,
} from './support/listing-fixtures';
import { fromCents, toCents } from '../src/common';
import { currentMonth, generateCycle } from './support/billing-orders';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
// After the app's own modules (test-app loads them): orders and auth import each other through their indexes.
import { OrdersService } from '../src/modules/orders';
import { JobQueue } from '../src/integrations/jobs';
import { ORDERS_SYNC_JOB } from '../src/modules/listings/jobs/listing-jobs';

/** Waits up to 10 s for a condition that becomes true in the background. */
async function expectSoonTrue(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 100) {
    if (waited > 10_000) throw new Error('never became true');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const FINANCES_SCOPE = 'https://api.ebay.com/oauth/api_scope/sell.finances';

/** Orders that came in from eBay: fees per line from Finances, refunds, and CSV rows meeting them. */
describe('Orders synced from eBay', () => {
  let app: TestApp;
  let dealer: Agent;
  let dealerId: string;
  let live: Listing[];

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'synced_orders_dealer');
    dealerId = (await dealer.get('/api/auth/user').expect(200)).body.id;
    await readyToSell(dealer);
    const cardIds = await approvedCards(app, dealer, 5);
    await dealer.post('/api/listings/publish').send({ cardIds }).expect(202);
    live = await waitForListings(dealer, cardIds, (listing) => listing.status === 'active');
  });
  afterAll(() => app.close());

  const buy = (listing: Listing) => buyOnEmulator(app, listing);

  async function orderOf(ebayOrderId: string): Promise<Order> {
    const orders: Order[] = (await dealer.get('/api/orders?pageSize=200').expect(200)).body;
    const order = orders.find((candidate) => candidate.ebayOrderId === ebayOrderId);
    if (!order) throw new Error(`order ${ebayOrderId} not listed`);
    return order;
  }

  it("stores eBay's fee on each line from the Finances API, with the listing and card it sold", async () => {
    const ebayOrderId = await buy(live[0]);
    await dealer.post('/api/listings/sync').expect(200);
    const order = await orderOf(ebayOrderId);
    expect(order).toMatchObject({
      source: 'ebay',
      marketplaceFee: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(order.lines).toHaveLength(1);
    const [line] = order.lines;
    expect(line).toMatchObject({
      listingId: live[0].id,
      cardId: live[0].cardId,
      listedThroughPennant: true,
      sku: live[0].sku,
      saleAmount: order.totalPrice,
    });
    // One line: eBay's fees on it are the order's fees, read from Finances rather than estimated.
    expect(line.ebayFee).toBe(order.marketplaceFee);
    expect(Number(line.ebayFee)).toBeGreaterThan(0);
  });

  it('puts a refund eBay booked on a one-line order on that line, its fee less what eBay credited back', async () => {
    const ebayOrderId = await buy(live[1]);
    await dealer.post('/api/listings/sync').expect(200);
    const feeBefore = toCents((await orderOf(ebayOrderId)).lines[0].ebayFee!);
    await app.http
      .post('/__ebay/_control/refunds')
      .send({ orderId: ebayOrderId, amount: '5.25' })
      .expect(201);
    await dealer.post('/api/listings/sync').expect(200);
    const order = await orderOf(ebayOrderId);
    expect(order.refundAmount).toBe('5.25');
    expect(order.lines[0].refundAmount).toBe('5.25');
    // eBay gives back its final value fee's share of a refund (13.25% here): 0.70 of 5.25.
    expect(toCents(order.lines[0].ebayFee!)).toBe(feeBefore - 70);
  });

  it('keeps the sync working without the sell.finances grant: no line fees, the order fee kept', async () => {
    await app.query(
      `UPDATE ebay_connection SET scopes = array_to_string(array_remove(string_to_array(scopes, ' '), $2), ' ')
        WHERE dealer_id = $1`,
      [dealerId, FINANCES_SCOPE],
    );
    const ebayOrderId = await buy(live[2]);
    const sync = await dealer.post('/api/listings/sync').expect(200);
    expect(sync.body.ordersImported).toBe(1);
    const order = await orderOf(ebayOrderId);
    expect(order.marketplaceFee).toMatch(/^\d+\.\d{2}$/);
    expect(order.lines[0].ebayFee).toBeNull();
    await app.query(
      `UPDATE ebay_connection SET scopes = scopes || ' ' || $2 WHERE dealer_id = $1`,
      [dealerId, FINANCES_SCOPE],
    );
  });

  it('keeps the sync working when the Finances API fails', async () => {
    await app.http
      .post('/__ebay/_control/faults')
      .send({ status: 500, count: 20, pathPrefix: '/sell/finances/v1/transaction' })
      .expect(201);
    const ebayOrderId = await buy(live[3]);
    const sync = await dealer.post('/api/listings/sync').expect(200);
    expect(sync.body.ordersImported).toBe(1);
    expect((await orderOf(ebayOrderId)).lines[0].ebayFee).toBeNull();
    await app.http.delete('/__ebay/_control/faults').expect(204);
    // The next sync reads the fees of the window again, this order's too.
    await dealer.post('/api/listings/sync').expect(200);
    expect((await orderOf(ebayOrderId)).lines[0].ebayFee).toMatch(/^\d+\.\d{2}$/);
  });

  it('says when the five-minute sync failed (the job queue logs and retries it); the next sync that works clears it', async () => {
    const status = async () => (await dealer.get('/api/listings/sync').expect(200)).body;
    await dealer.post('/api/listings/sync').expect(200);
    const before = await status();
    expect(before).toMatchObject({ lastTryFailed: false, syncedThrough: expect.any(String) });
    await app.http
      .post('/__ebay/_control/faults')
      .send({ status: 500, count: 50, pathPrefix: '/sell/fulfillment' })
      .expect(201);
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      await app.pennant.app
        .get(JobQueue)
        .enqueue(ORDERS_SYNC_JOB, { dealerId }, { jobId: `failing-sync-${Date.now()}` });
      for (let waited = 0; !(await status()).lastTryFailed; waited += 250) {
        if (waited > 60_000) throw new Error('the failed sync was not recorded');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const failed = await status();
      // Orders are in as far as before: the screens say so, and the log names the dealer.
      expect(failed.syncedThrough).toBe(before.syncedThrough);
      await expectSoonTrue(() =>
        warn.mock.calls.some(([message]) =>
          /^Job orders\.sync failing-sync-\d+ failed \(attempt 1 of \d+\), retrying: /.test(
            String(message),
          ),
        ),
      );
    } finally {
      warn.mockRestore();
      await app.http.delete('/__ebay/_control/faults').expect(204);
    }
    await dealer.post('/api/listings/sync').expect(200);
    expect(await status()).toMatchObject({ lastTryFailed: false });
  });

  it('matches CSV rows to Pennant listings by SKU or eBay item number; never overwrites a synced order', async () => {
    const synced = await orderOf(
      (await dealer.get('/api/orders?source=ebay&pageSize=1').expect(200)).body[0].ebayOrderId,
    );
    const answer = await dealer
      .post('/api/orders/import-csv')
      .send({
        csvData: [
          {
            ebayOrderId: 'OLD-BY-SKU',
            totalPrice: '40.00',
            orderedAt: '2026-09-01',
            sku: live[4].sku,
          },
          {
            ebayOrderId: 'OLD-BY-ITEM',
            totalPrice: '30.00',
            orderedAt: '2026-09-02',
            itemNumber: live[3].ebayListingId!,
          },
          {
            ebayOrderId: 'OLD-NO-MATCH',
            totalPrice: '20.00',
            orderedAt: '2026-09-03',
            sku: 'NOT-MINE',
          },
          { ebayOrderId: synced.ebayOrderId, totalPrice: '1.00', orderedAt: '2026-09-04' },
        ],
      })
      .expect(200);
    expect(answer.body).toEqual({
      imported: 3,
      updated: 0,
      errors: [
        {
          line: 5,
          message: `Order ${synced.ebayOrderId} was synced from eBay: eBay's record is kept`,
        },
      ],
    });
    const bySku = (await orderOf('OLD-BY-SKU')).lines[0];
    expect(bySku).toMatchObject({
      listingId: live[4].id,
      cardId: live[4].cardId,
      listedThroughPennant: true,
    });
    const byItem = (await orderOf('OLD-BY-ITEM')).lines[0];
    expect(byItem).toMatchObject({ listingId: live[3].id, listedThroughPennant: true });
    const none = (await orderOf('OLD-NO-MATCH')).lines[0];
    expect(none).toMatchObject({ listingId: null, listedThroughPennant: false });
    expect(await orderOf(synced.ebayOrderId)).toEqual(synced);
  });

  it("imports an order of several items (a row each, as Seller Hub's report gives it) as one order with a line per item", async () => {
    const item = (itemNumber: string, totalPrice: string, shippingPaid: string) => ({
      ebayOrderId: 'OLD-TWO-ITEMS',
      buyer: 'twoitems_buyer',
      totalPrice,
      shippingPaid,
      orderedAt: '2026-09-05',
      itemNumber,
    });
    const report = [
      item(live[2].ebayListingId!, '15.00', '1.00'),
      item('110000000001', '7.50', '0.50'),
    ];
    const answer = await dealer
      .post('/api/orders/import-csv')
      .send({ csvData: report })
      .expect(200);
    expect(answer.body).toEqual({ imported: 1, updated: 0, errors: [] });
    const order = await orderOf('OLD-TWO-ITEMS');
    expect(order).toMatchObject({ totalPrice: '22.50', shippingPaid: '1.50', source: 'csv' });
    const byItem = Object.fromEntries(order.lines.map((line) => [line.legacyItemId, line]));
    expect(byItem[live[2].ebayListingId!]).toMatchObject({
      saleAmount: '15.00',
      listingId: live[2].id,
      listedThroughPennant: true,
    });
    expect(byItem['110000000001']).toMatchObject({
      saleAmount: '7.50',
      listingId: null,
      listedThroughPennant: false,
    });
    // The same report imported again changes nothing and says so.
    const again = await dealer.post('/api/orders/import-csv').send({ csvData: report }).expect(200);
    expect(again.body).toEqual({ imported: 0, updated: 2, errors: [] });
    expect((await orderOf('OLD-TWO-ITEMS')).lines).toHaveLength(2);
  });

  it("leaves a cancelled order out of the analytics, and the fee on the Pennant lines' net", async () => {
    const ebayOrderId = await buy(live[4]);
    await app.http
      .post('/__ebay/_control/cancellations')
      .send({ orderId: ebayOrderId })
      .expect(200);
    await dealer.post('/api/listings/sync').expect(200);
    expect((await orderOf(ebayOrderId)).cancelState).toBe('CANCELED');
    const analytics: SalesAnalytics = (
      await dealer.get('/api/analytics/sales?period=week').expect(200)
    ).body;
    const { start, end } = analytics.range;
    const orders: Order[] = (
      await dealer.get(`/api/orders?startDate=${start}&endDate=${end}&pageSize=200`).expect(200)
    ).body;
    // Listed still, marked cancelled; but no sale, in no figure.
    expect(orders.map((order) => order.ebayOrderId)).toContain(ebayOrderId);
    const sales = orders.filter((order) => order.cancelState !== 'CANCELED');
    const refundOf = (order: Order) =>
      Math.min(toCents(order.refundAmount), toCents(order.totalPrice));
    const pennantNet = sales.reduce(
      (sum, order) =>
        sum +
        order.lines
          .filter((line) => line.listedThroughPennant)
          .reduce(
            (net, line) =>
              net +
              toCents(line.saleAmount) -
              Math.min(toCents(line.refundAmount), toCents(line.saleAmount)),
            0,
          ),
      0,
    );
    const ebayFees = sales.reduce((sum, order) => {
      const lineFees = order.lines.filter((line) => line.ebayFee !== null);
      return (
        sum +
        (lineFees.length > 0
          ? lineFees.reduce((fees, line) => fees + toCents(line.ebayFee!), 0)
          : toCents(order.marketplaceFee ?? '0'))
      );
    }, 0);
    const gross = sales.reduce((sum, order) => sum + toCents(order.totalPrice), 0);
    const refunds = sales.reduce((sum, order) => sum + refundOf(order), 0);
    const fee = Math.floor((pennantNet * 2 + 50) / 100);
    expect(analytics.totals).toEqual({
      grossSales: fromCents(gross),
      refunds: fromCents(refunds),
      platformFee: fromCents(fee),
      netAfterFee: fromCents(gross - refunds - fee),
      orders: sales.length,
      ebayFees: fromCents(ebayFees),
    });
  });
  describe('a CSV order the sync later brings in from eBay', () => {
    let seller: Agent;
    let listed: Listing[];
    const { year, month } = currentMonth();
    // Today in New York, the dealer's time zone: the day the emulator's buyer bought.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(),
    );

    beforeAll(async () => {
      seller = await signIn(app, 'csv_then_synced');
      await readyToSell(seller);
      const cardIds = await approvedCards(app, seller, 2);
      await seller.post('/api/listings/publish').send({ cardIds }).expect(202);
      listed = await waitForListings(seller, cardIds, (listing) => listing.status === 'active');
    });

    async function sellersOrder(ebayOrderId: string): Promise<Order> {
      const orders: Order[] = (await seller.get('/api/orders?pageSize=200').expect(200)).body;
      return orders.find((order) => order.ebayOrderId === ebayOrderId)!;
    }

    it("becomes eBay's order, its imported line now eBay's line and billed once", async () => {
      const ebayOrderId = await buyOnEmulator(app, listed[0]);
      await seller
        .post('/api/orders/import-csv')
        .send({
          csvData: [
            { ebayOrderId, totalPrice: '25.00', orderedAt: today, listedThroughPennant: 'yes' },
          ],
        })
        .expect(200);
      const [imported] = (await sellersOrder(ebayOrderId)).lines;
      expect((await generateCycle(seller, year, month)).grossSales).toBe('25.00');

      await seller.post('/api/listings/sync').expect(200);
      const order = await sellersOrder(ebayOrderId);
      expect(order.source).toBe('ebay');
      expect(order.lines).toHaveLength(1);
      expect(order.lines[0]).toMatchObject({
        id: imported.id,
        listingId: listed[0].id,
        listedThroughPennant: true,
        saleAmount: order.totalPrice,
      });
      expect(order.lines[0].lineItemId).not.toBe('csv');
      expect((await generateCycle(seller, year, month)).grossSales).toBe(order.totalPrice);
    });

    it("keeps the imported line of eBay's item and drops one eBay's order does not have", async () => {
      const ebayOrderId = await buyOnEmulator(app, listed[1]);
      const row = (itemNumber: string, totalPrice: string) => ({
        ebayOrderId,
        totalPrice,
        orderedAt: today,
        itemNumber,
        listedThroughPennant: 'yes',
      });
      await seller
        .post('/api/orders/import-csv')
        .send({ csvData: [row('110000000099', '5.00'), row(listed[1].ebayListingId!, '20.00')] })
        .expect(200);
      const imported = (await sellersOrder(ebayOrderId)).lines.find(
        (line) => line.legacyItemId === listed[1].ebayListingId,
      )!;

      await seller.post('/api/listings/sync').expect(200);
      const order = await sellersOrder(ebayOrderId);
      expect(order.lines).toHaveLength(1);
      expect(order.lines[0]).toMatchObject({ id: imported.id, saleAmount: order.totalPrice });
      const orders: Order[] = (await seller.get('/api/orders?pageSize=200').expect(200)).body;
      expect(orders).toHaveLength(2);
      const grossCents = orders.reduce((sum, other) => sum + toCents(other.totalPrice), 0);
      const cycle = await generateCycle(seller, year, month);
      expect(cycle.grossSales).toBe(fromCents(grossCents));
      // /sales' fee reads the Pennant lines' totals each order carries: the dropped line is out of them too.
      const sales: SalesAnalytics = (
        await seller.get('/api/analytics/sales?period=month').expect(200)
      ).body;
      expect(sales.totals.platformFee).toBe(cycle.feeDue);
    });
  });

  describe("while Pennant's clock runs ahead of eBay's", () => {
    let ahead: Agent;
    let aheadId: string;
    let listing: Listing;

    beforeAll(async () => {
      ahead = await signIn(app, 'clock_ahead_dealer');
      aheadId = (await ahead.get('/api/auth/user').expect(200)).body.id;
      await readyToSell(ahead);
      const cardIds = await approvedCards(app, ahead, 1);
      await ahead.post('/api/listings/publish').send({ cardIds }).expect(202);
      [listing] = await waitForListings(ahead, cardIds, (one) => one.status === 'active');
    });
    afterEach(() => jest.restoreAllMocks());

    it('reads a window without sales (Finances answers 204) as no fees, with no warning', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn');
      const sync = await ahead.post('/api/listings/sync').expect(200);
      expect(sync.body.ordersImported).toBe(0);
      expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('eBay fees not read'));
    });

    it('still brings orders and their fees in: no end date from its own clock, which eBay would refuse (30850)', async () => {
      const ebayOrderId = await buyOnEmulator(app, listing);
      const warn = jest.spyOn(Logger.prototype, 'warn');
      // Two minutes ahead: an end at Pennant's "now" is in eBay's future.
      const now = new Date(Date.now() + 120_000);
      const result = await app.pennant.app.get(OrdersService).syncFromEbay(aheadId, now);
      expect(result).toMatchObject({ imported: 1 });
      // The next sync starts from eBay's time (its Date header, to the second), not Pennant's.
      const ebayNow = app.pennant.emulator!.clock.now();
      expect(Math.abs(result.syncedThrough.getTime() - ebayNow)).toBeLessThan(5_000);
      expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('eBay fees not read'));
      const orders: Order[] = (await ahead.get('/api/orders?pageSize=200').expect(200)).body;
      const order = orders.find((one) => one.ebayOrderId === ebayOrderId)!;
      expect(order.lines[0].ebayFee).toMatch(/^\d+\.\d{2}$/);
    });

    it("misses no order sold between two syncs, however far ahead Pennant's clock is", async () => {
      const sync = (now: Date) => app.pennant.app.get(OrdersService).syncFromEbay(aheadId, now);
      const tenMinutesAhead = () => new Date(app.pennant.emulator!.clock.now() + 10 * 60_000);
      await sync(tenMinutesAhead());
      const [another] = await approvedCards(app, ahead, 1);
      await ahead
        .post('/api/listings/publish')
        .send({ cardIds: [another] })
        .expect(202);
      const [live] = await waitForListings(ahead, [another], (one) => one.status === 'active');
      const ebayOrderId = await buyOnEmulator(app, live);
      const result = await sync(tenMinutesAhead());
      expect(result.imported).toBe(1);
      const orders: Order[] = (await ahead.get('/api/orders?pageSize=200').expect(200)).body;
      expect(orders.map((one) => one.ebayOrderId)).toContain(ebayOrderId);
    });
  });
});
