import type { Listing, Lot } from '@pennant/contracts';
import {
  cardOnEbay,
  correctionNotice,
  listingFacts,
  lotOfCard,
  newestListingOfCard,
} from './card-listings';

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
    publishRetry: null,
    thumbnailUrl: null,
    thumbnailTurn: 0,
    publishedAt: null,
    soldAt: null,
    soldPrice: null,
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
  it('say its price and when it was listed, sold or ended (and why), or why eBay refused it', () => {
    const sold = {
      ...listing('sold', 'card-2', 'sold'),
      publishedAt: '2026-11-20T15:00:00.000Z',
      soldAt: '2026-11-27T15:00:00.000Z',
    };
    expect(listingFacts(sold)).toBe('$1.09 · listed Nov 20, 2026 · sold Nov 27, 2026');
    expect(listingFacts({ ...sold, soldPrice: '12.50' })).toBe(
      'Sold for $12.50 · listed Nov 20, 2026 · sold Nov 27, 2026',
    );
    expect(listingFacts(listing('draft', 'card-1', 'draft'))).toBe('$1.09');
    const refused = {
      ...listing('refused', 'card-1', 'error'),
      errors: ['Add a shipping policy in Settings.'],
    };
    expect(listingFacts(refused)).toBe('Add a shipping policy in Settings.');
    const cancelled = {
      ...listing('cancelled', 'card-1', 'ended'),
      publishedAt: '2026-11-20T15:00:00.000Z',
      endedAt: '2026-11-27T15:00:00.000Z',
      errors: ['The order was cancelled on eBay: relist to sell the card again'],
    };
    expect(listingFacts(cancelled)).toBe(
      '$1.09 · listed Nov 20, 2026 · ended Nov 27, 2026 · The order was cancelled on eBay: relist to sell the card again',
    );
  });
});

describe('where a card is on eBay', () => {
  const lot: Lot = {
    id: 'lot-1',
    lotKey: '2015 Minnesota Twins',
    status: 'listed',
    title: '2015 Minnesota Twins Baseball Lot of 2: Mauer, Suzuki',
    cards: [
      {
        id: 'card-3',
        player: 'Joe Mauer',
        year: 2015,
        brand: null,
        set: null,
        cardNumber: null,
        marketValue: '1.12',
        thumbnailUrl: null,
        thumbnailTurn: 0,
      },
      {
        id: 'card-4',
        player: 'Kurt Suzuki',
        year: 2015,
        brand: null,
        set: null,
        cardNumber: null,
        marketValue: '1.64',
        thumbnailUrl: null,
        thumbnailTurn: 0,
      },
    ],
    marketValueTotal: '2.76',
    suggestedPrice: '2.21',
    listing: { id: 'lot', status: 'active', url: 'https://www.ebay.com/itm/110000000119' },
  };

  it("is its own listing, else its lot's, said as the lot's", () => {
    const lots = lotOfCard([lot]);
    expect(cardOnEbay(undefined, lots.get('card-4'))).toEqual({
      status: 'active',
      label: 'In a lot on eBay',
      url: 'https://www.ebay.com/itm/110000000119',
      inLot: true,
      asks: null,
    });
    expect(cardOnEbay(listing('own', 'card-1', 'sold'), undefined)).toMatchObject({
      label: 'Sold on eBay',
    });
    expect(cardOnEbay(undefined, { ...lot, listing: null })).toBeNull();
    expect(lots.has('card-1')).toBe(false);
  });

  it('says before saving what a correction does to the listing, or the lot’s', () => {
    const own = (status: Listing['status']) =>
      cardOnEbay(listing('own', 'card-1', status), undefined);
    const lots = lotOfCard([lot]);
    expect(correctionNotice(null)).toBeNull();
    expect(correctionNotice(own('draft'))).toBe(
      'Saving writes the prepared listing again from the card, keeping what you edited in it.',
    );
    expect(correctionNotice(own('active'))).toBe(
      'This card is on eBay: a correction is kept in Pennant, but its listing on eBay keeps what it shows until it ends.',
    );
    expect(correctionNotice(cardOnEbay(undefined, lots.get('card-4')))).toBe(
      "This card is on eBay: a correction is kept in Pennant, but its lot's listing on eBay keeps what it shows until it ends.",
    );
    const draftLot: Lot = { ...lot, listing: { ...lot.listing!, status: 'draft' } };
    expect(correctionNotice(cardOnEbay(undefined, draftLot))).toBe(
      "Saving takes back the listing prepared for this card's lot: publishing the lot prepares it again.",
    );
    expect(correctionNotice(own('ended'))).toBe(
      'This card is off eBay: prepare its listing again before relisting to send a correction.',
    );
    expect(correctionNotice(own('sold'))).toBe(
      'This card sold on eBay: a correction changes Pennant’s records only.',
    );
  });

  it("says what the card's own listing asks where the card's list price does not", () => {
    const priced = (listPrice: string, format: Listing['format'] = 'fixed_price') => ({
      ...listing('own', 'card-1', 'draft'),
      listPrice,
      format,
    });
    expect(cardOnEbay(priced('2.25'), undefined, { listPrice: '1.56' })?.asks).toBe(
      'Listing asks $2.25',
    );
    expect(cardOnEbay(priced('1.56'), undefined, { listPrice: '1.56' })?.asks).toBeNull();
    expect(cardOnEbay(priced('0.99', 'auction'), undefined, { listPrice: '4.00' })?.asks).toBe(
      'Bids start at $0.99',
    );
    // Sold: what it sold for, not the starting bid.
    const sold = { ...priced('0.99', 'auction'), status: 'sold' as const, soldPrice: '41.50' };
    expect(cardOnEbay(sold, undefined, { listPrice: '4.00' })?.asks).toBe('Sold for $41.50');
  });
});
