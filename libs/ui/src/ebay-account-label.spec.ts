import { ebayConnectionExpired } from './ebay-account-label';

describe("the dealer's eBay connection", () => {
  const now = Date.parse('2026-11-29T12:00:00Z');

  it('has expired once the end of its grant has come', () => {
    expect(ebayConnectionExpired({ expiresAt: '2026-11-29T11:59:59Z' }, now)).toBe(true);
    expect(ebayConnectionExpired({ expiresAt: '2026-11-29T12:00:00Z' }, now)).toBe(true);
  });

  it('lasts until then, and an end it cannot read is not taken for one', () => {
    expect(ebayConnectionExpired({ expiresAt: '2028-05-29T12:00:00Z' }, now)).toBe(false);
    expect(ebayConnectionExpired({ expiresAt: 'not a date' }, now)).toBe(false);
  });
});
