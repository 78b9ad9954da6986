import { MikroORM, RequestContext } from '@mikro-orm/core';
import { EBAY_SCOPES } from '@pennant/ebay-openapi';
import { PricingService, type CardToPrice } from '../src/modules/pricing';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const ANALYSIS = '/api/cards/ebay-analysis';
const TROUT = { player: 'Mike Trout', year: 2011, brand: 'Topps', sport: 'baseball' };
const DECIMAL = /^\d+\.\d{2}$/;

describe('Pricing from eBay comparables', () => {
  let app: TestApp;
  let dealer: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'pricing_dealer');
  });
  afterEach(() => app.pennant.emulator!.faults.clear());
  afterAll(() => app.close());

  /** The emulator's own answer for the same search, read directly as any eBay client would. */
  async function soldPricesOnEbay(q: string): Promise<number[]> {
    const { clientId, clientSecret, apiBaseUrl } = app.config.ebay;
    const token = await app.http
      .post('/__ebay/api/identity/v1/oauth2/token')
      .auth(clientId, clientSecret)
      .type('form')
      .send({ grant_type: 'client_credentials', scope: EBAY_SCOPES.marketplaceInsights })
      .expect(200);
    const sales = await app.http
      .get(`${new URL(apiBaseUrl).pathname}/buy/marketplace_insights/v1_beta/item_sales/search`)
      .query({ q, category_ids: '261328', filter: 'conditionIds:{4000}', limit: '200' })
      .set({
        Authorization: `Bearer ${token.body.access_token}`,
        'X-EBAY-C-MARKETPLACE-ID': 'EBAY_US',
      })
      .expect(200);
    return sales.body.itemSales.map((sale: { lastSoldPrice: { value: string } }) =>
      Number(sale.lastSoldPrice.value),
    );
  }

  it('answers real figures from eBay sold comparables, without outliers', async () => {
    const answer = await dealer.post(ANALYSIS).send(TROUT).expect(200);
    expect(answer.body).toEqual({
      success: true,
      analysis: {
        averagePrice: expect.stringMatching(DECIMAL),
        priceRange: { low: expect.stringMatching(DECIMAL), high: expect.stringMatching(DECIMAL) },
        sampleSize: expect.any(Number),
        source: 'sold',
      },
    });
    const { averagePrice, priceRange, sampleSize } = answer.body.analysis;
    const onEbay = await soldPricesOnEbay('2011 Topps Mike Trout');
    expect(sampleSize).toBeGreaterThan(5);
    expect(sampleSize).toBeLessThan(onEbay.length); // the lot and the reprint were left out
    expect(onEbay).toContain(Number(priceRange.low));
    expect(onEbay).toContain(Number(priceRange.high));
    expect(Number(priceRange.low)).toBeGreaterThanOrEqual(Math.min(...onEbay));
    expect(Number(priceRange.high)).toBeLessThan(Math.max(...onEbay));
    expect(Number(averagePrice)).toBeGreaterThanOrEqual(Number(priceRange.low));
    expect(Number(averagePrice)).toBeLessThanOrEqual(Number(priceRange.high));
  });

  it('gives the same answer twice, takes the year as a string, and values a legend above a common', async () => {
    const first = await dealer.post(ANALYSIS).send(TROUT).expect(200);
    const again = await dealer
      .post(ANALYSIS)
      .send({ ...TROUT, year: '2011' })
      .expect(200);
    expect(again.body).toEqual(first.body);
    const common = await dealer
      .post(ANALYSIS)
      .send({ player: 'Austin Hedges', year: 2019, brand: 'Topps', sport: 'baseball' })
      .expect(200);
    const legend = await dealer
      .post(ANALYSIS)
      .send({ player: 'Mickey Mantle', year: 1956, brand: 'Topps', sport: 'baseball' })
      .expect(200);
    expect(Number(legend.body.analysis.averagePrice)).toBeGreaterThan(
      20 * Number(common.body.analysis.averagePrice),
    );
  });

  it.each([
    [{}, 'player'],
    [{ player: '   ' }, 'player'],
    [{ player: 42 }, 'player'],
    [{ player: 'Mike Trout', year: 'last year' }, 'year'],
    [{ player: 'Mike Trout', year: 1700 }, 'year'],
    [{ player: 'Mike Trout', brand: 'x'.repeat(61) }, 'brand'],
    [{ player: 'Mike Trout', price: '10.00' }, 'price'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const answer = await dealer.post(ANALYSIS).send(body).expect(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(answer.body.message).toContain(field);
  });

  it('says the comparison failed, with no figures, when eBay answers 503', async () => {
    app.pennant.emulator!.faults.inject({ status: 503, pathPrefix: '/buy/', count: 20 });
    const answer = await dealer.post(ANALYSIS).send(TROUT).expect(200);
    expect(answer.body).toEqual({
      success: false,
      analysis: null,
      error: expect.stringMatching(/^eBay comparison failed: eBay 503/),
    });
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    await app.http.post(ANALYSIS).send(TROUT).expect(401);
  });

  it('prices an identified card with the dealer’s basis and markup, linking eBay’s sold search', async () => {
    await dealer
      .put('/api/settings')
      .send({ pricingBasis: 'sold_median', defaultMarkupPercent: '0' })
      .expect(200);
    const plain = await priceCard(await dealerId(), TROUT_CARD);
    await dealer.put('/api/settings').send({ defaultMarkupPercent: '10' }).expect(200);
    const marked = await priceCard(await dealerId(), TROUT_CARD);
    expect(plain.pricing).toEqual({
      source: 'sold',
      sampleSize: expect.any(Number),
      error: null,
      soldSearchUrl:
        'https://www.ebay.com/sch/i.html?_nkw=2011+Topps+Update+Mike+Trout+%23US175&_sacat=261328&LH_Sold=1&LH_Complete=1',
      ebayUnavailable: false,
    });
    // The market value sits inside its own range; the markup goes on the list price only.
    expect(plain.estimatedLowCents!).toBeLessThanOrEqual(plain.marketValueCents!);
    expect(plain.estimatedHighCents!).toBeGreaterThanOrEqual(plain.marketValueCents!);
    expect(marked.marketValueCents).toBe(plain.marketValueCents);
    // 10% markup, rounded half up to the cent.
    expect(marked.listPriceCents).toBe(
      plain.marketValueCents! + Math.floor((plain.marketValueCents! * 10 + 50) / 100),
    );
  });

  it('keeps the card without a price, saying why, when eBay fails', async () => {
    app.pennant.emulator!.faults.inject({ status: 503, pathPrefix: '/buy/', count: 20 });
    const quote = await priceCard(await dealerId(), TROUT_CARD);
    expect(quote).toMatchObject({
      estimatedLowCents: null,
      estimatedHighCents: null,
      marketValueCents: null,
      listPriceCents: null,
    });
    expect(quote.pricing.error).toMatch(/^eBay comparison failed: eBay 503/);
  });

  it('falls back to active Browse listings, and says so, once eBay withdraws Insights access', async () => {
    app.pennant.emulator!.market.setInsightsAccess(false);
    try {
      const answer = await dealer.post(ANALYSIS).send(TROUT).expect(200);
      expect(answer.body.success).toBe(true);
      expect(answer.body.analysis.source).toBe('active');
      const quote = await priceCard(await dealerId(), TROUT_CARD);
      expect(quote.pricing.source).toBe('active');
      expect(quote.marketValueCents).toBeGreaterThan(0);
    } finally {
      app.pennant.emulator!.market.setInsightsAccess(true);
    }
  });

  const TROUT_CARD: CardToPrice = {
    ...TROUT,
    set: 'Topps Update',
    cardNumber: 'US175',
  } as CardToPrice;

  async function dealerId(): Promise<string> {
    return (await dealer.get('/api/auth/user').expect(200)).body.id;
  }

  function priceCard(id: string, card: CardToPrice) {
    const orm = app.pennant.app.get(MikroORM);
    return RequestContext.create(orm.em, () =>
      app.pennant.app.get(PricingService).priceCard(id, card),
    );
  }
});
