import { isKeyUnder, queryPath } from './keys';

describe('read keys', () => {
  it('writes a path with the parameters that have a value', () => {
    expect(queryPath('/api/listings', {})).toBe('/api/listings');
    expect(
      queryPath('/api/listings', { status: 'sold', q: ' ', page: 2, pageSize: undefined }),
    ).toBe('/api/listings?status=sold&page=2');
  });

  it('knows the reads under a path', () => {
    const paths = ['/api/listings', '/api/lots'];
    expect(isKeyUnder('/api/listings', paths)).toBe(true);
    expect(isKeyUnder('/api/listings?page=2', paths)).toBe(true);
    expect(isKeyUnder('/api/listings/abc', paths)).toBe(true);
    expect(isKeyUnder('/api/listingsx', paths)).toBe(false);
    expect(isKeyUnder(['/api/lots'], paths)).toBe(false);
  });
});
