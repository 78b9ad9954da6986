import type { EbayEndpoints } from '../../../integrations/ebay';
import { EbayOrders } from './ebay-orders';

const endpoints: EbayEndpoints = {
  authBaseUrl: 'https://auth.ebay.test',
  apiBaseUrl: 'https://api.ebay.test',
  apizBaseUrl: 'https://apiz.ebay.test',
  apimBaseUrl: 'https://apim.ebay.test',
  wwwBaseUrl: 'https://www.ebay.test',
};
const tokens = { current: async () => 'token', refresh: async () => 'token' };

describe('EbayOrders.modifiedSince', () => {
  it('asks for the orders modified since the start with the range left open (no end from our clock)', async () => {
    const filters: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: Request) => {
      filters.push(new URL(input.url).searchParams.get('filter') ?? '');
      return new Response(JSON.stringify({ total: 0, orders: [] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
    try {
      const orders = new EbayOrders(endpoints, { accessTokenSource: () => tokens } as never);
      const pages = [];
      for await (const page of orders.modifiedSince('d1', new Date('2026-03-01T12:00:00.000Z')))
        pages.push(page);
      expect(pages).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(filters).toEqual(['lastmodifieddate:[2026-03-01T12:00:00.000Z..]']);
  });
});
