import type { Listing } from '@pennant/contracts';
import { listingFacts, newestListingOfCard } from './card-listings';

function listing(id: string, cardId: string | null, status: Listing['status']): Listing {
  return {
    id,
    title: null,
    condition: null,
    listPrice: '1.09',
    createdAt: '2026-11-27T13:00:00.000Z',
    status,
    url: null,
    cardId,
    lotId: cardId ? null : 'lot-1',
    sku: `SKU-${id}`,
    ebayListingId: null,
    format: 'fixed_price',
    errors: [],
    thumbnailUrl: null,
    publishedAt: null,
    soldAt: null,
    endedAt: null,
  };
}

describe("a card's listing on /cards", () => {
  it("is the card's newest listing; a lot's listing is no single card's", () => {
    const byCard = newestListingOfCard([
      listing('relisted', 'card-1', 'active'),
      listing('lot', null, 'active'),
      listing('first', 'card-1', 'ended'),
      listing('sold', 'card-2', 'sold'),
    ]);
    expect(byCard.get('card-1')?.id).toBe('relisted');
    expect(byCard.get('card-2')?.status).toBe('sold');
    expect([...byCard.keys()].sort()).toEqual(['card-1', 'card-2']);
  });
});

describe("a listing's facts in a card's details", () => {
  it('say its price and when it was listed and sold, or why eBay refused it', () => {
    const sold = {
      ...listing('sold', 'card-2', 'sold'),
      publishedAt: '2026-11-20T15:00:00.000Z',
      soldAt: '2026-11-27T15:00:00.000Z',
    };
    expect(listingFacts(sold)).toBe('$1.09 · listed Nov 20, 2026 · sold Nov 27, 2026');
    expect(listingFacts(listing('draft', 'card-1', 'draft'))).toBe('$1.09');
    const refused = {
      ...listing('refused', 'card-1', 'error'),
      errors: ['Add a shipping policy in Settings.'],
    };
    expect(listingFacts(refused)).toBe('Add a shipping policy in Settings.');
  });
});
