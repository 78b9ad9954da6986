import { EBAY_SCOPES } from '@pennant/ebay-openapi';
import { assertErrorEnvelope, assertMatchesSchema } from '../testing/openapi-schema';
import {
  appToken,
  createTestEmulator,
  MOUNT,
  signIn,
  type TestEmulator,
} from '../testing/test-emulator';

const SEARCH_URL = `${MOUNT.api}/buy/browse/v1/item_summary/search`;
const SPEC = 'buy_browse_v1_oas3.json';
const CARD = '2011 Topps Update Mike Trout #US175';

describe('Browse item_summary/search', () => {
  let emulator: TestEmulator;
  let token: string;

  beforeEach(async () => {
    emulator = createTestEmulator();
    token = await appToken(emulator.http);
  });

  const search = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    emulator.http
      .get(SEARCH_URL)
      .query(query)
      .set({ Authorization: `Bearer ${token}`, 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_US', ...headers });

  it('answers active Buy It Now listings for the card, shaped as the contract’s SearchPagedCollection', async () => {
    const response = await search({ q: CARD, category_ids: '261328' });
    expect(response.status).toBe(200);
    assertMatchesSchema(SPEC, 'SearchPagedCollection', response.body);
    const items = response.body.itemSummaries;
    expect(items.length).toBeGreaterThan(3);
    for (const item of items) {
      expect(item.title).toContain('Mike Trout');
      expect(item.buyingOptions).toContain('FIXED_PRICE');
      expect(item.price).toEqual({ value: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'USD' });
      expect(item.itemId).toBe(`v1|${item.legacyItemId}|0`);
      expect(Date.parse(item.itemEndDate)).toBeGreaterThan(Date.parse('2026-03-01T12:00:00.000Z'));
    }
    expect(response.body.total).toBe(items.length);
  });

  it('gives the same answer to the same search', async () => {
    const first = await search({ q: CARD });
    const second = await search({ q: CARD });
    const listed = (body: {
      itemSummaries: Array<{ itemId: string; title: string; price: unknown }>;
    }) => body.itemSummaries.map(({ itemId, title, price }) => ({ itemId, title, price }));
    expect(listed(second.body)).toEqual(listed(first.body));
  });

  it('returns auctions only when buyingOptions asks for them', async () => {
    const response = await search({ q: 'Mike Trout', filter: 'buyingOptions:{AUCTION}' });
    expect(response.status).toBe(200);
    expect(response.body.itemSummaries.length).toBeGreaterThan(0);
    for (const item of response.body.itemSummaries) {
      expect(item.buyingOptions).toEqual(['AUCTION']);
      expect(item.currentBidPrice).toEqual(item.price);
      expect(typeof item.bidCount).toBe('number');
    }
  });

  it('filters by price and condition and sorts by price', async () => {
    const response = await search({
      q: 'Mike Trout',
      filter: 'price:[5..50],priceCurrency:USD,conditionIds:{4000}',
      sort: 'price',
      limit: '200',
    });
    const prices = response.body.itemSummaries.map((item: { price: { value: string } }) =>
      Number(item.price.value),
    );
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...prices)).toBeLessThanOrEqual(50);
    for (const item of response.body.itemSummaries) expect(item.conditionId).toBe('4000');
  });

  it('pages with limit and offset, linking next and prev', async () => {
    const all = await search({ q: 'Mike Trout', limit: '200' });
    const page = await search({ q: 'Mike Trout', limit: '5', offset: '5' });
    expect(page.body).toMatchObject({ limit: 5, offset: 5, total: all.body.total });
    const ids = (items: Array<{ itemId: string }>) => items.map((item) => item.itemId);
    expect(ids(page.body.itemSummaries)).toEqual(ids(all.body.itemSummaries.slice(5, 10)));
    expect(new URL(page.body.next).searchParams.get('offset')).toBe('10');
    expect(new URL(page.body.prev).searchParams.get('offset')).toBe('0');
    expect(new URL(page.body.href).searchParams.get('q')).toBe('Mike Trout');
  });

  it('warns about a filter it cannot read and a price without currency, and still answers', async () => {
    const response = await search({ q: CARD, filter: 'buyingOptions:{SWAP},price:[1..5]' });
    expect(response.status).toBe(200);
    assertMatchesSchema(SPEC, 'SearchPagedCollection', response.body);
    expect(response.body.warnings.map((warning: { errorId: number }) => warning.errorId)).toEqual([
      12002, 12012,
    ]);
  });

  it('finds nothing for a search that names no card, without itemSummaries', async () => {
    const response = await search({ q: '1989' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 0, limit: 50, offset: 0 });
    expect(response.body.itemSummaries).toBeUndefined();
  });

  it.each([
    [{}, 400, 12001],
    [{ q: CARD, limit: '0' }, 400, 12006],
    [{ q: CARD, limit: '201' }, 400, 12006],
    [{ q: CARD, limit: 'ten' }, 400, 12007],
    [{ q: CARD, offset: '-1' }, 400, 12004],
    [{ q: CARD, offset: '1.5' }, 400, 12005],
    [{ q: CARD, offset: '10000' }, 400, 12029],
    [{ category_ids: '64482' }, 409, 12013],
  ])('refuses %j with %i and errorId %i', async (query, status, errorId) => {
    const response = await search(query as Record<string, string>);
    expect(response.status).toBe(status);
    assertErrorEnvelope(SPEC, response.body);
    expect(response.body.errors[0]).toMatchObject({ errorId, domain: 'API_BROWSE' });
  });

  it('refuses a marketplace it does not serve', async () => {
    const response = await search({ q: CARD }, { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_XX' });
    expect(response.status).toBe(409);
    expect(response.body.errors[0].errorId).toBe(12019);
  });

  it('needs an application token: none is 401, a user token is 403', async () => {
    const anonymous = await emulator.http.get(SEARCH_URL).query({ q: CARD });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0].errorId).toBe(1001);
    const user = await signIn(emulator.http);
    const withUserToken = await emulator.http
      .get(SEARCH_URL)
      .query({ q: CARD })
      .set('Authorization', `Bearer ${user.accessToken}`);
    expect(withUserToken.status).toBe(403);
    const insightsOnly = await appToken(emulator.http, EBAY_SCOPES.marketplaceInsights);
    const withoutApiScope = await emulator.http
      .get(SEARCH_URL)
      .query({ q: CARD })
      .set('Authorization', `Bearer ${insightsOnly}`);
    expect(withoutApiScope.status).toBe(403);
  });

  it('answers an injected 503 in eBay’s error envelope, then serves again', async () => {
    emulator.emulator.faults.inject({ status: 503, pathPrefix: '/buy/browse' });
    const failed = await search({ q: CARD });
    expect(failed.status).toBe(503);
    assertErrorEnvelope(SPEC, failed.body);
    expect(failed.body.errors[0].domain).toBe('API_BROWSE');
    expect((await search({ q: CARD })).status).toBe(200);
  });
});
