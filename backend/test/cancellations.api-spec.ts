import type { BillingCycle, Invoice, Listing, Order, SalesAnalytics } from '@pennant/contracts';
import { currentMonth, dealerIdOf, generateCycle, insertSale } from './support/billing-orders';
import {
  approvedCards,
  buyOnEmulator,
  readyToSell,
  waitForListings,
} from './support/listing-fixtures';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const ORDER_CANCELLED = 'The order was cancelled on eBay: relist to sell the card again';
const SALE_REFUNDED =
  'The sale was refunded in full on eBay: relist to sell the card again once it is back with you';

/**
 * An order eBay cancelled (Fulfillment's cancelStatus.cancelState CANCELED) is no sale: shown as
 * cancelled, left out of every figure and bill, and the listing eBay ended when it sold is ended in
 * Pennant too, to relist.
 */
describe('A cancelled eBay order', () => {
  let app: TestApp;
  let dealer: Agent;
  let live: Listing[];

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'cancelling_dealer');
    await readyToSell(dealer);
    const cardIds = await approvedCards(app, dealer, 5);
    await dealer.post('/api/listings/publish').send({ cardIds }).expect(202);
    live = await waitForListings(dealer, cardIds, (listing) => listing.status === 'active');
  });
  afterAll(() => app.close());

  const buy = (listing: Listing) => buyOnEmulator(app, listing);

  async function cancel(ebayOrderId: string): Promise<void> {
    const order = await app.http
      .post('/__ebay/_control/cancellations')
      .send({ orderId: ebayOrderId })
      .expect(200);
    expect(order.body.cancelStatus.cancelState).toBe('CANCELED');
  }

  async function refund(ebayOrderId: string, amount: string): Promise<void> {
    await app.http
      .post('/__ebay/_control/refunds')
      .send({ orderId: ebayOrderId, amount })
      .expect(201);
  }

  /** Relists the listing and waits until it is live again: as a new eBay listing. */
  async function relistedOnEbay(listing: Listing): Promise<Listing> {
    await dealer.post(`/api/listings/${listing.id}/relist`).expect(202);
    const [relisted] = await waitForListings(
      dealer,
      [listing.cardId!],
      (candidate) => candidate.status === 'active',
    );
    expect(relisted.ebayListingId).not.toBe(listing.ebayListingId);
    return relisted;
  }

  async function listingOf(cardId: string): Promise<Listing> {
    const [listing] = await waitForListings(dealer, [cardId], () => true);
    return listing;
  }

  it('comes in cancelled: no sale anywhere, its listing ended to relist, and the sync says so', async () => {
    const listing = live[0];
    const ebayOrderId = await buy(listing);
    await cancel(ebayOrderId);
    // eBay ended the listing when it sold; the cancellation does not bring it back.
    await app.http
      .post('/__ebay/_control/purchases')
      .send({ listingId: listing.ebayListingId })
      .expect(409);

    const sync = await dealer.post('/api/listings/sync').expect(200);
    expect(sync.body).toMatchObject({
      ordersImported: 1,
      ordersCancelled: 1,
      listingsSold: 0,
      listingsEnded: 1,
    });
    const ended = await listingOf(listing.cardId!);
    expect(ended).toMatchObject({ status: 'ended', soldAt: null, errors: [ORDER_CANCELLED] });
    expect(ended.endedAt).toEqual(expect.any(String));

    // Seen again, already cancelled: not a new cancellation.
    const again = await dealer.post('/api/listings/sync').expect(200);
    expect(again.body).toMatchObject({ ordersCancelled: 0, listingsEnded: 0 });

    // /sales keeps the order, marked cancelled.
    const orders: Order[] = (await dealer.get('/api/orders?pageSize=200').expect(200)).body;
    expect(orders.find((order) => order.ebayOrderId === ebayOrderId)).toMatchObject({
      cancelState: 'CANCELED',
    });

    // No figure counts it.
    const stats = (await dealer.get('/api/dashboard/stats?range=this-month').expect(200)).body;
    expect(stats).toMatchObject({ soldCount: 0, grossSales: '0.00', netAfterFee: '0.00' });
    const analytics: SalesAnalytics = (
      await dealer.get('/api/analytics/sales?period=week').expect(200)
    ).body;
    expect(analytics.totals).toMatchObject({
      orders: 0,
      grossSales: '0.00',
      refunds: '0.00',
      platformFee: '0.00',
      ebayFees: '0.00',
    });
    expect(analytics.trends.dailySales.every((day) => day.sales === '0.00')).toBe(true);
    const { year, month } = currentMonth();
    const cycle = await generateCycle(dealer, year, month);
    expect(cycle).toMatchObject({
      grossSales: '0.00',
      refunds: '0.00',
      netSales: '0.00',
      feeDue: '0.00',
      status: 'no_charge',
    });

    // The dealer can sell the card again.
    const relisted = await relistedOnEbay(listing);
    expect(relisted.errors).toEqual([]);
  });

  it('ends a listing Pennant saw sold once eBay cancels its order', async () => {
    const listing = live[1];
    const ebayOrderId = await buy(listing);
    expect((await dealer.post('/api/listings/sync').expect(200)).body).toMatchObject({
      ordersImported: 1,
      ordersCancelled: 0,
      listingsSold: 1,
    });
    expect((await listingOf(listing.cardId!)).status).toBe('sold');
    await cancel(ebayOrderId);
    const sync = await dealer.post('/api/listings/sync').expect(200);
    expect(sync.body).toMatchObject({
      ordersImported: 0,
      ordersUpdated: 1,
      ordersCancelled: 1,
      listingsSold: 0,
      listingsEnded: 1,
    });
    expect(await listingOf(listing.cardId!)).toMatchObject({
      status: 'ended',
      soldAt: null,
      errors: [ORDER_CANCELLED],
    });
    const stats = (await dealer.get('/api/dashboard/stats?range=this-month').expect(200)).body;
    expect(stats).toMatchObject({ soldCount: 0, grossSales: '0.00' });
  });

  it('ends, as asked, a listing eBay has already ended', async () => {
    const listing = live[2];
    // Sold (and cancelled) on eBay before Pennant heard of it: Pennant still shows it live.
    await cancel(await buy(listing));
    const ended = await dealer.post(`/api/listings/${listing.id}/end`).expect(200);
    expect(ended.body).toMatchObject({ status: 'ended', endedAt: expect.any(String) });
    await dealer.post(`/api/listings/${listing.id}/relist`).expect(202);
    await waitForListings(dealer, [listing.cardId!], (candidate) => candidate.status === 'active');
  });

  it('ends a sold listing once its sale is refunded in full, to relist; a partial refund leaves it sold', async () => {
    const [partly, fully] = [live[3], live[4]];
    const partlyOrder = await buy(partly);
    const fullyOrder = await buy(fully);
    await dealer.post('/api/listings/sync').expect(200);
    const orders: Order[] = (await dealer.get('/api/orders?pageSize=200').expect(200)).body;
    const paid = orders.find((order) => order.ebayOrderId === fullyOrder)!.totalPrice;
    await refund(partlyOrder, '0.50');
    await refund(fullyOrder, paid);

    const sync = await dealer.post('/api/listings/sync').expect(200);
    expect(sync.body).toMatchObject({ ordersUpdated: 2, listingsSold: 0, listingsEnded: 1 });
    expect((await listingOf(partly.cardId!)).status).toBe('sold');
    expect(await listingOf(fully.cardId!)).toMatchObject({
      status: 'ended',
      soldAt: null,
      errors: [SALE_REFUNDED],
    });
    // Seen again, the refunded sale does not mark it sold once more.
    await dealer.post('/api/listings/sync').expect(200);
    expect((await listingOf(fully.cardId!)).status).toBe('ended');
    // The card stays: its order and bill still show it.
    const kept = await dealer.delete(`/api/cards/${fully.cardId}`).expect(409);
    expect(kept.body).toMatchObject({ code: 'CARD_SOLD' });
    // Back with the dealer, the card sells again.
    await relistedOnEbay(fully);
  });

  describe('billing', () => {
    it('bills no fee on a cancelled order, and lists it on no invoice', async () => {
      const agent = await signIn(app, 'cancelled_billing');
      const dealerId = await dealerIdOf(agent);
      await insertSale(app, dealerId, {
        orderedAt: '2025-03-05T15:00:00Z',
        amount: '100.00',
        title: 'Kept sale',
      });
      await insertSale(app, dealerId, {
        orderedAt: '2025-03-06T15:00:00Z',
        amount: '400.00',
        title: 'Cancelled sale',
        cancelled: true,
      });
      const march: BillingCycle = await generateCycle(agent, 2025, 3);
      expect(march).toMatchObject({
        grossSales: '100.00',
        refunds: '0.00',
        netSales: '100.00',
        feeDue: '2.00',
      });
      const invoice: Invoice = (await agent.post(`/api/billing/invoice/${march.id}`).expect(201))
        .body;
      expect(invoice.lines.map((line) => line.description)).toEqual(['Kept sale']);
    });

    it('credits an order cancelled after its month was invoiced on the next cycle, once', async () => {
      const agent = await signIn(app, 'cancelled_after_invoice');
      const dealerId = await dealerIdOf(agent);
      const sold = await insertSale(app, dealerId, {
        orderedAt: '2025-03-10T15:00:00Z',
        amount: '100.00',
        title: 'Bird 1980 Topps',
      });
      const march = await generateCycle(agent, 2025, 3);
      expect(march.feeDue).toBe('2.00');
      await agent.post(`/api/billing/invoice/${march.id}`).expect(201);
      // eBay cancels the order in April (a sync records the cancel state).
      await app.query(`UPDATE customer_order SET cancel_state = 'CANCELED' WHERE id = $1`, [
        sold.orderId,
      ]);
      await insertSale(app, dealerId, { orderedAt: '2025-04-10T15:00:00Z', amount: '150.00' });
      const april = await generateCycle(agent, 2025, 4);
      expect(april).toMatchObject({
        grossSales: '150.00',
        credits: '100.00',
        netSales: '150.00',
        feeDue: '1.00',
      });
      const invoice: Invoice = (await agent.post(`/api/billing/invoice/${april.id}`).expect(201))
        .body;
      expect(invoice.lines).toContainEqual(
        expect.objectContaining({
          kind: 'credit',
          description: 'Order cancelled after invoicing: Bird 1980 Topps',
          ebayOrderId: sold.ebayOrderId,
          saleAmount: '-100.00',
          fee: '-2.00',
        }),
      );
      // March still says what it billed; May credits nothing more.
      expect(await generateCycle(agent, 2025, 5)).toMatchObject({ credits: '0.00' });
    });
  });
});
