import type { Listing } from '@pennant/contracts';
import { newestListingOfCard } from './card-listings';

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
