import { Logger } from '@nestjs/common';
import type { Listing } from '@pennant/contracts';
import { approvedCards, readyToSell, waitForListings } from './support/listing-fixtures';
import { ActiveInventoryReport } from '../src/modules/listings/ebay/active-inventory-report';
import { ListingStatusService } from '../src/modules/listings/status/listing-status.service';
import { dealerIdOf } from './support/billing-orders';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The nightly reconciliation against eBay's active inventory report as the Feed contract allows it to come:
 * zipped, gzipped or plain; queued first; partial (COMPLETED_WITH_ERROR); refused (409); or a file gone wrong.
 * A listing is ended only on a whole report that was read.
 */
describe('Nightly reconciliation from the active inventory report', () => {
  let app: TestApp;
  let dealer: Agent;
  let dealerId: string;
  let listed: Listing[];

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'reconcile_dealer');
    dealerId = await dealerIdOf(dealer);
    listed = await liveListings(dealer, 6);
  });
  afterEach(async () => {
    await app.http.delete('/__ebay/_control/feed').expect(204);
    jest.restoreAllMocks();
  });
  afterAll(() => app.close());

  async function liveListings(agent: Agent, count: number): Promise<Listing[]> {
    await readyToSell(agent);
    const cardIds = await approvedCards(app, agent, count);
    await agent.post('/api/listings/publish').send({ cardIds }).expect(202);
    return waitForListings(agent, cardIds, (listing) => listing.status === 'active');
  }

  const feed = (settings: Record<string, unknown>) =>
    app.http.post('/__ebay/_control/feed').send(settings).expect(200);
  const reconcile = (id = dealerId) => app.pennant.app.get(ListingStatusService).reconcile(id);

  /** The dealer ends the listing on eBay's site (or eBay does): gone from the report, still live in Pennant. */
  async function endOnEbay(listing: Listing, by: 'seller' | 'ebay' = 'seller'): Promise<void> {
    await app.http
      .post('/__ebay/_control/end-listing')
      .send({ listingId: listing.ebayListingId, by })
      .expect(200);
  }

  async function statusesOf(agent: Agent, listings: Listing[]): Promise<string[]> {
    const page: Listing[] = (await agent.get('/api/listings?pageSize=200').expect(200)).body;
    return listings.map((listing) => page.find((one) => one.id === listing.id)!.status);
  }

  it('ends nothing on a partial report (COMPLETED_WITH_ERROR), though it leaves listings out', async () => {
    await feed({ outcome: 'COMPLETED_WITH_ERROR' });
    expect(await reconcile()).toBe(0);
    expect(await statusesOf(dealer, listed)).toEqual(listed.map(() => 'active'));
  });

  it.each([
    ['an empty file', { fileFault: 'empty' }],
    ['a plain XML file cut short', { compression: 'none', fileFault: 'truncated' }],
    ['a ZIP cut short', { fileFault: 'truncated' }],
  ])('ends nothing on %s, and says so in the log', async (_case, settings) => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    await feed(settings);
    expect(await reconcile()).toBe(0);
    expect(await statusesOf(dealer, listed)).toEqual(listed.map(() => 'active'));
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^Dealer ${dealerId}: no listing ended, eBay's report`)),
    );
  });

  it('ends nothing when eBay refuses the task for the period (409 160025), then ends what eBay ended the next night', async () => {
    const gone = listed[0];
    await endOnEbay(gone);
    await feed({ refuse: { errorId: 160025 } });
    await expect(reconcile()).resolves.toBe(0);
    expect(await statusesOf(dealer, [gone])).toEqual(['active']);
    expect(await reconcile()).toBe(1);
    expect(await statusesOf(dealer, listed)).toEqual(
      listed.map((listing) => (listing === gone ? 'ended' : 'active')),
    );
  });

  it.each([
    ['gzip', 1],
    ['none', 2],
  ])('reads a report served %s and ends only the listing eBay ended', async (compression, at) => {
    const gone = listed[at];
    await endOnEbay(gone);
    await feed({ compression });
    expect(await reconcile()).toBe(1);
    const [after] = await waitForListings(dealer, [gone.cardId!], (l) => l.status === 'ended');
    expect(after.errors).toEqual(['eBay reports this listing is no longer active']);
    const rest = listed.slice(at + 1);
    expect(await statusesOf(dealer, rest)).toEqual(rest.map(() => 'active'));
  });

  it('waits while eBay has the task QUEUED, then IN_PROCESS, and reads it once COMPLETED', async () => {
    await feed({ queuedSeconds: 0.4, inProcessSeconds: 0.4 });
    let waits = 0;
    const reading = await app.pennant.app.get(ActiveInventoryReport).read(dealerId, async () => {
      waits += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(waits).toBeGreaterThanOrEqual(2);
    expect(reading.usable && [...reading.inventory.skus]).toEqual(
      expect.arrayContaining(listed.slice(3).map((listing) => listing.sku)),
    );
  });

  it('follows the task eBay is already making when it refuses another (409 160024)', async () => {
    await feed({ queuedSeconds: 0.5, inProcessSeconds: 0.5 });
    const report = app.pennant.app.get(ActiveInventoryReport);
    let firstPolled!: () => void;
    const polled = new Promise<void>((resolve) => (firstPolled = resolve));
    const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 200));
    const first = report.read(dealerId, async () => {
      firstPolled();
      await pause();
    });
    await polled;
    // The first task is still queued: eBay refuses a second one, and the second run reads the first's.
    const second = await report.read(dealerId, pause);
    expect(second).toEqual(await first);
    expect(second.usable).toBe(true);
  });

  it("takes the price the dealer set on eBay's site, unless Pennant's own is newer than the report", async () => {
    const [changedOnEbay, changedInPennantSince] = listed.slice(4, 6);
    for (const listing of [changedOnEbay, changedInPennantSince])
      await app.http
        .post('/__ebay/_control/revise-listing')
        .send({ listingId: listing.ebayListingId, price: '77.00' })
        .expect(200);
    // The second was repriced in Pennant after eBay made the report: its price is on its way to eBay.
    await app.query(`UPDATE listing SET updated_at = now() + interval '1 hour' WHERE id = $1`, [
      changedInPennantSince.id,
    ]);
    await reconcile();
    const priceOf = async (listing: Listing) =>
      (await dealer.get(`/api/listings/${listing.id}`).expect(200)).body;
    expect(await priceOf(changedOnEbay)).toMatchObject({ startingPrice: '77.00' });
    expect((await priceOf(changedInPennantSince)).startingPrice).toBe(
      changedInPennantSince.listPrice,
    );
    expect(await statusesOf(dealer, [changedOnEbay, changedInPennantSince])).toEqual([
      'active',
      'active',
    ]);
  });

  it('makes a listing active again that sold one of several units the dealer put up on eBay', async () => {
    const other = await signIn(app, 'reconcile_restocked');
    const otherId = await dealerIdOf(other);
    const [restocked, kept] = await liveListings(other, 2);
    // The dealer raised the quantity on eBay's site; a buyer takes one, Pennant reads the order as the sale.
    await app.http
      .post('/__ebay/_control/stock')
      .send({ listingId: restocked.ebayListingId, quantity: 3 })
      .expect(200);
    await app.http
      .post('/__ebay/_control/purchases')
      .send({ listingId: restocked.ebayListingId })
      .expect(201);
    await other.post('/api/listings/sync').expect(200);
    expect(await statusesOf(other, [restocked])).toEqual(['sold']);
    // eBay's report, made after the sale, still lists it: two are left for sale.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await reconcile(otherId)).toBe(0);
    expect(await statusesOf(other, [restocked, kept])).toEqual(['active', 'active']);
    // Its sale stays an order of the dealer's.
    const orders = (await other.get('/api/orders').expect(200)).body as { lines: unknown[] }[];
    expect(orders).toHaveLength(1);
  });

  it('reads each listing from eBay when a whole report lists none while the dealer has live ones', async () => {
    const other = await signIn(app, 'reconcile_emptied');
    const otherId = await dealerIdOf(other);
    const [stillLive, endedBySeller, endedByEbay] = await liveListings(other, 3);
    await endOnEbay(endedBySeller);
    await endOnEbay(endedByEbay, 'ebay');
    // The report says nothing is live, which is not true: it is not believed, each listing is read instead.
    await feed({ fileFault: 'no-listings' });
    // While eBay fails to answer for the offers, nothing is ended; the next night reads them again.
    await app.http
      .post('/__ebay/_control/faults')
      .send({ status: 500, count: 20, pathPrefix: '/sell/inventory/v1/offer' })
      .expect(201);
    expect(await reconcile(otherId)).toBe(0);
    await app.http.delete('/__ebay/_control/faults').expect(204);
    expect(await statusesOf(other, [endedBySeller, endedByEbay])).toEqual(['active', 'active']);
    const warn = jest.spyOn(Logger.prototype, 'warn');
    expect(await reconcile(otherId)).toBe(2);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("eBay's report lists no active listing while Pennant shows 3 live"),
    );
    const page: Listing[] = (await other.get('/api/listings?pageSize=200').expect(200)).body;
    const now = (listing: Listing) => page.find((one) => one.id === listing.id)!;
    expect(now(stillLive).status).toBe('active');
    expect(now(endedBySeller)).toMatchObject({
      status: 'ended',
      errors: ['eBay reports this listing is no longer active'],
    });
    expect(now(endedByEbay)).toMatchObject({
      status: 'ended',
      errors: [
        "eBay ended this listing (eBay's message to you says why): fix what it asks, then relist",
      ],
    });
  });
});
