import type { ApproveAllResponse, Card, Listing } from '@pennant/contracts';
import {
  approvedCards,
  readyToSell,
  waitForListings,
  type CardFields,
} from './support/listing-fixtures';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Corrections in seconds: the catalog type-ahead, a corrected player filling the rest of the card, what the
 * engine doubts on a card, Approve All leaving the cards to look at, and approvals undone until published.
 */
describe('Corrections and review', () => {
  let app: TestApp;
  let dealer: Agent;
  let rival: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'corrections_dealer');
    rival = await signIn(app, 'corrections_rival');
  });
  afterAll(() => app.close());

  /** An identified card as the engine left it: the given fields, its confidence and what it doubts. */
  async function identified(
    fields: Partial<CardFields> = {},
    engine: { confidence?: string; doubtful?: string[] } = {},
    agent: Agent = dealer,
  ): Promise<Card> {
    const [id] = await approvedCards(app, agent, 1, { ...fields, status: 'identified' });
    await app.query(
      `UPDATE card SET confidence = $2, doubtful_fields = $3,
         candidates = '{"player": [], "brand": [], "set": []}' WHERE id = $1`,
      [id, engine.confidence ?? '0.95', engine.doubtful ?? []],
    );
    return (await agent.get(`/api/cards/${id}`).expect(200)).body;
  }

  describe('the catalog type-ahead', () => {
    it('finds players as typed, of the sport first, with their careers and their teams that year', async () => {
      const hockey = await dealer
        .get('/api/catalog/players')
        .query({ q: 'gretz', sport: 'hockey', year: 1991 })
        .expect(200);
      expect(hockey.body[0]).toEqual({
        name: 'Wayne Gretzky',
        sport: 'hockey',
        from: expect.any(Number),
        to: expect.any(Number),
        teams: ['Los Angeles Kings'],
      });
      // Players of the card's sport first; others after them, in case the sport was read wrong.
      const baseball = await dealer
        .get('/api/catalog/players')
        .query({ q: 'sundin', sport: 'baseball' })
        .expect(200);
      const names = baseball.body.map((player: { name: string }) => player.name);
      expect(names[0]).toBe('Gordie Sundin Jr.');
      expect(names.indexOf('Mats Sundin')).toBeGreaterThan(0);
      const twins = await dealer
        .get('/api/catalog/players')
        .query({ q: 'may', sport: 'baseball', team: 'Minnesota Twins' })
        .expect(200);
      expect(twins.body[0]).toMatchObject({ name: 'Trevor May' });
      const few = await dealer.get('/api/catalog/players').query({ q: 'smith', limit: 3 });
      expect(few.body).toHaveLength(3);
    });

    it('finds brands and sets as typed, sets of the brand and year given', async () => {
      const brands = await dealer.get('/api/catalog/brands').query({ q: 'upp' }).expect(200);
      expect(brands.body[0]).toEqual({ name: 'Upper Deck', since: expect.any(Number) });
      const sets = await dealer
        .get('/api/catalog/sets')
        .query({ q: 'upper', brand: 'Upper Deck', year: 1991 })
        .expect(200);
      expect(sets.body.length).toBeGreaterThan(0);
      for (const set of sets.body) {
        expect(set.brand).toBe('Upper Deck');
        if (set.from !== null) expect(set.from).toBeLessThanOrEqual(1991);
      }
      expect((await dealer.get('/api/catalog/sets').query({ q: '' }).expect(200)).body).toEqual([]);
    });

    it('tells the rest of a card from its player and year: the team, the checklisted cards', async () => {
      const gretzky = await dealer
        .get('/api/catalog/card')
        .query({ player: 'Wayne Gretzky', year: 1991 })
        .expect(200);
      expect(gretzky.body).toMatchObject({
        player: 'Wayne Gretzky',
        sport: 'hockey',
        team: 'Los Angeles Kings',
        inCatalog: true,
      });
      const ripken = await dealer
        .get('/api/catalog/card')
        .query({ player: 'Cal Ripken Jr.', year: 1982 })
        .expect(200);
      expect(ripken.body.checklist).toEqual(
        expect.arrayContaining([
          { year: 1982, brand: 'Fleer', set: 'Fleer', cardNumber: '176', rookieCard: true },
        ]),
      );
    });

    it.each([
      ['/api/catalog/players', { q: 'gr', sport: 'cricket' }, 'sport'],
      ['/api/catalog/players', { q: 'gr', year: 'ninety' }, 'year'],
      ['/api/catalog/players', { q: 'gr', limit: 0 }, 'limit'],
      ['/api/catalog/players', { q: 'gr', team: 'x'.repeat(101) }, 'team'],
      ['/api/catalog/players', { q: 'gr', limit: 26 }, 'limit'],
      ['/api/catalog/players', {}, 'q'],
      ['/api/catalog/brands', { q: 'x'.repeat(101) }, 'q'],
      ['/api/catalog/sets', { q: 'to', year: 1700 }, 'year'],
      ['/api/catalog/card', { year: 1991 }, 'player'],
    ])('refuses %s %j, naming %s', async (route, query, field) => {
      const answer = await dealer.get(route).query(query).expect(400);
      expect(answer.body.errors[0].field).toBe(field);
      expect(answer.body.message).toEqual(expect.any(String));
    });

    it('answers only a signed-in dealer', async () => {
      await app.http.get('/api/catalog/players').query({ q: 'gretz' }).expect(401);
    });
  });

  describe('correcting a card', () => {
    it('a corrected player and year fill team and sport from the rosters, and re-price the card', async () => {
      const card = await identified(
        { player: 'Wayne Gretsky', sport: 'baseball', team: 'Seattle Mariners', year: 1989 },
        { confidence: '0.41', doubtful: ['player', 'year'] },
      );
      expect(card).toMatchObject({ needsCheck: true, doubtfulFields: ['player', 'year'] });
      expect(card.pricing).toBeNull();
      const saved: Card = (
        await dealer
          .patch(`/api/cards/${card.id}`)
          .send({ player: 'Wayne Gretzky', year: 1991 })
          .expect(200)
      ).body;
      expect(saved).toMatchObject({
        player: 'Wayne Gretzky',
        sport: 'hockey',
        team: 'Los Angeles Kings',
        needsCheck: false,
        doubtfulFields: [],
      });
      expect(saved.pricing).toMatchObject({ source: expect.any(String) });
      expect(saved.correctedFields.sort()).toEqual(['player', 'year']);
    });

    it('takes set and number from the one checklisted card that fits; what the dealer typed stays', async () => {
      const card = await identified(
        { player: 'Cal Ripken', year: 1982, brand: 'Flear', set: 'Fleer Update', cardNumber: '17' },
        { confidence: '0.30', doubtful: ['player', 'set', 'cardNumber'] },
      );
      await dealer.patch(`/api/cards/${card.id}`).send({ brand: 'Fleer' }).expect(200);
      const saved: Card = (
        await dealer.patch(`/api/cards/${card.id}`).send({ player: 'Cal Ripken Jr.' }).expect(200)
      ).body;
      expect(saved).toMatchObject({ set: 'Fleer', cardNumber: '176', rookieCard: true });
      expect(saved.doubtfulFields).toEqual([]);

      const typed = await identified(
        { player: 'Cal Ripken', year: 1982, set: 'Donruss', cardNumber: '999' },
        { confidence: '0.30' },
      );
      await dealer.patch(`/api/cards/${typed.id}`).send({ cardNumber: '405' }).expect(200);
      const kept: Card = (
        await dealer.patch(`/api/cards/${typed.id}`).send({ player: 'Cal Ripken Jr.' }).expect(200)
      ).body;
      expect(kept).toMatchObject({ brand: 'Donruss', set: 'Donruss', cardNumber: '405' });
    });

    it('a field the dealer confirms becomes theirs: no longer doubtful, kept, and taught', async () => {
      const card = await identified({}, { confidence: '0.55', doubtful: ['year', 'cardNumber'] });
      const saved: Card = (
        await dealer
          .patch(`/api/cards/${card.id}`)
          .send({ cardNumber: '1', confirmedFields: ['year'] })
          .expect(200)
      ).body;
      expect(saved.correctedFields).toEqual(expect.arrayContaining(['year']));
      expect(saved.doubtfulFields).toEqual(['cardNumber']);
      expect(saved.needsCheck).toBe(true);
      const done: Card = (
        await dealer
          .patch(`/api/cards/${card.id}`)
          .send({ confirmedFields: ['cardNumber'] })
          .expect(200)
      ).body;
      expect(done).toMatchObject({ needsCheck: false, doubtfulFields: [], status: 'identified' });
    });

    it.each([
      [{ confirmedFields: ['team'] }],
      [{ confirmedFields: 'year' }],
      [{ confirmedFields: ['year', 'year', 'year', 'year', 'year', 'year'] }],
    ])('refuses confirming %j', async (body) => {
      const card = await identified();
      const answer = await dealer.patch(`/api/cards/${card.id}`).send(body).expect(400);
      expect(answer.body.errors[0].field).toBe('confirmedFields');
    });

    it("takes the eBay condition a condition in the hobby's words names, unless the dealer sent one", async () => {
      const card = await identified();
      const patch = (body: object) =>
        dealer.patch(`/api/cards/${card.id}`).send(body).expect(200) as Promise<{ body: Card }>;
      expect((await patch({ condition: 'EX-MT, one soft corner' })).body).toMatchObject({
        condition: 'EX-MT, one soft corner',
        cardCondition: 'excellent',
      });
      expect((await patch({ condition: 'NM', cardCondition: 'very_good' })).body).toMatchObject({
        condition: 'NM',
        cardCondition: 'very_good',
      });
      // Words that name no eBay condition leave the one chosen.
      expect((await patch({ condition: 'Sharp corners' })).body.cardCondition).toBe('very_good');
    });

    it('refuses an estimated range low above high, sent together or against the saved end, changing nothing', async () => {
      const card = await identified();
      const together = await dealer
        .patch(`/api/cards/${card.id}`)
        .send({ estimatedLow: '12', estimatedHigh: '10.00' })
        .expect(400);
      const message = 'estimatedLow (12.00) must not be above estimatedHigh (10.00)';
      expect(together.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(together.body.errors).toEqual([{ field: 'estimatedLow', message }]);

      await dealer
        .patch(`/api/cards/${card.id}`)
        .send({ estimatedLow: '8.00', estimatedHigh: '10.00' })
        .expect(200);
      for (const [body, field, said] of [
        [
          { estimatedLow: '10.01' },
          'estimatedLow',
          'estimatedLow (10.01) must not be above estimatedHigh (10.00)',
        ],
        [
          { estimatedHigh: '7.5' },
          'estimatedHigh',
          'estimatedHigh (7.50) must not be below estimatedLow (8.00)',
        ],
        [
          { estimatedHigh: 7 },
          'estimatedHigh',
          'estimatedHigh (7.00) must not be below estimatedLow (8.00)',
        ],
      ] as const) {
        const answer = await dealer.patch(`/api/cards/${card.id}`).send(body).expect(400);
        expect(answer.body.errors).toEqual([{ field, message: said }]);
      }
      const kept: Card = (await dealer.get(`/api/cards/${card.id}`).expect(200)).body;
      expect(kept).toMatchObject({ estimatedLow: '8.00', estimatedHigh: '10.00' });
      // An equal pair is a range, and with one end cleared there is nothing to compare.
      await dealer.patch(`/api/cards/${card.id}`).send({ estimatedLow: '10' }).expect(200);
      await dealer
        .patch(`/api/cards/${card.id}`)
        .send({ estimatedHigh: null, estimatedLow: '50.00' })
        .expect(200);
    });
  });

  describe('approving and undoing', () => {
    it('Approve All approves the sure, priced cards and names the ones it leaves', async () => {
      const sure = await identified({}, { confidence: '0.96' });
      const unsure = await identified({}, { confidence: '0.40', doubtful: ['player'] });
      const unpriced = await identified({ marketValue: null, listPrice: null });
      const answer: ApproveAllResponse = (
        await dealer
          .post('/api/cards/approve-all')
          .send({ cardIds: [sure.id, unsure.id, unpriced.id] })
          .expect(200)
      ).body;
      expect(answer.approved).toBe(1);
      expect(answer.skipped).toEqual(
        expect.arrayContaining([
          { cardId: unsure.id, reason: 'check' },
          { cardId: unpriced.id, reason: 'no_price' },
        ]),
      );
      expect(answer.skipped).toHaveLength(2);
      const statuses = await Promise.all(
        [sure, unsure, unpriced].map(
          async (card) => (await dealer.get(`/api/cards/${card.id}`)).body.status,
        ),
      );
      expect(statuses).toEqual(['approved', 'identified', 'identified']);
      // One by one, the dealer may approve them anyway.
      await dealer.post(`/api/cards/${unsure.id}/approve`).expect(200);
    });

    it('undoes an approval: the card is back in review and its prepared listing is gone', async () => {
      await readyToSell(dealer);
      const card = await identified({}, { confidence: '0.97' });
      await dealer.post(`/api/cards/${card.id}/approve`).expect(200);
      const [draft] = await waitForListings(dealer, [card.id], (l) => l.status === 'draft');
      const undone: Card = (await dealer.post(`/api/cards/${card.id}/unapprove`).expect(200)).body;
      expect(undone).toMatchObject({ status: 'identified', approvedAt: null });
      await dealer.get(`/api/listings/${draft.id}`).expect(404);
      const pending: Card[] = (await dealer.get('/api/cards/pending').expect(200)).body;
      expect(pending.map((each) => each.id)).toContain(card.id);
      const again = await dealer.post(`/api/cards/${card.id}/unapprove`).expect(409);
      expect(again.body.message).toBe('This card is not approved (it is identified)');
    });

    it('keeps the approval once the listing went to eBay, saying why; undoes the others of a batch', async () => {
      await readyToSell(dealer);
      const [published, other] = await approvedCards(app, dealer, 2);
      await dealer
        .post('/api/listings/publish')
        .send({ cardIds: [published] })
        .expect(202);
      await waitForListings(dealer, [published], (l: Listing) => l.status === 'active');
      const refused = await dealer.post(`/api/cards/${published}/unapprove`).expect(409);
      expect(refused.body.message).toBe(
        'Approval kept: this card is listed on eBay: end the listing instead',
      );
      const batch = await dealer
        .post('/api/cards/unapprove')
        .send({ cardIds: [published, other] })
        .expect(200);
      expect(batch.body.cards.map((card: Card) => [card.id, card.status])).toEqual([
        [other, 'identified'],
      ]);
      expect(batch.body.errors).toEqual([
        { cardId: published, error: expect.stringMatching(/^Approval kept/) },
      ]);
    });

    it("never undoes another dealer's approval, and refuses a malformed request", async () => {
      const [theirs] = await approvedCards(app, rival, 1);
      await dealer.post(`/api/cards/${theirs}/unapprove`).expect(404);
      const batch = await dealer
        .post('/api/cards/unapprove')
        .send({ cardIds: [theirs] })
        .expect(200);
      expect(batch.body).toEqual({
        cards: [],
        errors: [{ cardId: theirs, error: 'Card not found' }],
      });
      expect((await rival.get(`/api/cards/${theirs}`)).body.status).toBe('approved');
      for (const body of [{}, { cardIds: [] }, { cardIds: ['nope'] }]) {
        const answer = await dealer.post('/api/cards/unapprove').send(body).expect(400);
        expect(answer.body.errors[0].field).toBe('cardIds');
      }
    });
  });
});
