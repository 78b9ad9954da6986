import type { Card, RepriceCardsResponse } from '@pennant/contracts';
import { CardRepricing } from '../src/modules/cards';
import { dealerIdOf } from './support/billing-orders';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { waitForCard } from './cards-helpers';

const DECIMAL = /^\d+\.\d{2}$/;
const REPRICE = '/api/cards/reprice';

describe('Cards priced again after eBay failed', () => {
  let app: TestApp;
  let dealer: Agent;
  let dealerId: string;
  let stranger: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'reprice_dealer');
    dealerId = await dealerIdOf(dealer);
    stranger = await signIn(app, 'reprice_stranger');
  });
  afterEach(() => app.pennant.emulator!.faults.clear());
  afterAll(() => app.close());

  function ebayDown(): void {
    app.pennant.emulator!.faults.inject({ status: 503, pathPrefix: '/buy/', count: 1000 });
  }

  /** A card awaiting review, identified but not priced yet. */
  async function identifiedCard(player = 'Ken Griffey Jr.'): Promise<string> {
    const [{ id }] = await app.query<{ id: string }>(
      `INSERT INTO card (dealer_id, status, player, sport, year, brand, "set", confidence, identified_at)
       VALUES ($1, 'identified', $2, 'baseball', 1989, 'Upper Deck', 'Upper Deck', 0.95, now())
       RETURNING id`,
      [dealerId, player],
    );
    return id;
  }

  /** The dealer names the card's number while eBay's search fails: the card is priced, and eBay fails. */
  async function pricedWhileEbayDown(player?: string): Promise<Card> {
    const id = await identifiedCard(player);
    ebayDown();
    const card: Card = (
      await dealer.patch(`/api/cards/${id}`).send({ cardNumber: '1' }).expect(200)
    ).body;
    app.pennant.emulator!.faults.clear();
    return card;
  }

  async function priceAgain(cardIds: string[]): Promise<RepriceCardsResponse> {
    return (await dealer.post(REPRICE).send({ cardIds }).expect(200)).body;
  }

  it("says eBay failed, and Price again gives the card eBay's price once eBay answers", async () => {
    const card = await pricedWhileEbayDown();
    expect(card.marketValue).toBeNull();
    expect(card.pricing).toMatchObject({ source: 'none', ebayUnavailable: true });
    expect(card.pricing?.error).toContain('eBay 503');

    ebayDown();
    const stillDown = await priceAgain([card.id]);
    expect(stillDown.cards[0].pricing).toMatchObject({ ebayUnavailable: true });
    expect(stillDown.cards[0].marketValue).toBeNull();

    app.pennant.emulator!.faults.clear();
    const { cards, errors } = await priceAgain([card.id]);
    expect(errors).toEqual([]);
    expect(cards[0]).toMatchObject({
      marketValue: expect.stringMatching(DECIMAL),
      listPrice: expect.stringMatching(DECIMAL),
      pricing: { source: 'sold', error: null, ebayUnavailable: false },
    });
    expect((await dealer.get(`/api/cards/${card.id}`).expect(200)).body.marketValue).toBe(
      cards[0].marketValue,
    );
  });

  it('keeps a market value the dealer typed when it prices again', async () => {
    const card = await pricedWhileEbayDown();
    await dealer.patch(`/api/cards/${card.id}`).send({ marketValue: '42.00' }).expect(200);
    const { cards } = await priceAgain([card.id]);
    expect(cards[0]).toMatchObject({
      marketValue: '42.00',
      pricing: { source: 'dealer', ebayUnavailable: false },
    });
  });

  it('prices such cards again by itself, every ten minutes, once eBay answers', async () => {
    const first = await pricedWhileEbayDown('Cal Ripken Jr.');
    const second = await pricedWhileEbayDown('Rickey Henderson');
    const repricing = app.pennant.app.get(CardRepricing);

    ebayDown();
    const whileDown = await repricing.enqueueDue(new Date());
    const ours = whileDown.filter((job) => job.id.includes(dealerId));
    expect(ours).toHaveLength(1);
    expect(await ours[0].settled(30_000)).toBe('completed');
    for (const id of [first.id, second.id]) {
      const card: Card = (await dealer.get(`/api/cards/${id}`).expect(200)).body;
      expect(card).toMatchObject({ marketValue: null, pricing: { ebayUnavailable: true } });
    }

    app.pennant.emulator!.faults.clear();
    // The next time slot: ten minutes on.
    const later = await repricing.enqueueDue(new Date(Date.now() + 10 * 60_000));
    await Promise.all(
      later.filter((job) => job.id.includes(dealerId)).map((job) => job.settled(30_000)),
    );
    for (const id of [first.id, second.id]) {
      const card = await waitForCard(dealer, id, (each) => each.marketValue !== null);
      expect(card.pricing).toMatchObject({ source: 'sold', ebayUnavailable: false });
    }
    const after = await repricing.enqueueDue(new Date(Date.now() + 20 * 60_000));
    expect(after.filter((job) => job.id.includes(dealerId))).toEqual([]);
  });

  it("approves a card priced again by itself when the dealer's auto-approve rule takes it", async () => {
    const card = await pricedWhileEbayDown('Nolan Ryan');
    await dealer.put('/api/dealer/settings').send({ autoApprove: true }).expect(200);
    try {
      const queued = await app.pennant.app
        .get(CardRepricing)
        .enqueueDue(new Date(Date.now() + 30 * 60_000));
      await Promise.all(
        queued.filter((job) => job.id.includes(dealerId)).map((job) => job.settled(30_000)),
      );
      const approved = await waitForCard(dealer, card.id, (each) => each.status === 'approved');
      // Confidence 0.95 and a value of $5.00 or more: what auto-approve takes.
      expect(Number(approved.marketValue)).toBeGreaterThanOrEqual(5);
    } finally {
      await dealer.put('/api/dealer/settings').send({ autoApprove: false }).expect(200);
    }
  });

  it('prices only cards awaiting review, each answering alone; another dealer’s card is not found', async () => {
    const card = await pricedWhileEbayDown();
    await dealer.post(`/api/cards/${card.id}/approve`).expect(200);
    const theirs = await pricedWhileEbayDown();
    const answer = await stranger
      .post(REPRICE)
      .send({ cardIds: [theirs.id] })
      .expect(200);
    expect(answer.body).toEqual({
      cards: [],
      errors: [{ cardId: theirs.id, error: expect.stringMatching(/not found/i) }],
    });
    const { cards, errors } = await priceAgain([card.id, theirs.id]);
    expect(cards.map((each) => each.id)).toEqual([theirs.id]);
    expect(errors).toEqual([{ cardId: card.id, error: expect.stringMatching(/approved/) }]);
  });

  it('answers 400 saying what is wrong with the request', async () => {
    const tooMany = Array.from({ length: 51 }, () => crypto.randomUUID());
    for (const body of [
      {},
      { cardIds: 'abc' },
      { cardIds: [] },
      { cardIds: [42] },
      { cardIds: tooMany },
    ]) {
      const answer = await dealer.post(REPRICE).send(body).expect(400);
      expect(answer.body.message).toMatch(/cardIds/);
    }
    expect(
      (await dealer.post(REPRICE).send({ cardIds: tooMany }).expect(400)).body.message,
    ).toContain('at most 50 cards');
  });
});
