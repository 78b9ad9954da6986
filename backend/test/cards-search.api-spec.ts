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

  it('finds nothing when one word matches no field of the card', async () => {
    expect(await found('mauer mariners')).toEqual([]);
  });
});
