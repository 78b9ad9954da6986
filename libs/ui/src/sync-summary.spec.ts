import { syncSummary } from './sync-with-ebay';

const at = '2026-11-23T14:42:10.698Z';
const noCancellations = { ordersCancelled: 0, listingsEnded: 0, syncedAt: at };

describe('sync summary', () => {
  it('says how many orders came in and how many listings sold', () => {
    expect(
      syncSummary({ ordersImported: 1, ordersUpdated: 0, listingsSold: 1, ...noCancellations }),
    ).toBe('1 order came in; 1 listing sold.');
    expect(
      syncSummary({ ordersImported: 3, ordersUpdated: 2, listingsSold: 2, ...noCancellations }),
    ).toBe('3 orders came in (2 updated); 2 listings sold.');
    expect(
      syncSummary({ ordersImported: 0, ordersUpdated: 0, listingsSold: 0, ...noCancellations }),
    ).toBe('No new orders; 0 listings sold.');
  });

  it('says plainly that an order was cancelled and its listing ended, to relist', () => {
    expect(
      syncSummary({
        ordersImported: 1,
        ordersUpdated: 0,
        ordersCancelled: 1,
        listingsSold: 0,
        listingsEnded: 1,
        syncedAt: at,
      }),
    ).toBe(
      '1 order came in; 1 order cancelled on eBay (not counted as a sale); 0 listings sold. ' +
        '1 listing ended by a cancellation or a full refund: relist to sell the card again.',
    );
    expect(
      syncSummary({
        ordersImported: 0,
        ordersUpdated: 2,
        ordersCancelled: 2,
        listingsSold: 0,
        listingsEnded: 0,
        syncedAt: at,
      }),
    ).toBe('2 orders updated; 2 orders cancelled on eBay (not counted as sales); 0 listings sold.');
  });
});
