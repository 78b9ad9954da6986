import { newPriceProblem, syncSummary } from './listing-figures';

const at = '2026-11-23T14:42:10.698Z';

describe('sync summary', () => {
  it('says how many orders came in and how many listings sold', () => {
    expect(
      syncSummary({ ordersImported: 1, ordersUpdated: 0, listingsSold: 1, syncedAt: at }),
    ).toBe('1 order came in; 1 listing sold.');
    expect(
      syncSummary({ ordersImported: 3, ordersUpdated: 2, listingsSold: 2, syncedAt: at }),
    ).toBe('3 orders came in (2 updated); 2 listings sold.');
    expect(
      syncSummary({ ordersImported: 0, ordersUpdated: 0, listingsSold: 0, syncedAt: at }),
    ).toBe('No new orders; 0 listings sold.');
  });
});

describe('a new price typed in the table', () => {
  it('takes an amount of at least $0.99 with at most two places', () => {
    expect(newPriceProblem('12.5')).toBeNull();
    expect(newPriceProblem(' 0.99 ')).toBeNull();
    expect(newPriceProblem('0.5')).toBe('At least $0.99');
    expect(newPriceProblem('12.345')).toBe('Enter an amount such as 12.50');
    expect(newPriceProblem('')).toBe('Enter an amount such as 12.50');
  });
});
