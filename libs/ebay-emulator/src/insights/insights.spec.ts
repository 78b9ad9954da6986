import { EBAY_SCOPES } from '@pennant/ebay-openapi';
import { assertErrorEnvelope, assertMatchesSchema } from '../testing/openapi-schema';
import { appToken, createTestEmulator, MOUNT, type TestEmulator } from '../testing/test-emulator';

const SEARCH_URL = `${MOUNT.api}/buy/marketplace_insights/v1_beta/item_sales/search`;
const SPEC = 'buy_marketplace_insights_v1_beta_oas3.json';
const CARD = '2018 Topps Update Shohei Ohtani #US1';
const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const DAY_MS = 86_400_000;

describe('Marketplace Insights item_sales/search', () => {
  let emulator: TestEmulator;
  let token: string;

  beforeEach(async () => {
    emulator = createTestEmulator();
    token = await appToken(emulator.http, `${EBAY_SCOPES.api} ${EBAY_SCOPES.marketplaceInsights}`);
  });

  const search = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    emulator.http
      .get(SEARCH_URL)
      .query({ category_ids: '261328', ...query })
      .set({ Authorization: `Bearer ${token}`, 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_US', ...headers });

  it('answers the sales of the last 90 days, shaped as the contract’s SalesHistoryPagedCollection', async () => {
    const response = await search({ q: CARD, limit: '200' });
    expect(response.status).toBe(200);
    assertMatchesSchema(SPEC, 'SalesHistoryPagedCollection', response.body);
    const sales = response.body.itemSales;
    expect(sales.length).toBeGreaterThan(10);
    for (const sale of sales) {
      expect(sale.title).toContain('Shohei Ohtani');
      expect(sale.lastSoldPrice).toEqual({
        value: expect.stringMatching(/^\d+\.\d{2}$/),
        currency: 'USD',
      });
      const soldAt = Date.parse(sale.lastSoldDate);
      expect(soldAt).toBeLessThanOrEqual(NOW);
      expect(soldAt).toBeGreaterThan(NOW - 90 * DAY_MS);
      expect(sale.totalSoldQuantity).toBeGreaterThanOrEqual(1);
    }
  });

  it('moves the sale dates with the emulator clock, keeping the same sales', async () => {
    const before = await search({ q: CARD, limit: '200' });
    emulator.emulator.clock.advance(86_400);
    token = await appToken(emulator.http, EBAY_SCOPES.marketplaceInsights);
    const after = await search({ q: CARD, limit: '200' });
    expect(after.body.itemSales.map((sale: { itemId: string }) => sale.itemId)).toEqual(
      before.body.itemSales.map((sale: { itemId: string }) => sale.itemId),
    );
    expect(Date.parse(after.body.itemSales[0].lastSoldDate)).toBe(
      Date.parse(before.body.itemSales[0].lastSoldDate) + DAY_MS,
    );
  });

  it('filters by lastSoldDate and sorts by -price', async () => {
    const since = new Date(NOW - 30 * DAY_MS).toISOString();
    const response = await search({ q: CARD, filter: `lastSoldDate:[${since}..]`, sort: '-price' });
    const sales = response.body.itemSales;
    expect(sales.length).toBeGreaterThan(0);
    for (const sale of sales)
      expect(Date.parse(sale.lastSoldDate)).toBeGreaterThanOrEqual(Date.parse(since));
    const prices = sales.map((sale: { lastSoldPrice: { value: string } }) =>
      Number(sale.lastSoldPrice.value),
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it.each([
    [{ q: CARD, category_ids: '' }, 400, 100018],
    [{ category_ids: '' }, 400, 100001],
    [{ q: CARD, limit: '500' }, 400, 100003],
    [{ q: CARD, offset: '-3' }, 400, 100002],
    [{ q: CARD, offset: '10000' }, 400, 100021],
    [{ q: CARD, sort: 'newlyListed' }, 400, 100006],
    [{ q: CARD, filter: 'price:[1..5]' }, 400, 100007],
    [{ q: CARD, filter: 'sellers:{slabhouse}' }, 400, 100011],
    [{ category_ids: '64482' }, 409, 100004],
  ])('refuses %j with %i and errorId %i', async (query, status, errorId) => {
    const response = await search(query as Record<string, string>);
    expect(response.status).toBe(status);
    assertErrorEnvelope(SPEC, response.body);
    expect(response.body.errors[0]).toMatchObject({ errorId, domain: 'API_MARKETPLACE_INSIGHTS' });
  });

  it('requires the marketplace header (100020) and a served marketplace (100005)', async () => {
    const missing = await emulator.http
      .get(SEARCH_URL)
      .query({ q: CARD, category_ids: '261328' })
      .set('Authorization', `Bearer ${token}`);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].errorId).toBe(100020);
    const unknown = await search({ q: CARD }, { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_XX' });
    expect(unknown.status).toBe(409);
    expect(unknown.body.errors[0].errorId).toBe(100005);
  });

  it('needs the buy.marketplace.insights scope', async () => {
    const basic = await appToken(emulator.http, EBAY_SCOPES.api);
    const response = await search({ q: CARD }, { Authorization: `Bearer ${basic}` });
    expect(response.status).toBe(403);
    expect(response.body.errors[0].errorId).toBe(1100);
  });

  it('answers 100017 once the app’s access is withdrawn', async () => {
    emulator.emulator.market.setInsightsAccess(false);
    const response = await search({ q: CARD });
    expect(response.status).toBe(400);
    assertErrorEnvelope(SPEC, response.body);
    expect(response.body.errors[0]).toMatchObject({
      errorId: 100017,
      message: 'Insufficient permissions to use this API.',
    });
  });

  it('answers an injected 503 in eBay’s error envelope', async () => {
    emulator.emulator.faults.inject({ status: 503, pathPrefix: '/buy/marketplace_insights' });
    const failed = await search({ q: CARD });
    expect(failed.status).toBe(503);
    assertErrorEnvelope(SPEC, failed.body);
    expect(failed.body.errors[0].domain).toBe('API_MARKETPLACE_INSIGHTS');
  });
});
