import type { Listing, Order } from '@pennant/contracts';
// The application first: it loads the modules in the order their imports of one another need.
import { startTestApp, type TestApp } from './support/test-app';
import { approvedCards, readyToSell, waitForListings } from './support/listing-fixtures';
import { signIn, type Agent } from './support/sign-in';

const DAY_SECONDS = 86_400;

/**
 * Auctions over time. eBay's clock is the emulator's, moved forward through its control API (its buyers bid as the
 * time passes); Pennant's own clock cannot move, so the time Pennant published at is moved back as far instead.
 * An app of its own: moving eBay's clock lets every live listing sell.
 */
describe('Auctions that close', () => {
  let app: TestApp;
  let dealer: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'auction_dealer');
    await readyToSell(dealer);
  });
  afterAll(() => app.close());

  /** One card listed on eBay as an auction of `days` days, bids from `startingBid`. */
  async function liveAuction(startingBid: string, days: 1 | 3): Promise<Listing> {
    const [cardId] = await approvedCards(app, dealer, 1);
    const { listingId } = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200))
      .body;
    await dealer
      .patch(`/api/listings/${listingId}`)
      .send({
        format: 'auction',
        price: startingBid,
        buyItNowPrice: null,
        auctionDuration: `DAYS_${days}`,
      })
      .expect(200);
    const published = await dealer
      .post('/api/listings/publish')
      .send({ cardIds: [cardId] })
      .expect(202);
    expect(published.body.errors).toEqual([]);
    const [live] = await waitForListings(dealer, [cardId], (one) => one.status === 'active');
    return live;
  }

  /** `days` pass: on eBay (its buyers bid and its auctions close), and for what Pennant published. */
  async function daysPass(days: number): Promise<void> {
    await app.http
      .post('/__ebay/_control/clock')
      .send({ advanceSeconds: days * DAY_SECONDS })
      .expect(200);
    await app.query(
      `UPDATE listing SET published_at = published_at - make_interval(days => $1),
                         live_since = live_since - make_interval(days => $1)
        WHERE published_at IS NOT NULL`,
      [days],
    );
  }

  it('shows an auction that closed without a winning bid ended, to relist, at the next sync; relisted, it runs its length again', async () => {
    // Bids from far above what the card is worth: no buyer reaches it.
    const auction = await liveAuction('5000.00', 1);
    const longer = await liveAuction('5000.00', 3);
    await dealer.post('/api/listings/sync').expect(200);
    await daysPass(2);

    const synced = await dealer.post('/api/listings/sync').expect(200);
    expect(synced.body.listingsEnded).toBe(1);
    const [ended] = await waitForListings(dealer, [auction.cardId!], () => true);
    expect(ended).toMatchObject({
      status: 'ended',
      endedAt: expect.any(String),
      errors: ['The auction ended without a winning bid: relist it to offer the card again'],
    });
    // The three-day auction is still on.
    const [running] = await waitForListings(dealer, [longer.cardId!], () => true);
    expect(running.status).toBe('active');

    await dealer.post(`/api/listings/${auction.id}/relist`).expect(202);
    const [relisted] = await waitForListings(
      dealer,
      [auction.cardId!],
      (one) => one.status === 'active',
    );
    expect(relisted.ebayListingId).not.toBe(auction.ebayListingId);
    // Listed since its first publish; the new eBay item runs its day from the relist.
    expect(relisted.publishedAt).toBe(ended.publishedAt);
    const again = await dealer.post('/api/listings/sync').expect(200);
    expect(again.body.listingsEnded).toBe(0);
    const [still] = await waitForListings(dealer, [auction.cardId!], () => true);
    expect(still.status).toBe('active');
  });

  it('shows what an auction sold for (the winning bid), not its starting bid', async () => {
    const auction = await liveAuction('0.99', 1);
    await daysPass(2);
    await dealer.post('/api/listings/sync').expect(200);

    const [sold] = await waitForListings(dealer, [auction.cardId!], () => true);
    expect(sold).toMatchObject({ status: 'sold', listPrice: '0.99' });
    const orders: Order[] = (await dealer.get('/api/orders?pageSize=100').expect(200)).body;
    const line = orders.flatMap((order) => order.lines).find((one) => one.listingId === auction.id);
    expect(line).toBeDefined();
    expect(sold.soldPrice).toBe(line!.itemPrice);
    expect(sold.soldPrice).not.toBe('0.99');
  });
});
