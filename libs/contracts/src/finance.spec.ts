import { ebayAccount } from './finance';

describe('the eBay account an invoice is billed to', () => {
  it('names the username the dealer knows, with the user ID eBay files it under', () => {
    expect(
      ebayAccount({
        storeName: null,
        email: null,
        ebayUserId: 'fogzmd4812Y',
        ebayUsername: 'phonedealer',
      }),
    ).toBe('eBay account phonedealer (user ID fogzmd4812Y)');
  });

  it('names the ID alone on an invoice issued before usernames were kept, and nothing without either', () => {
    const older = { storeName: null, email: null, ebayUserId: 'fogzmd4812Y', ebayUsername: null };
    expect(ebayAccount(older)).toBe('eBay account fogzmd4812Y');
    expect(ebayAccount({ ...older, ebayUserId: null })).toBeNull();
  });
});
