import { listingPrice, type PriceDefaults } from './listing-price';

const fixedPrice: PriceDefaults = {
  format: 'fixed_price',
  auctionDuration: 'DAYS_7',
  auctionStartPercent: '50.00',
  bestOffer: false,
  bestOfferAutoAcceptPercent: null,
  bestOfferAutoDeclinePercent: null,
};

describe('listingPrice', () => {
  it("asks the card's list price at a fixed price", () => {
    const price = listingPrice('12.50', '11.00', fixedPrice);
    expect(price).toMatchObject({ price: '12.50', warnings: [] });
  });

  it("asks eBay's lowest price for a card listed under it, and says so", () => {
    const price = listingPrice('0.54', '0.50', fixedPrice);
    expect(price.price).toBe('0.99');
    expect(price.warnings).toEqual([
      "Priced at $0.99, eBay's lowest price, above the card's $0.54",
    ]);
  });
});
