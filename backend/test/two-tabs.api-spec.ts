import type { Card, Listing, Lot } from '@pennant/contracts';
import {
  approvedCards,
  buyOnEmulator,
  readyToSell,
  waitForListings,
} from './support/listing-fixtures';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

/** Cards worth less than the dealer's minimum single value (4.00), awaiting review. */
const LOW_VALUE = {
  status: 'identified',
  marketValue: '1.00',
  listPrice: '1.08',
  player: 'Harold Reynolds',
} as const;

/**
 * Two tabs (or two people) of one dealer acting on the same cards at once: one action wins, the other sees what it
 * did; a card is never both a single and a lot's card, and nothing answers 500.
 */
describe('Two tabs on the same cards at once', () => {
  let app: TestApp;
  let tabA: Agent;
  let tabB: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    tabA = await signIn(app, 'two_tabs_dealer');
    tabB = await signIn(app, 'two_tabs_dealer');
    await readyToSell(tabA);
  });
  afterAll(() => app.close());

  const card = async (id: string): Promise<Card> =>
    (await tabA.get(`/api/cards/${id}`).expect(200)).body;
  const singleListing = async (id: string): Promise<Listing | undefined> =>
    ((await tabA.get(`/api/listings?cardIds=${id}`).expect(200)).body as Listing[])[0];

  it('approving a card while the other tab sends it to a lot leaves it a single or in the lot, never both', async () => {
    for (let round = 0; round < 4; round += 1) {
      const [id, other] = await approvedCards(app, tabA, 2, LOW_VALUE);
      const [approve, lot] = await Promise.all([
        tabA.post(`/api/cards/${id}/approve`),
        tabB.post('/api/cards/lot-low-fmv'),
      ]);
      expect([approve.status, lot.status]).toEqual([200, 200]);
      const now = await card(id);
      const lots: Lot[] = (await tabA.get('/api/lots').expect(200)).body;
      const inALot = lots.some((candidate) => candidate.cards.some((member) => member.id === id));
      if (now.status === 'approved') {
        expect(inALot).toBe(false);
        expect(await singleListing(id)).toBeDefined();
      } else {
        expect(now.status).toBe('lotted');
        expect(inALot).toBe(true);
        expect(await singleListing(id)).toBeUndefined();
      }
      expect((await card(other)).status).toBe('lotted');
    }
  });

  it('sends low-value cards to lots from both tabs at once without a 500, each card in one lot', async () => {
    const ids = await approvedCards(app, tabA, 3, { ...LOW_VALUE, player: 'Alvin Davis' });
    const answers = await Promise.all([
      tabA.post('/api/cards/lot-low-fmv'),
      tabB.post('/api/cards/lot-low-fmv'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.reduce((sum, answer) => sum + answer.body.lotted, 0)).toBe(3);
    for (const id of ids) expect((await card(id)).status).toBe('lotted');
  });

  it('answers Approve All with the cards it approved, not those the other tab approved meanwhile', async () => {
    const ids = await approvedCards(app, tabA, 4, {
      ...LOW_VALUE,
      marketValue: '12.00',
      listPrice: '12.96',
    });
    await tabB.post(`/api/cards/${ids[0]}/approve`).expect(200);
    const all = await tabA.post('/api/cards/approve-all').send({ cardIds: ids }).expect(200);
    expect(all.body.approved).toBe(3);
    expect([...all.body.approvedIds].sort()).toEqual(ids.slice(1).sort());
  });

  it('approves each card once when both tabs press Approve All at once: their counts add up', async () => {
    const ids = await approvedCards(app, tabA, 4, {
      ...LOW_VALUE,
      marketValue: '12.00',
      listPrice: '12.96',
    });
    // One tab approves the cards it shows, the other the whole queue.
    const answers = await Promise.all([
      tabA.post('/api/cards/approve-all').send({ cardIds: ids }),
      tabB.post('/api/cards/approve-all').send({}),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const approvedIds: string[] = [...answers[0].body.approvedIds, ...answers[1].body.approvedIds];
    expect(answers[0].body.approved + answers[1].body.approved).toBe(approvedIds.length);
    expect(approvedIds.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    // Each approved card's listing is prepared once, by a job: waited for, then counted.
    await waitForListings(tabA, ids, () => true);
    const listings: Listing[] = (
      await tabA.get(`/api/listings?cardIds=${ids.join(',')}`).expect(200)
    ).body;
    expect(listings.map((listing) => listing.cardId).sort()).toEqual([...ids].sort());
  });

  it('will not publish the single listing of a card that went into a lot since it was prepared', async () => {
    const [id] = await approvedCards(app, tabA, 1);
    await tabA.post(`/api/cards/${id}/prepare-listing`).expect(200);
    // As a race of old left it: the card in a lot, its single listing still prepared.
    await app.query(`UPDATE card SET status = 'lotted' WHERE id = $1`, [id]);
    const publish = await tabA.post('/api/listings/publish').send({ cardIds: [id] });
    expect(publish.body.queued).toEqual([]);
    expect(publish.body.errors).toEqual([
      expect.objectContaining({
        cardId: id,
        error: 'This card is in a lot now: publish the lot, or open the lot up first',
      }),
    ]);
  });

  it('brings orders in from two Syncs at once without a 500, each order once', async () => {
    const cardIds = await approvedCards(app, tabA, 2);
    await tabA.post('/api/listings/publish').send({ cardIds }).expect(202);
    const live = await waitForListings(tabA, cardIds, (listing) => listing.status === 'active');
    for (const listing of live) await buyOnEmulator(app, listing);
    const syncs = await Promise.all([
      tabA.post('/api/listings/sync'),
      tabB.post('/api/listings/sync'),
    ]);
    expect(syncs.map((sync) => sync.status)).toEqual([200, 200]);
    const orders = (await tabA.get('/api/orders?pageSize=200').expect(200)).body as unknown[];
    expect(orders).toHaveLength(2);
    for (const id of cardIds) expect((await singleListing(id))?.status).toBe('sold');
  });

  it('makes the selling defaults from two tabs at once, each told it is ready, nothing made twice', async () => {
    const first = await signIn(app, 'defaults_twice_dealer');
    const second = await signIn(app, 'defaults_twice_dealer');
    const body = { postalCode: '10001', country: 'US' };
    const answers = await Promise.all([
      first.post('/api/selling/setup/defaults').send(body),
      second.post('/api/selling/setup/defaults').send(body),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.ready])).toEqual([
      [200, true],
      [200, true],
    ]);
    const setup = (await first.get('/api/selling/setup').expect(200)).body;
    const names = setup.policies.fulfillment.map((policy: { name: string }) => policy.name);
    expect(names.filter((name: string) => name === 'Pennant tracked shipping')).toHaveLength(1);
  });

  it('never leaves a lot listed without a listing when one tab publishes it as the other takes a card out', async () => {
    const dealer = await signIn(app, 'racing_lot_dealer');
    const other = await signIn(app, 'racing_lot_dealer');
    await readyToSell(dealer);
    for (const delayMs of [0, 3, 8, 15]) {
      const ids = await approvedCards(app, dealer, 3, { ...LOW_VALUE, player: `Lot ${delayMs}` });
      await dealer.post('/api/cards/lot-low-fmv').expect(200);
      const lots: Lot[] = (await dealer.get('/api/lots').expect(200)).body;
      const lot = lots.find((candidate) => candidate.cards.some((card) => card.id === ids[0]))!;
      await dealer.post(`/api/lots/${lot.id}/prepare-listing`).expect(200);
      await Promise.all([
        dealer.post('/api/listings/publish').send({ lotIds: [lot.id] }),
        new Promise((resolve) => setTimeout(resolve, delayMs)).then(() =>
          other.post(`/api/cards/${ids[0]}/approve`),
        ),
      ]);
      // Whatever won, a lot marked listed has a listing on its way to eBay or on it; one without is open.
      const settled = await waitForLot(dealer, lot.id);
      if (settled.status === 'listed') expect(settled.listing).not.toBeNull();
      else if (settled.listing === null) expect(settled.status).toBe('open');
      // And the card is sold one way only: alone, once out of the lot, or in the lot going to eBay.
      const taken =
        (await dealer.get(`/api/cards/${ids[0]}`).expect(200)).body.status === 'approved';
      const inListedLot =
        settled.status === 'listed' && settled.cards.some((member) => member.id === ids[0]);
      expect(taken && inListedLot).toBe(false);
    }
  }, 60_000);
});

/** The lot once its listing (if any) is no longer publishing. */
async function waitForLot(agent: Agent, lotId: string): Promise<Lot> {
  for (let waited = 0; waited < 15_000; waited += 200) {
    const lots: Lot[] = (await agent.get('/api/lots').expect(200)).body;
    const lot = lots.find((candidate) => candidate.id === lotId);
    if (!lot) throw new Error(`lot ${lotId} is gone`);
    if (lot.listing?.status !== 'publishing') return lot;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`lot ${lotId} still publishing`);
}
