import { assertMatchesSchema } from '../testing/openapi-schema';
import { INVENTORY, sellerClient } from '../testing/selling';
import { appToken, createTestEmulator, MOUNT } from '../testing/test-emulator';

const SPEC = 'developer_analytics_v1_beta_oas3.json';
const ANALYTICS = `${MOUNT.api}/developer/analytics/v1_beta`;
const TREE = `${MOUNT.api}/commerce/taxonomy/v1/get_default_category_tree_id`;

describe('daily call limits and Developer Analytics', () => {
  it('answers 429 (2001) past an API’s daily limit, until the next Pacific day', async () => {
    const test = createTestEmulator({ dailyCallLimits: { taxonomy: 3 } });
    let token = await appToken(test.http);
    const call = () =>
      test.http
        .get(TREE)
        .query({ marketplace_id: 'EBAY_US' })
        .set('Authorization', `Bearer ${token}`);
    for (let index = 0; index < 3; index++) expect((await call()).status).toBe(200);
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0]).toEqual({
      errorId: 2001,
      domain: 'ACCESS',
      category: 'REQUEST',
      message: 'Too many requests. The request limit has been reached for the resource.',
    });
    // 04:00 Pacific now; the Pacific day ends in 20 hours.
    expect(limited.headers['retry-after']).toBe(String(20 * 3600));
    test.emulator.clock.advance(20 * 3600);
    token = await appToken(test.http);
    expect((await call()).status).toBe(200);
  });

  it('reports limits and what is left of them with rate_limit/ (application token)', async () => {
    const test = createTestEmulator({ dailyCallLimits: { taxonomy: 10 } });
    const token = await appToken(test.http);
    await test.http
      .get(TREE)
      .query({ marketplace_id: 'EBAY_US' })
      .set('Authorization', `Bearer ${token}`);
    await test.http
      .get(TREE)
      .query({ marketplace_id: 'EBAY_US' })
      .set('Authorization', `Bearer ${token}`);
    const response = await test.http
      .get(`${ANALYTICS}/rate_limit/`)
      .set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
    assertMatchesSchema(SPEC, 'RateLimitsResponse', response.body);
    const names = response.body.rateLimits.map((entry: { apiName: string }) => entry.apiName);
    expect(names).toEqual(
      expect.arrayContaining(['inventory', 'browse', 'taxonomy', 'fulfillment', 'account']),
    );
    const taxonomy = await test.http
      .get(`${ANALYTICS}/rate_limit/`)
      .query({ api_context: 'commerce', api_name: 'taxonomy' })
      .set('Authorization', `Bearer ${token}`);
    expect(taxonomy.body.rateLimits).toEqual([
      {
        apiContext: 'commerce',
        apiName: 'taxonomy',
        apiVersion: 'v1',
        resources: [
          {
            name: 'commerce.taxonomy',
            rates: [
              { limit: 10, remaining: 8, reset: '2026-03-02T08:00:00.000Z', timeWindow: 86400 },
            ],
          },
        ],
      },
    ]);
  });

  it('counts a user’s own calls in user_rate_limit/ (eBay’s default: 2,000,000 Inventory calls a day)', async () => {
    const test = createTestEmulator();
    const seller = await sellerClient(test);
    await seller.get(`${INVENTORY}/inventory_item`);
    await seller.get(`${INVENTORY}/inventory_item`);
    const other = await sellerClient(test, 'other_dealer');
    await other.get(`${INVENTORY}/inventory_item`);
    const response = await seller.get(`${ANALYTICS}/user_rate_limit/`, { api_name: 'inventory' });
    assertMatchesSchema(SPEC, 'RateLimitsResponse', response.body);
    expect(response.body.rateLimits[0].resources[0].rates[0]).toMatchObject({
      limit: 2_000_000,
      remaining: 1_999_998,
    });
    expect(
      (
        await test.http
          .get(`${ANALYTICS}/user_rate_limit/`)
          .set('Authorization', `Bearer ${await appToken(test.http)}`)
      ).status,
    ).toBe(403);
  });
});
