import type { CardPreparation, Lot } from '@pennant/contracts';
// The application first: it loads the modules in the order their imports of one another need.
import { startTestApp, type TestApp } from './support/test-app';
import type { EbayEndpoints } from '../src/integrations/ebay';
import { CategoryMetadata } from '../src/modules/listings/ebay/category-metadata';
import { SellerApis } from '../src/modules/listings/ebay/seller-apis';
import { dealerIdOf } from './support/billing-orders';
import { approvedCards, readyToSell, waitForListings } from './support/listing-fixtures';
import { pathOf, signIn, type Agent } from './support/sign-in';

/** eBay's limits Pennant must stay within: product.description 4000, aspect values 50 (Inventory contract). */
const PRODUCT_DESCRIPTION_MAX = 4000;
const ASPECT_VALUE_MAX = 50;

const LONG_SET = '2020 Panini Contenders Optic Rookie Ticket Autographs'; // 53 characters
const LONG_PLAYER =
  'Christopher Alexander Montgomery-Fitzgerald Junior the Third of the Seattle Mariners Organization';

describe('Publishing within eBay’s limits', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  async function sellingDealer(username: string): Promise<Agent> {
    const agent = await signIn(app, username);
    await readyToSell(agent);
    return agent;
  }

  /** What eBay holds for a listing: its inventory item and its offer. */
  async function onEbay(agent: Agent, listingId: string) {
    const [row] = await app.query<{ sku: string; offer_id: string }>(
      'SELECT sku, offer_id FROM listing WHERE id = $1',
      [listingId],
    );
    const clients = app.pennant.app.get(SellerApis).for(await dealerIdOf(agent));
    const item = await clients.inventory.GET('/inventory_item/{sku}', {
      params: { path: { sku: row.sku } },
    });
    const offer = await clients.inventory.GET('/offer/{offerId}', {
      params: { path: { offerId: row.offer_id } },
    });
    return { item: item.data!, offer: offer.data! };
  }

  it('lists a large lot with a description within 4000 characters that names the cards it leaves out', async () => {
    const dealer = await sellingDealer('large_lot_dealer');
    await approvedCards(app, dealer, 24, {
      status: 'identified',
      marketValue: '1.00',
      listPrice: '1.08',
      year: 2020,
      set: LONG_SET,
      player: LONG_PLAYER,
    });
    await dealer.post('/api/cards/lot-low-fmv').expect(200);
    const [lot] = (await dealer.get('/api/lots').expect(200)).body as Lot[];
    const prepared: CardPreparation = (
      await dealer.post(`/api/lots/${lot.id}/prepare-listing`).expect(200)
    ).body;
    expect(prepared.lotSize).toBe(24);
    expect(prepared.description.length).toBeLessThanOrEqual(PRODUCT_DESCRIPTION_MAX);
    const listed = prepared.description.match(/<li>/g)!.length;
    expect(listed).toBeLessThan(24);
    expect(prepared.description).toContain(`<p>24 cards; the first ${listed} are listed below.`);
    expect(prepared.description).toContain(`<p>…and ${24 - listed} more cards.</p>`);

    await dealer
      .post('/api/listings/publish')
      .send({ lotIds: [lot.id] })
      .expect(202);
    const live = await waitForLot(dealer, lot.id);
    const { item, offer } = await onEbay(dealer, live.listing!.id);
    expect(item.product!.description).toBe(prepared.description);
    expect(offer.listingDescription).toBe(prepared.description);
    // The shared set, longer than eBay takes, cut at a word's end rather than refusing the item.
    expect(item.product!.aspects).toMatchObject({
      Set: ['2020 Panini Contenders Optic Rookie Ticket'],
    });
    for (const values of Object.values(item.product!.aspects ?? {}))
      for (const value of values) expect(value.length).toBeLessThanOrEqual(ASPECT_VALUE_MAX);
  });

  it("publishes a card with a long set and player and a dealer's description grown past 4000 by cleaning", async () => {
    const dealer = await sellingDealer('long_fields_dealer');
    const [cardId] = await approvedCards(app, dealer, 1, {
      year: 2020,
      set: LONG_SET,
      player: LONG_PLAYER,
    });
    const { listingId } = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200))
      .body;
    // 3,990 characters as typed; cleaning writes each "&" as "&amp;", taking it past 4000.
    const typed = `<p>${'Tom & Jerry '.repeat(332)}</p>`.slice(0, 3990);
    const edited: CardPreparation = (
      await dealer.patch(`/api/listings/${listingId}`).send({ description: typed }).expect(200)
    ).body;
    expect(edited.description.length).toBeGreaterThan(PRODUCT_DESCRIPTION_MAX);
    expect(edited.aspects['Card Name'][0].length).toBeLessThanOrEqual(ASPECT_VALUE_MAX);

    await dealer
      .post('/api/listings/publish')
      .send({ cardIds: [cardId] })
      .expect(202);
    const [live] = await waitForListings(dealer, [cardId], (one) => one.status !== 'publishing');
    expect(live).toMatchObject({ status: 'active', errors: [] });
    const { item, offer } = await onEbay(dealer, listingId);
    // The listing shows the dealer's description whole; the item's own field stays within eBay's 4000.
    expect(offer.listingDescription).toBe(edited.description);
    expect(item.product!.description!.length).toBeLessThanOrEqual(PRODUCT_DESCRIPTION_MAX);
    expect(item.product!.description).toMatch(/^Tom &amp; Jerry Tom &amp; Jerry /);
    expect(item.product!.aspects).toMatchObject({
      Set: ['2020 Panini Contenders Optic Rookie Ticket'],
      'Card Name': ['Christopher Alexander Montgomery-Fitzgerald Junior'],
    });
  });

  it("re-prices a live auction's starting bid by revising its offer, never with availableQuantity, and says why eBay refuses late", async () => {
    const dealer = await sellingDealer('auction_repricer');
    const [cardId] = await approvedCards(app, dealer, 1);
    const { listingId } = (await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200))
      .body;
    const auction: CardPreparation = (
      await dealer
        .patch(`/api/listings/${listingId}`)
        .send({ format: 'auction', auctionDuration: 'DAYS_1' })
        .expect(200)
    ).body;
    expect(auction).toMatchObject({ startingPrice: '90.00', buyItNowPrice: '162.00' });
    await dealer
      .post('/api/listings/publish')
      .send({ cardIds: [cardId] })
      .expect(202);
    const [live] = await waitForListings(dealer, [cardId], (one) => one.status === 'active');

    const repriced = await dealer
      .post('/api/listings/reprice')
      .send({ items: [{ listingId, price: '100.00' }] })
      .expect(200);
    expect(repriced.body).toMatchObject({
      errors: [],
      updated: [{ id: listingId, listPrice: '100.00' }],
    });
    const { offer } = await onEbay(dealer, listingId);
    expect(offer.pricingSummary).toEqual({
      auctionStartPrice: { value: '100.00', currency: 'USD' },
      price: { value: '162.00', currency: 'USD' },
    });
    expect(offer.availableQuantity).toBeUndefined();
    expect(offer.listingDescription).toBe(auction.description);
    const page = await app.http.get(pathOf(live.url!)).expect(200);
    expect(page.text).toContain('US $100.00');

    // Under 12 hours left: eBay revises the auction no more, and the dealer is told why.
    await app.http
      .post('/__ebay/_control/clock')
      .send({ advanceSeconds: 13 * 3600 })
      .expect(200);
    const late = await dealer
      .post('/api/listings/reprice')
      .send({ items: [{ listingId, price: '110.00' }] })
      .expect(200);
    expect(late.body.updated).toEqual([]);
    expect(late.body.errors).toEqual([
      {
        listingId,
        error: expect.stringContaining(
          "an auction's starting bid can change only before its first bid",
        ),
      },
    ]);
    const [after] = await waitForListings(dealer, [cardId], () => true);
    expect(after.listPrice).toBe('100.00');
  });
});

describe('Taxonomy and Metadata answering 204 (no content)', () => {
  const endpoints: EbayEndpoints = {
    authBaseUrl: 'https://auth.ebay.test',
    apiBaseUrl: 'https://api.ebay.test',
    apizBaseUrl: 'https://apiz.ebay.test',
    apimBaseUrl: 'https://apim.ebay.test',
    wwwBaseUrl: 'https://www.ebay.test',
  };
  const oauth = { applicationToken: async () => 'token' };
  const realFetch = globalThis.fetch;
  const paths: string[] = [];

  beforeEach(() => {
    paths.length = 0;
    globalThis.fetch = (async (input: Request) => {
      paths.push(new URL(input.url).pathname);
      return new Response(null, { status: 204 });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads a 204 as no aspects and no condition policy, on the US tree, rather than a failure', async () => {
    const metadata = new CategoryMetadata(endpoints, oauth as never);
    await expect(metadata.aspects('261328')).resolves.toEqual([]);
    await expect(metadata.conditionPolicy('261328')).resolves.toEqual({ conditions: [] });
    expect(paths).toEqual([
      '/commerce/taxonomy/v1/get_default_category_tree_id',
      '/commerce/taxonomy/v1/category_tree/0/get_item_aspects_for_category',
      '/sell/metadata/v1/marketplace/EBAY_US/get_item_condition_policies',
    ]);
  });
});

async function waitForLot(agent: Agent, lotId: string): Promise<Lot> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const lot = ((await agent.get('/api/lots').expect(200)).body as Lot[]).find(
      (one) => one.id === lotId,
    );
    if (lot?.listing?.status === 'active') return lot;
    if (lot?.listing?.status === 'error' || Date.now() > deadline)
      throw new Error(`lot not listed: ${JSON.stringify(lot?.listing)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
