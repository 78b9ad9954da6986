import { syncSummary } from './sync-with-ebay';

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
