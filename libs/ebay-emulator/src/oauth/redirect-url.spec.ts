import { withQuery } from './redirect-url';

describe('withQuery', () => {
  it('appends to a bare URL, encoding eBay codes', () => {
    expect(
      withQuery('https://p.test/cb', { state: 'a b', code: 'v^1.1#i^1', skip: undefined }),
    ).toBe('https://p.test/cb?state=a+b&code=v%5E1.1%23i%5E1');
  });

  it('keeps an existing query and fragment', () => {
    expect(withQuery('https://p.test/cb?from=ebay#top', { error: 'access_denied' })).toBe(
      'https://p.test/cb?from=ebay&error=access_denied#top',
    );
    expect(withQuery('https://p.test/cb?', { x: '1' })).toBe('https://p.test/cb?x=1');
  });
});
