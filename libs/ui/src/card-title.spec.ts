import { cardDetailsLine, cardHeading, cardTitle } from './card-title';

const card = { year: 2011, brand: 'Topps', set: 'Update', cardNumber: 'US175' };

describe('card title', () => {
  it('titles a card by year, brand, set and number, else "Card Details Pending"', () => {
    expect(cardTitle(card)).toBe('2011 Topps Update #US175');
    expect(cardTitle({ ...card, brand: 'Upper Deck', set: 'Upper Deck - High Series' })).toBe(
      '2011 Upper Deck - High Series #US175',
    );
    expect(cardTitle({ year: null, brand: null, set: null, cardNumber: null })).toBe(
      'Card Details Pending',
    );
  });
});

describe('card heading', () => {
  it('leads with the player, and never says details are pending for a card whose player is known', () => {
    expect(cardHeading({ ...card, player: 'Mike Trout' })).toBe(
      'Mike Trout · 2011 Topps Update #US175',
    );
    const playerOnly = {
      player: 'Jose Berrios',
      year: null,
      brand: null,
      set: null,
      cardNumber: null,
    };
    expect(cardHeading(playerOnly)).toBe('Jose Berrios');
    expect(cardHeading({ ...card, player: null })).toBe('2011 Topps Update #US175');
  });
});

describe('the details line under a player', () => {
  it('says the details were not read rather than pending', () => {
    expect(cardDetailsLine({ year: null, brand: null, set: null, cardNumber: null })).toBe(
      'Year, set and number not read',
    );
    expect(cardDetailsLine({ year: 1991, brand: null, set: null, cardNumber: null })).toBe('1991');
  });
});
