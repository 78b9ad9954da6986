import { activeNavPath, aliasedAddress, NAV_ITEMS } from './navigation';

describe('the top navigation', () => {
  it('leads to every page a dealer works in, Cards and Listings among them', () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      'Dashboard',
      'Review',
      'Cards',
      'Listings',
      'Sales',
      'Settings',
      'Billing',
    ]);
  });

  it('highlights the page shown, Cards for its uploads too', () => {
    expect(activeNavPath('/')).toBe('/dashboard');
    expect(activeNavPath('/cards')).toBe('/cards');
    expect(activeNavPath('/upload')).toBe('/cards');
    expect(activeNavPath('/billing/invoices/1')).toBe('/billing');
    expect(activeNavPath('/prepare')).toBe('/prepare');
    expect(activeNavPath('/settings/account')).toBe('/settings');
  });
});

describe("an address typed after a page's name", () => {
  it('leads to the page: /listings is Listings, at /prepare', () => {
    expect(aliasedAddress('/listings')).toBe('/prepare');
    expect(aliasedAddress('/listings/')).toBe('/prepare');
    expect(aliasedAddress('/prepare')).toBeNull();
    expect(aliasedAddress('/listings/abc')).toBeNull();
  });
});
