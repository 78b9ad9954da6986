import { hostKind } from './host-dispatch';

describe('hostKind', () => {
  it.each([
    ['auth.ebay.com', 'auth'],
    ['auth.sandbox.ebay.com', 'auth'],
    ['api.ebay.com', 'api'],
    ['API.Sandbox.eBay.com', 'api'],
    ['apiz.sandbox.ebay.com', 'apiz'],
    ['api.localhost:4100', 'api'],
    ['api:4100', 'api'],
    ['www.ebay.com', 'www'],
    ['apim.sandbox.ebay.com', 'apim'],
    ['shop.ebay.com', undefined],
    ['apizz.ebay.com', undefined],
    [undefined, undefined],
  ])('%s -> %s', (host, kind) => {
    expect(hostKind(host)).toBe(kind);
  });
});
