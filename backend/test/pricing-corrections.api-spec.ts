import type { Card, CsvOrderRow, SalesAnalytics } from '@pennant/contracts';
import { dealerIdOf } from './support/billing-orders';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const PRICED_FROM_SALES = {
  source: 'sold',
  sampleSize: 12,
  error: null,
  soldSearchUrl: 'https://www.ebay.com/sch/i.html?_nkw=1989+Upper+Deck+Ken+Griffey+Jr.+%231',
  ebayUnavailable: false,
};

describe('Pricing: corrections, prices the dealer typed, sales by set, date ranges', () => {
  let app: TestApp;
  let dealer: Agent;
  let dealerId: string;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'pricing_corrections_dealer');
    dealerId = await dealerIdOf(dealer);
  });
  afterEach(() => app.pennant.emulator!.faults.clear());
  afterAll(() => app.close());

  /** A 1989 Upper Deck Griffey #1 awaiting review: $150.00 (12 sales, $120.00-$180.00), asking $162.00. */
  async function pricedCard(): Promise<Card> {
    const [{ id }] = await app.query<{ id: string }>(
      `INSERT INTO card (dealer_id, status, player, team, sport, year, brand, "set", card_number,
         rookie_card, estimated_low, estimated_high, market_value, list_price, pricing, confidence,
         identified_at)
       VALUES ($1, 'identified', 'Ken Griffey Jr.', 'Seattle Mariners', 'baseball', 1989, 'Upper Deck',
         'Upper Deck', '1', true, 120, 180, 150, 162, $2, 0.95, now())
       RETURNING id`,
      [dealerId, JSON.stringify(PRICED_FROM_SALES)],
    );
    return (await dealer.get(`/api/cards/${id}`).expect(200)).body;
  }

  function ebayDown(): void {
    app.pennant.emulator!.faults.inject({ status: 503, pathPrefix: '/buy/', count: 100 });
  }

  async function correct(card: Card, change: Record<string, unknown>): Promise<Card> {
    return (await dealer.patch(`/api/cards/${card.id}`).send(change).expect(200)).body;
  }

  const figures = (card: Card) => ({
    marketValue: card.marketValue,
    listPrice: card.listPrice,
    estimatedLow: card.estimatedLow,
    estimatedHigh: card.estimatedHigh,
  });
  const BEFORE = {
    marketValue: '150.00',
    listPrice: '162.00',
    estimatedLow: '120.00',
    estimatedHigh: '180.00',
  };

  it.each([
    ['team', { team: 'Cincinnati Reds' }],
    ['sport', { sport: 'football' }],
    ['rookieCard', { rookieCard: false }],
  ])(
    'a %s correction changes nothing eBay is searched for: no re-price, the price stays',
    async (_field, change) => {
      const card = await pricedCard();
      // Were the card re-priced, this outage would show in its pricing.
      ebayDown();
      const saved = await correct(card, change);
      expect(figures(saved)).toEqual(BEFORE);
      expect(saved.pricing).toEqual(PRICED_FROM_SALES);
    },
  );

  it('a correction eBay must be asked about, while eBay is down, keeps the price and says it was not refreshed', async () => {
    const card = await pricedCard();
    ebayDown();
    const saved = await correct(card, { cardNumber: '2' });
    expect(figures(saved)).toEqual(BEFORE);
    expect(saved.pricing).toMatchObject({ source: 'sold', sampleSize: 12 });
    expect(saved.pricing!.error).toMatch(
      /^Price not refreshed \(eBay comparison failed: eBay .*503.*\); the figures shown are from before$/,
    );
    // The card can still be approved with its price.
    const approved: Card = (await dealer.post(`/api/cards/${card.id}/approve`).expect(200)).body;
    expect(approved).toMatchObject({ status: 'approved', listPrice: '162.00' });
  });

  it('a correction eBay must be asked about re-prices the card when eBay answers', async () => {
    const card = await pricedCard();
    const saved = await correct(card, { cardNumber: '2' });
    expect(saved.pricing).toMatchObject({ source: 'sold', error: null });
    expect(saved.pricing!.soldSearchUrl).toContain('%232');
    expect(saved.marketValue).not.toBeNull();
    expect(figures(saved)).not.toEqual(BEFORE);
  });

  it('a market value the dealer typed is theirs: no comparables claimed, the list price follows it', async () => {
    const card = await pricedCard();
    const saved = await correct(card, { marketValue: '500.00' });
    expect(saved).toMatchObject({ marketValue: '500.00', listPrice: '540.00' });
    expect(saved.pricing).toEqual({ ...PRICED_FROM_SALES, source: 'dealer', sampleSize: 0 });
    // A later correction re-prices the range from eBay; the market value and its source stay the dealer's.
    const renumbered = await correct(saved, { cardNumber: '2' });
    expect(renumbered).toMatchObject({ marketValue: '500.00', listPrice: '540.00' });
    expect(renumbered.pricing).toMatchObject({ source: 'dealer', sampleSize: 0, error: null });
  });

  it('averages sales by set and year: a 1956 Topps is not a 2019 Topps', async () => {
    const seller = await signIn(app, 'pricing_corrections_sets');
    const sellerId = await dealerIdOf(seller);
    const rows: CsvOrderRow[] = [];
    for (const [year, set, player, price] of [
      [1956, 'Topps', 'Mickey Mantle', '900.00'],
      [2019, 'Topps', 'Austin Hedges', '1.00'],
      [2019, 'Topps', 'Pete Alonso', '3.00'],
      [1989, '1989 Upper Deck', 'Ken Griffey Jr.', '150.00'],
      [null, 'Topps', 'Unknown Year', '7.00'],
    ] as const) {
      const sku = `SETS${rows.length}`;
      await app.query(
        `WITH c AS (INSERT INTO card (dealer_id, status, player, year, brand, "set", confidence)
                    VALUES ($1, 'approved', $2, $3, 'Topps', $4, 0.9) RETURNING id)
         INSERT INTO listing (dealer_id, card_id, sku, status, category_id, list_price,
                              published_at, sold_at)
         SELECT $1, c.id, $5, 'sold', '261328', $6, '2026-06-01T12:00:00Z',
                '2026-06-03T12:00:00Z' FROM c`,
        [sellerId, player, year, set, sku, price],
      );
      rows.push({
        ebayOrderId: `S-${sku}`,
        totalPrice: price,
        orderedAt: '2026-06-03T12:00:00Z',
        sku,
      });
    }
    await seller.post('/api/orders/import-csv').send({ csvData: rows }).expect(200);
    const answer: SalesAnalytics = (
      await seller.get('/api/analytics/sales?startDate=2026-06-01&endDate=2026-06-30').expect(200)
    ).body;
    expect(answer.insights.averageSaleBySet).toEqual([
      { key: '2019 Topps', sales: 2, average: '2.00' },
      { key: '1956 Topps', sales: 1, average: '900.00' },
      // A set named with its year keeps it once; a card without a year is named by its set.
      { key: '1989 Upper Deck', sales: 1, average: '150.00' },
      { key: 'Topps', sales: 1, average: '7.00' },
    ]);
  });

  describe('date ranges: the dashboard and /sales take the same rule', () => {
    it.each([
      'range=this-month&start=2020-01-01&end=2020-01-31',
      'range=last-month&start=2020-01-01',
      'end=2020-01-31',
    ])(
      'the dashboard refuses dates without range=custom (?%s) with 400 naming range',
      async (query) => {
        const answer = await dealer.get(`/api/dashboard/stats?${query}`).expect(400);
        expect(answer.body).toMatchObject({
          code: 'RANGE_INVALID',
          message: 'start and end are for range=custom: send range=custom with them, or neither',
          errors: [{ field: 'range', message: answer.body.message }],
        });
      },
    );

    it('a custom range spans at most two years, on the dashboard as on /sales', async () => {
      await dealer
        .get('/api/dashboard/stats?range=custom&start=2024-03-01&end=2026-03-01')
        .expect(200);
      await dealer.get('/api/analytics/sales?startDate=2024-03-01&endDate=2026-03-01').expect(200);
      const dashboard = await dealer
        .get('/api/dashboard/stats?range=custom&start=2024-03-01&end=2026-03-02')
        .expect(400);
      expect(dashboard.body).toMatchObject({
        message: 'end must be at most 2 years after start',
        errors: [{ field: 'end', message: 'end must be at most 2 years after start' }],
      });
      const sales = await dealer
        .get('/api/analytics/sales?startDate=2024-03-01&endDate=2026-03-02')
        .expect(400);
      expect(sales.body.message).toBe('endDate must be at most 2 years after startDate');
      // Ten years, which the dashboard used to take.
      await dealer
        .get('/api/dashboard/stats?range=custom&start=2016-01-01&end=2025-12-31')
        .expect(400);
    });
  });
});
