import fc from 'fast-check';
import type { CsvOrderRow, Listing, Order, SalesAnalytics } from '@pennant/contracts';
import { approvedCards, readyToSell, waitForListings } from './support/listing-fixtures';
import { fromCents, toCents } from '../src/common';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

async function importRows(dealer: Agent, rows: CsvOrderRow[]): Promise<void> {
  const answer = await dealer.post('/api/orders/import-csv').send({ csvData: rows }).expect(200);
  expect(answer.body.errors).toEqual([]);
}

async function analytics(dealer: Agent, query: string): Promise<SalesAnalytics> {
  return (await dealer.get(`/api/analytics/sales?${query}`).expect(200)).body;
}

/** Today as YYYY-MM-DD in a time zone. */
function localToday(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

describe('Sales analytics', () => {
  let app: TestApp;
  let dealer: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'analytics_dealer');
    await importRows(dealer, [
      // 23:30 on 31 October in New York is 03:30 on 1 November in UTC: October's.
      {
        ebayOrderId: 'E-1',
        totalPrice: '50.00',
        shippingPaid: '5.00',
        orderedAt: '2026-10-31T23:30:00',
        listedThroughPennant: 'yes',
      },
      { ebayOrderId: 'E-2', totalPrice: '20.00', orderedAt: '2026-11-01T00:30:00' },
      {
        ebayOrderId: 'E-3',
        totalPrice: '10.01',
        refundAmount: '1.76',
        orderedAt: '2026-10-15',
        listedThroughPennant: 'yes',
      },
      { ebayOrderId: 'E-4', totalPrice: '7.77', orderedAt: '2026-10-01T00:00:00' },
      { ebayOrderId: 'E-5', totalPrice: '100.00', orderedAt: '2026-09-30T23:59:00' },
    ]);
  });
  afterAll(() => app.close());

  it("totals a month in the dealer's time zone: an order at 23:30 on the 31st is that month's", async () => {
    const october = await analytics(dealer, 'startDate=2026-10-01&endDate=2026-10-31');
    expect(october.range).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
      timeZone: 'America/New_York',
    });
    expect(october.totals).toEqual({
      grossSales: '67.78',
      refunds: '1.76',
      // 2% of the Pennant lines' net (50.00 + 10.01 − 1.76 = 58.25) is 1.165: half up to 1.17.
      platformFee: '1.17',
      netAfterFee: '64.85',
      orders: 3,
      ebayFees: '0.00',
    });
    expect(october.trends.feePercentage).toBe('1.7');
    expect(october.trends.dailySales).toHaveLength(31);
    const sales = Object.fromEntries(october.trends.dailySales.map((day) => [day.date, day.sales]));
    expect(sales['2026-10-31']).toBe('50.00');
    expect(sales['2026-10-15']).toBe('10.01');
    expect(sales['2026-10-01']).toBe('7.77');
    expect(sales['2026-10-02']).toBe('0.00');
    const november = await analytics(dealer, 'startDate=2026-11-01&endDate=2026-11-01');
    expect(november.totals).toMatchObject({ grossSales: '20.00', orders: 1, platformFee: '0.00' });
    expect(november.trends.dailySales).toEqual([{ date: '2026-11-01', sales: '20.00' }]);
  });

  it("splits days at the dealer's own midnight when they set another time zone", async () => {
    const western = await signIn(app, 'analytics_west');
    await western.put('/api/profile').send({ timeZone: 'America/Los_Angeles' }).expect(200);
    // 05:30 UTC on 1 November is 22:30 on 31 October in Los Angeles.
    await importRows(western, [
      { ebayOrderId: 'W-1', totalPrice: '9.99', orderedAt: '2026-11-01T05:30:00Z' },
    ]);
    const october = await analytics(western, 'startDate=2026-10-31&endDate=2026-11-01');
    expect(october.range.timeZone).toBe('America/Los_Angeles');
    expect(october.trends.dailySales).toEqual([
      { date: '2026-10-31', sales: '9.99' },
      { date: '2026-11-01', sales: '0.00' },
    ]);
  });

  it('covers the periods up to today: 7 days, this month, quarter and year so far; month by default', async () => {
    const today = localToday('America/New_York');
    const [year, month] = today.split('-').map(Number);
    const quarterMonth = String(month - ((month - 1) % 3)).padStart(2, '0');
    const expected = {
      month: `${today.slice(0, 7)}-01`,
      quarter: `${year}-${quarterMonth}-01`,
      year: `${year}-01-01`,
    };
    for (const [period, start] of Object.entries(expected)) {
      const answer = await analytics(dealer, `period=${period}`);
      expect(answer.range).toMatchObject({ start, end: today });
      expect(answer.trends.dailySales[0].date).toBe(start);
      expect(answer.trends.dailySales.at(-1)!.date).toBe(today);
    }
    const week = await analytics(dealer, 'period=week');
    expect(week.trends.dailySales).toHaveLength(7);
    expect(week.range.end).toBe(today);
    expect((await analytics(dealer, '')).range).toEqual(
      (await analytics(dealer, 'period=month')).range,
    );
  });

  it('refuses a period or range that is not one, saying what is wrong', async () => {
    for (const [query, field, message] of [
      ['period=decade', 'period', 'period must be one of week, month, quarter, year'],
      ['startDate=2026-10-01', 'endDate', 'endDate is required with startDate'],
      ['endDate=2026-10-01', 'startDate', 'startDate is required with endDate'],
      [
        'startDate=2026-10-02&endDate=2026-10-01',
        'endDate',
        'endDate must not be before startDate',
      ],
      [
        'startDate=2024-01-01&endDate=2026-01-02',
        'endDate',
        'endDate must be at most 2 years after startDate',
      ],
      [
        'startDate=2026-02-30&endDate=2026-03-01',
        'startDate',
        'startDate must be a real date written YYYY-MM-DD',
      ],
      [
        'period=month&startDate=2026-10-01&endDate=2026-10-31',
        'period',
        'give either period or startDate and endDate, not both',
      ],
    ]) {
      const answer = await dealer.get(`/api/analytics/sales?${query}`).expect(400);
      expect(answer.body.message).toBe(message);
      expect(answer.body.errors[0].field).toBe(field);
    }
    await dealer.get('/api/analytics/sales?startDate=2024-01-01&endDate=2026-01-01').expect(200);
  });

  it("counts only the dealer's own orders", async () => {
    const stranger = await signIn(app, 'analytics_stranger');
    const answer = await analytics(stranger, 'startDate=2026-10-01&endDate=2026-10-31');
    expect(answer.totals).toEqual({
      grossSales: '0.00',
      refunds: '0.00',
      platformFee: '0.00',
      netAfterFee: '0.00',
      orders: 0,
      ebayFees: '0.00',
    });
    expect(answer.trends.feePercentage).toBeNull();
    expect(answer.trends.dailySales.every((day) => day.sales === '0.00')).toBe(true);
  });

  it('is exact to the cent over random orders and refunds', async () => {
    const bettor = await signIn(app, 'analytics_money');
    const order = fc
      .record({
        total: fc.integer({ min: 0, max: 99_999_99 }),
        shippingShare: fc.integer({ min: 0, max: 100 }),
        refundShare: fc.integer({ min: 0, max: 100 }),
        pennant: fc.boolean(),
        shortForm: fc.boolean(),
      })
      .map((o) => ({
        ...o,
        shipping: Math.floor((o.total * o.shippingShare) / 100),
        refund: o.refundShare > 70 ? Math.floor((o.total * o.refundShare) / 100) : 0,
      }));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 1, maxLength: 12 }), async (orders) => {
        run += 1;
        // Each run has a day of its own in 2025.
        const day = new Date(Date.UTC(2025, 0, run)).toISOString().slice(0, 10);
        const written = (value: number, short: boolean) =>
          short && value % 100 === 0 ? String(value / 100) : fromCents(value);
        await importRows(
          bettor,
          orders.map((o, index) => ({
            ebayOrderId: `M-${run}-${index}`,
            totalPrice: written(o.total, o.shortForm),
            shippingPaid: written(o.shipping, o.shortForm),
            refundAmount: written(o.refund, o.shortForm),
            orderedAt: `${day}T12:00:00`,
            listedThroughPennant: o.pennant ? 'yes' : 'no',
          })),
        );
        const gross = orders.reduce((sum, o) => sum + o.total, 0);
        const refunds = orders.reduce((sum, o) => sum + o.refund, 0);
        const pennantNet = orders
          .filter((o) => o.pennant)
          .reduce((sum, o) => sum + o.total - o.refund, 0);
        // 2% half up, in whole cents: (net × 2 + 50) ÷ 100, rounded down.
        const fee = Math.floor((pennantNet * 2 + 50) / 100);
        const answer = await analytics(bettor, `startDate=${day}&endDate=${day}`);
        expect(answer.totals).toEqual({
          grossSales: fromCents(gross),
          refunds: fromCents(refunds),
          platformFee: fromCents(fee),
          netAfterFee: fromCents(gross - refunds - fee),
          orders: orders.length,
          ebayFees: '0.00',
        });
        expect(answer.trends.dailySales).toEqual([{ date: day, sales: fromCents(gross) }]);
        const listed: Order[] = (
          await bettor.get(`/api/orders?startDate=${day}&endDate=${day}&pageSize=200`).expect(200)
        ).body;
        for (const stored of listed) {
          const line = stored.lines[0];
          expect(toCents(line.itemPrice) + toCents(line.shipping)).toBe(toCents(stored.totalPrice));
          expect(line.saleAmount).toBe(stored.totalPrice);
        }
      }),
      { numRuns: 25, seed: 12 },
    );
  });

  it('ranks the players by how many of their cards sold and keeps the top 10', async () => {
    const ranker = await signIn(app, 'analytics_ranker');
    const dealerId: string = (await ranker.get('/api/auth/user').expect(200)).body.id;
    // Player n (1 to 12) has n cards, each listed and sold once at n dollars.
    const rows: CsvOrderRow[] = [];
    for (let player = 1; player <= 12; player++) {
      for (let copy = 0; copy < player; copy++) {
        const sku = `RANK${player}X${copy}`;
        await app.query(
          `WITH c AS (INSERT INTO card (dealer_id, status, player, "set", confidence)
                      VALUES ($1, 'approved', $2, 'Rank Set', 0.9) RETURNING id)
           INSERT INTO listing (dealer_id, card_id, sku, status, category_id, list_price,
                                published_at, sold_at)
           SELECT $1, c.id, $3, 'sold', '261328', $4, '2026-06-01T12:00:00Z',
                  '2026-06-03T12:00:00Z' FROM c`,
          [dealerId, `Player ${player}`, sku, `${player}.00`],
        );
        rows.push({
          ebayOrderId: `R-${sku}`,
          totalPrice: `${player}.00`,
          orderedAt: '2026-06-03T12:00:00Z',
          sku,
        });
      }
    }
    await importRows(ranker, rows);
    const answer = await analytics(ranker, 'startDate=2026-06-01&endDate=2026-06-30');
    expect(answer.insights.averageSaleByPlayer).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((player) => ({
        key: `Player ${player}`,
        sales: player,
        average: `${player}.00`,
      })),
    );
    // 78 cards at 1 to 12 dollars: 650 dollars in all, 8.33 on average.
    expect(answer.insights.averageSaleBySet).toEqual([
      { key: 'Rank Set', sales: 78, average: '8.33' },
    ]);
    expect(answer.insights.gradedVsRaw).toEqual([{ key: 'raw', sales: 78, average: '8.33' }]);
    expect(answer.insights.medianDaysToSell).toBe(2);
    expect(answer.totals.platformFee).toBe('13.00');
  });

  describe('insights from listings and cards', () => {
    let seller: Agent;
    const soldByPlayer = new Map<string, Listing>();

    beforeAll(async () => {
      seller = await signIn(app, 'analytics_seller');
      await readyToSell(seller);
      const raw = await approvedCards(app, seller, 2);
      const graded = await approvedCards(app, seller, 2, {
        player: 'Mike Trout',
        team: 'Los Angeles Angels',
        year: 2011,
        brand: 'Topps',
        set: 'Topps Update',
        cardNumber: 'US175',
        grader: 'PSA',
        grade: '10',
        marketValue: '300.00',
        listPrice: '320.00',
      });
      const cardIds = [...raw, ...graded];
      await seller.post('/api/listings/publish').send({ cardIds }).expect(202);
      const live = await waitForListings(seller, cardIds, (listing) => listing.status === 'active');
      for (const [player, cardId] of [
        ['Griffey', raw[0]],
        ['Trout', graded[0]],
      ] as const) {
        const listing = live.find((l) => l.cardId === cardId)!;
        soldByPlayer.set(player, listing);
        await app.http
          .post('/__ebay/_control/purchases')
          .send({ listingId: listing.ebayListingId })
          .expect(201);
      }
      await seller.post('/api/listings/sync').expect(200);
    });

    it('reports sell-through, days to sell, averages by set, player and grading, eBay fees and inventory age', async () => {
      const answer = await analytics(seller, 'period=week');
      const orders: Order[] = (await seller.get('/api/orders').expect(200)).body;
      expect(orders).toHaveLength(2);
      const saleOf = (player: string) => {
        const sold = soldByPlayer.get(player)!;
        return orders.find((o) => o.lines[0].listingId === sold.id)!.lines[0].saleAmount;
      };
      const fees = orders.reduce((sum, o) => sum + toCents(o.lines[0].ebayFee!), 0);
      const gross = orders.reduce((sum, o) => sum + toCents(o.totalPrice), 0);
      expect(answer.totals).toMatchObject({
        orders: 2,
        ebayFees: fromCents(fees),
        grossSales: fromCents(gross),
      });
      expect(answer.insights.sellThroughPercent).toBe('50.0');
      expect(answer.insights.medianDaysToSell).toBe(0);
      expect(answer.insights.ebayFeePercent).toMatch(/^\d+\.\d$/);
      expect(answer.insights.averageSaleBySet).toEqual(
        expect.arrayContaining([
          { key: '1989 Upper Deck', sales: 1, average: saleOf('Griffey') },
          { key: '2011 Topps Update', sales: 1, average: saleOf('Trout') },
        ]),
      );
      expect(answer.insights.averageSaleByPlayer).toEqual(
        expect.arrayContaining([
          { key: 'Ken Griffey Jr.', sales: 1, average: saleOf('Griffey') },
          { key: 'Mike Trout', sales: 1, average: saleOf('Trout') },
        ]),
      );
      expect(answer.insights.gradedVsRaw).toEqual(
        expect.arrayContaining([
          { key: 'graded', sales: 1, average: saleOf('Trout') },
          { key: 'raw', sales: 1, average: saleOf('Griffey') },
        ]),
      );
      const stillListed = (await seller.get('/api/listings?status=active').expect(200))
        .body as Listing[];
      expect(stillListed).toHaveLength(2);
      const value = stillListed.reduce((sum, l) => sum + toCents(l.listPrice!), 0);
      expect(answer.insights.inventoryAge).toEqual([
        { bucket: '0-7', listings: 2, value: fromCents(value) },
        { bucket: '8-30', listings: 0, value: '0.00' },
        { bucket: '31-90', listings: 0, value: '0.00' },
        { bucket: '90+', listings: 0, value: '0.00' },
      ]);
    });
  });
});
