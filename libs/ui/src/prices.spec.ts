import {
  comparablesText,
  listingPriceText,
  listPriceText,
  marketRangeText,
  marketValueText,
} from './prices';

const priced = {
  marketValue: '13.89',
  listPrice: '15.00',
  estimatedLow: '12.20',
  estimatedHigh: '14.70',
  pricing: {
    source: 'sold' as const,
    sampleSize: 18,
    error: null,
    soldSearchUrl: null,
    ebayUnavailable: false,
  },
};

describe('card prices', () => {
  it('writes the market value with its range and how many sales it rests on', () => {
    expect(marketValueText(priced)).toBe('$13.89 · $12.20–$14.70 · 18 sales');
  });

  it('names the comparables by where they came from', () => {
    expect(comparablesText({ ...priced.pricing, sampleSize: 1 })).toBe('1 sale');
    expect(comparablesText({ ...priced.pricing, source: 'active', sampleSize: 7 })).toBe(
      '7 listings',
    );
    expect(comparablesText({ ...priced.pricing, source: 'dealer' })).toBeNull();
    expect(comparablesText({ ...priced.pricing, sampleSize: 0 })).toBeNull();
    expect(comparablesText(null)).toBeNull();
  });

  it("says a market value is the dealer's, and that the range beside it is eBay's", () => {
    const typed = {
      ...priced,
      marketValue: '20.00',
      pricing: { ...priced.pricing, source: 'dealer' as const, sampleSize: 0 },
    };
    expect(marketValueText({ ...typed, correctedFields: ['marketValue'] })).toBe(
      '$20.00 · your value · eBay $12.20–$14.70',
    );
    expect(marketValueText({ ...typed, correctedFields: ['marketValue', 'estimatedHigh'] })).toBe(
      '$20.00 · your value · $12.20–$14.70',
    );
    expect(marketValueText({ ...typed, estimatedLow: null, estimatedHigh: null })).toBe(
      '$20.00 · your value',
    );
  });

  it('leaves out what is unknown, and says "No price" without a market value', () => {
    expect(
      marketValueText({ ...priced, estimatedLow: null, estimatedHigh: null, pricing: null }),
    ).toBe('$13.89');
    expect(marketValueText({ ...priced, marketValue: null })).toBe('No price');
    expect(marketValueText({ ...priced, estimatedLow: '13.89', estimatedHigh: '13.89' })).toBe(
      '$13.89 · 18 sales',
    );
    expect(marketRangeText('0.99', '0.99')).toBe('$0.99');
    expect(marketRangeText(null, '2.00')).toBe('$2.00');
    expect(marketRangeText(null, null)).toBeNull();
  });

  it('shows the list price apart from the market value', () => {
    expect(listPriceText(priced)).toBe('$15.00');
    expect(listPriceText({ listPrice: null })).toBe('No price');
  });
});

describe('what a listing asks', () => {
  it("says a fixed price as it is, an auction's as the bid it starts from", () => {
    expect(listingPriceText({ format: 'fixed_price', listPrice: '5.49' })).toBe('$5.49');
    expect(listingPriceText({ format: 'auction', listPrice: '3.99' })).toBe('Bids from $3.99');
    expect(listingPriceText({ format: 'fixed_price', listPrice: null })).toBe('No price');
    // Sold: what it sold for (a winning bid, an accepted offer), not what it asked; before its order, what it asked.
    expect(
      listingPriceText({ format: 'auction', listPrice: '0.99', status: 'sold', soldPrice: '41.5' }),
    ).toBe('Sold for $41.50');
    expect(
      listingPriceText({ format: 'fixed_price', listPrice: '20', status: 'sold', soldPrice: null }),
    ).toBe('$20.00');
  });
});
