import type { Card } from '@pennant/contracts';
import { approvedCards } from './support/listing-fixtures';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

/** /cards' search box, as a dealer with a few hundred cards uses it. */
describe('Searching the cards', () => {
  let app: TestApp;
  let dealer: Agent;
  let mauer: string;
  let griffey: string;
  let greinke: string;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'card_searcher');
    [griffey] = await approvedCards(app, dealer, 1);
    [mauer] = await approvedCards(app, dealer, 1, {
      player: 'Joe Mauer',
      team: 'Minnesota Twins',
      year: 2015,
      brand: 'Bowman',
      set: 'Bowman',
      cardNumber: '140',
    });
    [greinke] = await approvedCards(app, dealer, 1, {
      player: 'Zack Greinke',
      team: 'Kansas City Royals',
      year: 2009,
      brand: 'Topps',
      set: 'Topps',
      cardNumber: '75',
    });
    await app.query(
      `UPDATE card SET estimated_high = CASE id WHEN $1 THEN 50 WHEN $2 THEN 10 END,
         confidence = CASE id WHEN $1 THEN 0.70 WHEN $2 THEN 0.40 ELSE confidence END
       WHERE id = ANY($3)`,
      [griffey, mauer, [griffey, mauer, greinke]],
    );
  });
  afterAll(() => app.close());

  const found = async (q: string) =>
    ((await dealer.get('/api/cards').query({ q }).expect(200)).body.items as Card[]).map(
      (card) => card.id,
    );

  it('finds a card by words from different fields, in any order', async () => {
    expect(await found('mauer twins')).toEqual([mauer]);
    expect(await found('Bowman 140')).toEqual([mauer]);
    expect(await found('twins MAUER bowman')).toEqual([mauer]);
  });

  it('finds a card by its year', async () => {
    expect(await found('2015')).toEqual([mauer]);
    expect(await found('1989 griffey')).toEqual([griffey]);
  });

  const sorted = async (sort?: string) =>
    ((await dealer.get('/api/cards').query({ sort }).expect(200)).body.items as Card[]).map(
      (card) => card.id,
    );

  it('lists the cards in the order the dealer picks, newest upload first by default', async () => {
    expect(await sorted()).toEqual([greinke, mauer, griffey]);
    expect(await sorted('oldest')).toEqual([griffey, mauer, greinke]);
    expect(await sorted('value')).toEqual([griffey, mauer, greinke]);
    expect(await sorted('player')).toEqual([mauer, griffey, greinke]);
    expect(await sorted('confidence')).toEqual([mauer, griffey, greinke]);
  });

  it('refuses an order it does not know, naming the ones it does', async () => {
    const response = await dealer.get('/api/cards').query({ sort: 'price' }).expect(400);
    expect(response.body.message).toContain(
      'sort must be one of newest, oldest, value, player, confidence',
    );
  });

  it('finds nothing when one word matches no field of the card', async () => {
    expect(await found('mauer mariners')).toEqual([]);
  });
});
