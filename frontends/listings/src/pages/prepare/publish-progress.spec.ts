import type { CardEvent, Listing } from '@pennant/contracts';
import {
  applyListingEvent,
  NO_PROGRESS,
  type PublishProgress,
  refusalText,
  startPublishing,
  summarise,
} from './publish-progress';

function listing(id: string, overrides: Partial<Listing> = {}): Listing {
  return {
    id,
    title: `Card ${id}`,
    condition: 'Ungraded: Near mint or better',
    listPrice: '1.07',
    createdAt: '2026-11-23T14:40:08.975Z',
    status: 'publishing',
    url: null,
    cardId: `card-${id}`,
    lotId: null,
    sku: `SKU${id}`,
    ebayListingId: null,
    format: 'fixed_price',
    errors: [],
    publishRetry: null,
    thumbnailUrl: null,
    thumbnailTurn: 0,
    publishedAt: null,
    soldAt: null,
    soldPrice: null,
    endedAt: null,
    ...overrides,
  };
}

function updated(l: Listing): CardEvent {
  return { type: 'listing.updated', listingId: l.id, cardId: l.cardId, listing: l };
}

describe('publishing progress', () => {
  let progress: PublishProgress;
  beforeEach(() => {
    progress = startPublishing(NO_PROGRESS, {
      queued: [listing('a'), listing('b'), listing('lot', { cardId: null, lotId: 'lot-1' })],
      errors: [{ cardId: 'card-x', error: 'Prepare the listing first' }],
    });
  });

  it('follows what was queued, in order, and keeps what was refused at once', () => {
    expect(progress.order).toEqual(['a', 'b', 'lot']);
    expect(progress.refused).toEqual([{ cardId: 'card-x', error: 'Prepare the listing first' }]);
    expect(summarise(progress)).toEqual({
      total: 3,
      publishing: 3,
      live: 0,
      failed: 0,
      settled: false,
    });
  });

  it('names the listing a refusal is about, when it has been prepared', () => {
    expect(
      refusalText({ cardId: 'c', title: '1990 Topps #175', error: 'Fix first: set a price' }),
    ).toBe('1990 Topps #175: Fix first: set a price');
    expect(refusalText({ cardId: 'c', error: 'Prepare the listing first' })).toBe(
      'Prepare the listing first',
    );
  });

  it('moves each listing to active with its eBay link, or to error with eBay reasons', () => {
    const url = 'http://localhost:3000/__ebay/www/itm/110000000042';
    let next = applyListingEvent(progress, updated(listing('a', { status: 'active', url })));
    next = applyListingEvent(
      next,
      updated(listing('b', { status: 'error', errors: ['A picture could not be prepared'] })),
    );
    next = applyListingEvent(
      next,
      updated(listing('lot', { status: 'active', cardId: null, lotId: 'lot-1', url })),
    );
    expect(next.items.a).toMatchObject({ status: 'active', url });
    expect(next.items.b).toMatchObject({
      status: 'error',
      errors: ['A picture could not be prepared'],
    });
    expect(next.items.lot).toMatchObject({ status: 'active', lotId: 'lot-1' });
    expect(summarise(next)).toEqual({ total: 3, publishing: 0, live: 2, failed: 1, settled: true });
  });

  it('follows the try that comes next while eBay turns a listing away, still publishing', () => {
    const retrying = applyListingEvent(
      progress,
      updated(listing('a', { publishRetry: { attempt: 2, of: 5 } })),
    );
    expect(retrying.items.a).toMatchObject({ status: 'publishing', retry: { attempt: 2, of: 5 } });
    const later = applyListingEvent(
      retrying,
      updated(listing('a', { publishRetry: { attempt: 3, of: 5 } })),
    );
    expect(later.items.a.retry).toEqual({ attempt: 3, of: 5 });
    expect(summarise(later).publishing).toBe(3);
  });

  it('ignores card events, listings it does not follow and repeats', () => {
    const cardEvent: CardEvent = { type: 'card.deleted', cardId: 'card-a' };
    expect(applyListingEvent(progress, cardEvent)).toBe(progress);
    expect(applyListingEvent(progress, updated(listing('other', { status: 'active' })))).toBe(
      progress,
    );
    expect(applyListingEvent(progress, updated(listing('a')))).toBe(progress);
  });

  it('follows a listing sent again once, at the end', () => {
    const again = startPublishing(progress, { queued: [listing('a')], errors: [] });
    expect(again.order).toEqual(['b', 'lot', 'a']);
  });
});
