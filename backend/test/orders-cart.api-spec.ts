import type { Listing, Order, SalesAnalytics } from '@pennant/contracts';
import { fromCents, toCents } from '../src/common';
import { approvedCards, readyToSell, waitForListings } from './support/listing-fixtures';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const SALE_REFUNDED =
  'The sale was refunded in full on eBay: relist to sell the card again once it is back with you';
const ORDER_CANCELLED = 'The order was cancelled on eBay: relist to sell the card again';

/**
 * A buyer who checks out several of the dealer's cards at once makes one eBay order of a line per
 * listing: each line is matched to its listing and card, carries its own fee and refund, and what
 * happens to one line leaves the others as they are.
 */
describe('An eBay order of several cards', () => {
  let app: TestApp;
  let dealer: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'cart_dealer');
    await readyToSell(dealer);
  });
  afterAll(() => app.close());

  async function liveListings(count: number): Promise<Listing[]> {
    const cardIds = await approvedCards(app, dealer, count);
    await dealer.post('/api/listings/publish').send({ cardIds }).expect(202);
    return waitForListings(dealer, cardIds, (listing) => listing.status === 'active');
  }

  async function checkout(listings: Listing[]): Promise<string> {
    const lines = listings.map((listing) => ({ listingId: listing.ebayListingId }));
    const order = await app.http.post('/__ebay/_control/purchases').send({ lines }).expect(201);
    return order.body.orderId as string;
  }

  /** A refund on eBay, of a line when it names one, else of the order. */
  async function refundOnEbay(refund: { orderId: string; amount: string; lineItemId?: string }) {
    await app.http.post('/__ebay/_control/refunds').send(refund).expect(201);
  }

  async function orderOf(ebayOrderId: string): Promise<Order> {
    const orders: Order[] = (await dealer.get('/api/orders?pageSize=200').expect(200)).body;
    const order = orders.find((candidate) => candidate.ebayOrderId === ebayOrderId);
    if (!order) throw new Error(`order ${ebayOrderId} not listed`);
    return order;
  }

  async function statusOf(listing: Listing): Promise<Listing> {
    const [now] = await waitForListings(dealer, [listing.cardId!], () => true);
    return now;
  }

  it('comes in as one order: each line its listing, card and fee, every listing sold', async () => {
    const listings = await liveListings(3);
    const ebayOrderId = await checkout(listings);
    const sync = await dealer.post('/api/listings/sync').expect(200);
    expect(sync.body).toMatchObject({ ordersImported: 1, listingsSold: 3 });

    const order = await orderOf(ebayOrderId);
    expect(order.lines.map((line) => [line.listingId, line.cardId])).toEqual(
      listings.map((listing) => [listing.id, listing.cardId]),
    );
    expect(order.lines.every((line) => line.listedThroughPennant)).toBe(true);
    const lineSales = order.lines.reduce((sum, line) => sum + toCents(line.saleAmount), 0);
    expect(toCents(order.totalPrice)).toBe(lineSales);
    // eBay's fees per line add up to the order's: the per-order fee is booked on one line only.
    const lineFees = order.lines.map((line) => toCents(line.ebayFee!));
    expect(lineFees.reduce((sum, fee) => sum + fee, 0)).toBe(toCents(order.marketplaceFee!));
    expect(lineFees[0]).toBeGreaterThan(lineFees[1]);
    for (const listing of listings) expect((await statusOf(listing)).status).toBe('sold');

    const week: SalesAnalytics = (await dealer.get('/api/analytics/sales?period=week').expect(200))
      .body;
    expect(week.totals.orders).toBe(1);
  });

  it('ends, to relist, only the line refunded in full; the rest of the order stays sold', async () => {
    const listings = await liveListings(2);
    const ebayOrderId = await checkout(listings);
    await dealer.post('/api/listings/sync').expect(200);
    const [returned, kept] = (await orderOf(ebayOrderId)).lines;
    await refundOnEbay({
      orderId: ebayOrderId,
      lineItemId: returned.lineItemId,
      amount: returned.saleAmount,
    });

    const sync = await dealer.post('/api/listings/sync').expect(200);
    expect(sync.body).toMatchObject({ ordersUpdated: 1, listingsEnded: 1 });
    const order = await orderOf(ebayOrderId);
    expect(order.refundAmount).toBe(returned.saleAmount);
    expect(order.lines.map((line) => line.refundAmount)).toEqual([returned.saleAmount, '0.00']);
    // eBay credits back its final value fee on the refunded line only.
    expect(toCents(order.lines[0].ebayFee!)).toBeLessThan(toCents(returned.ebayFee!));
    expect(order.lines[1].ebayFee).toBe(kept.ebayFee);
    expect(await statusOf(listings[0])).toMatchObject({ status: 'ended', errors: [SALE_REFUNDED] });
    expect((await statusOf(listings[1])).status).toBe('sold');
  });

  it("spreads a refund eBay booked on the whole order over its lines, so Pennant's fee falls with it", async () => {
    const listings = await liveListings(2);
    const ebayOrderId = await checkout(listings);
    await dealer.post('/api/listings/sync').expect(200);
    const before: SalesAnalytics = (
      await dealer.get('/api/analytics/sales?period=week').expect(200)
    ).body;
    const sold = await orderOf(ebayOrderId);
    const [first, second] = sold.lines.map((line) => toCents(line.saleAmount));
    // Half of the order back to the buyer, naming no line: as a seller's refund of a whole cart.
    const refund = Math.floor((first + second) / 2);
    await refundOnEbay({ orderId: ebayOrderId, amount: fromCents(refund) });

    const sync = await dealer.post('/api/listings/sync').expect(200);
    expect(sync.body).toMatchObject({ ordersUpdated: 1, listingsEnded: 0 });
    const order = await orderOf(ebayOrderId);
    const lineRefunds = order.lines.map((line) => toCents(line.refundAmount));
    expect(lineRefunds[0] + lineRefunds[1]).toBe(refund);
    // In proportion to what each line sold for, to the cent.
    expect(Math.abs(lineRefunds[0] - (refund * first) / (first + second))).toBeLessThan(1);
    const after: SalesAnalytics = (await dealer.get('/api/analytics/sales?period=week').expect(200))
      .body;
    expect(toCents(after.totals.refunds) - toCents(before.totals.refunds)).toBe(refund);
    expect(toCents(after.totals.platformFee)).toBeLessThan(toCents(before.totals.platformFee));
    for (const listing of listings) expect((await statusOf(listing)).status).toBe('sold');
  });

  it('gives a refund on the order the lines not refunded yet: one line back by name, the rest of the cart after', async () => {
    const listings = await liveListings(2);
    const ebayOrderId = await checkout(listings);
    await dealer.post('/api/listings/sync').expect(200);
    const [first, second] = (await orderOf(ebayOrderId)).lines;
    await refundOnEbay({
      orderId: ebayOrderId,
      lineItemId: first.lineItemId,
      amount: first.saleAmount,
    });
    await refundOnEbay({ orderId: ebayOrderId, amount: second.saleAmount });

    await dealer.post('/api/listings/sync').expect(200);
    const order = await orderOf(ebayOrderId);
    expect(order.lines.map((line) => line.refundAmount)).toEqual([
      first.saleAmount,
      second.saleAmount,
    ]);
    for (const listing of listings)
      expect(await statusOf(listing)).toMatchObject({ status: 'ended', errors: [SALE_REFUNDED] });
  });

  it('ends every listing of an order eBay cancels, and counts none of it as a sale', async () => {
    const listings = await liveListings(2);
    const ebayOrderId = await checkout(listings);
    await dealer.post('/api/listings/sync').expect(200);
    const before: SalesAnalytics = (
      await dealer.get('/api/analytics/sales?period=week').expect(200)
    ).body;
    await app.http
      .post('/__ebay/_control/cancellations')
      .send({ orderId: ebayOrderId })
      .expect(200);

    const sync = await dealer.post('/api/listings/sync').expect(200);
    expect(sync.body).toMatchObject({ ordersCancelled: 1, listingsEnded: 2 });
    for (const listing of listings)
      expect(await statusOf(listing)).toMatchObject({ status: 'ended', errors: [ORDER_CANCELLED] });
    const after: SalesAnalytics = (await dealer.get('/api/analytics/sales?period=week').expect(200))
      .body;
    expect(after.totals.orders).toBe(before.totals.orders - 1);
  });
});
