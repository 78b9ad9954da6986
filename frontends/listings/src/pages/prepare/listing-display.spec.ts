import { buildPreparation } from '../../testing/preparation-builder';
import { ebayPrice, formatText, priceLines, readinessTag } from './listing-display';

describe('listing prices as shown', () => {
  it('shows a fixed price alone', () => {
    expect(priceLines(buildPreparation({ startingPrice: '12.5' }))).toEqual([
      { label: 'Price', value: '$12.50' },
    ]);
    expect(formatText(buildPreparation())).toBe("Fixed price · Good 'Til Cancelled");
  });

  it("shows an auction's starting bid, and Buy It Now only when offered", () => {
    const auction = buildPreparation({
      format: 'auction',
      startingPrice: '0.99',
      buyItNowPrice: '5.00',
      auctionDuration: 'DAYS_3',
    });
    expect(priceLines(auction)).toEqual([
      { label: 'Starting bid', value: '$0.99' },
      { label: 'Buy It Now', value: '$5.00' },
    ]);
    expect(priceLines({ ...auction, buyItNowPrice: null })).toEqual([
      { label: 'Starting bid', value: '$0.99' },
    ]);
    expect(formatText(auction)).toBe('Auction · 3 days');
  });

  it('shows a missing price as 0, and eBay prices as "US $"', () => {
    expect(priceLines(buildPreparation({ startingPrice: null }))).toEqual([
      { label: 'Price', value: '$0.00' },
    ]);
    expect(ebayPrice('1234.5')).toBe('US $1,234.50');
    expect(ebayPrice(null)).toBe('US $0.00');
  });
});

describe('the readiness of a prepared listing', () => {
  it('is "Ready to publish" only once the selling setup lets Pennant publish', () => {
    expect(readinessTag('ready', true)).toEqual({ text: 'Ready to publish', color: 'green' });
    expect(readinessTag('ready', false)).toEqual({
      text: 'Complete: finish the selling setup',
      color: 'gold',
    });
    expect(readinessTag('error', true)).toEqual({ text: 'Needs attention', color: 'red' });
  });
});
