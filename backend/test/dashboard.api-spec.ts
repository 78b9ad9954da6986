import { startTestApp, type TestApp } from './support/test-app';
import { signIn, type Agent } from './support/sign-in';
import { insertSale } from './support/billing-orders';

describe('Dashboard stats and listings', () => {
  let app: TestApp;
  let dealer: Agent;
  let dealerId: string;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'dashboard_dealer');
    dealerId = (await dealer.get('/api/auth/user').expect(200)).body.id;
  });
  afterAll(() => app.close());

  it('shows a new dealer real zeros and an empty listings table', async () => {
    const fresh = await signIn(app, 'brand_new_dealer');
    const stats = await fresh.get('/api/dashboard/stats?range=this-month').expect(200);
    expect(stats.body).toMatchObject({
      itemsListed: 0,
      soldCount: 0,
      grossSales: '0.00',
      netAfterFee: '0.00',
      effectiveFeePercent: null,
    });
    expect(stats.body.range.start).toMatch(/^\d{4}-\d{2}-01$/);
    await fresh.get('/api/listings').expect(200, []);
  });

  it('computes the month from orders and listings, fee 2% of the net of sales listed through Pennant', async () => {
    await insertListing(
      dealerId,
      'active',
      '2026-03-05T15:00:00Z',
      '1989 Upper Deck Ken Griffey Jr. #1 RC',
      '149.99',
    );
    await insertListing(dealerId, 'sold', '2026-03-20T15:00:00Z', null, null);
    await insertListing(dealerId, 'active', '2026-02-27T15:00:00Z', 'February listing', '5.00');
    await insertSale(app, dealerId, { amount: '100.00', orderedAt: '2026-03-02T12:00:00Z' });
    await insertSale(app, dealerId, {
      amount: '33.33',
      refund: '10.00',
      orderedAt: '2026-03-31T23:30:00Z',
    });
    // 2026-04-01 02:00 UTC is still March 31 in New York: it counts for March.
    await insertSale(app, dealerId, { amount: '0.67', orderedAt: '2026-04-01T02:00:00Z' });
    await insertSale(app, dealerId, { amount: '50.00', orderedAt: '2026-04-01T05:00:00Z' });
    // Sold on eBay but listed elsewhere: a sale of the dealer's, no fee for Pennant.
    await insertOrder(dealerId, 'O-ELSEWHERE', '66.00', '0.00', '2026-03-10T12:00:00Z');

    const march = await dealer
      .get('/api/dashboard/stats?range=custom&start=2026-03-01&end=2026-03-31')
      .expect(200);
    // gross 200.00, refunds 10.00, net 190.00; Pennant's net 124.00, fee 2.48; net after fee
    // 187.52; effective fee 2.48/200 = 1.24% -> 1.2. Sold: the 3 items listed through Pennant, not the order
    // listed elsewhere.
    expect(march.body).toEqual({
      itemsListed: 2,
      soldCount: 3,
      grossSales: '200.00',
      netAfterFee: '187.52',
      effectiveFeePercent: '1.2',
      range: { start: '2026-03-01', end: '2026-03-31', timeZone: 'America/New_York' },
    });
  });

  it("lists the dealer's listings newest first with decimal prices", async () => {
    const listings = await dealer.get('/api/listings').expect(200);
    expect(listings.body.map((l: { title: string | null }) => l.title)).toEqual([
      null,
      '1989 Upper Deck Ken Griffey Jr. #1 RC',
      'February listing',
    ]);
    expect(listings.body[1]).toMatchObject({
      listPrice: '149.99',
      status: 'active',
      condition: null,
    });
    expect(listings.headers['x-total-count']).toBe('3');
    await dealer
      .get('/api/listings?status=sold')
      .expect(200)
      .then((r) => expect(r.body).toHaveLength(1));
    await dealer.get('/api/listings?status=lost').expect(400);
  });

  it("answers last-month and this-month ranges in the dealer's time zone", async () => {
    const last = await dealer.get('/api/dashboard/stats?range=last-month').expect(200);
    const current = await dealer.get('/api/dashboard/stats').expect(200);
    expect(last.body.range.end < current.body.range.start).toBe(true);
    expect(current.body.range.start.endsWith('-01')).toBe(true);
  });

  it.each([
    ['range=quarterly', 'range'],
    ['range=custom', 'start'],
    ['range=custom&start=2026-03-01', 'end'],
    ['range=custom&start=2026-03-10&end=2026-03-01', 'end'],
    ['range=custom&start=2026-02-30&end=2026-03-01', 'start'],
    ['range=custom&start=03/01/2026&end=2026-03-31', 'start'],
  ])('?%s answers 400 naming %s', async (query, field) => {
    const answer = await dealer.get(`/api/dashboard/stats?${query}`).expect(400);
    expect(answer.body.message).toContain(field);
    // The field's own error reads as the message does, so a form can show it beside the field.
    expect(answer.body.errors).toEqual([{ field, message: answer.body.message }]);
  });

  it('refuses a custom range past the days a timestamp holds with 400 naming the day, never 500', async () => {
    for (const [query, message] of [
      ['start=9999-12-31&end=9999-12-31', 'start must be from 1970-01-01 to 2999-12-31'],
      ['start=2026-01-01&end=9999-12-31', 'end must be from 1970-01-01 to 2999-12-31'],
    ]) {
      const answer = await dealer.get(`/api/dashboard/stats?range=custom&${query}`).expect(400);
      expect(answer.body).toMatchObject({ code: 'RANGE_INVALID', message });
    }
  });

  it("never shows one dealer another dealer's listings or sales", async () => {
    const other = await signIn(app, 'other_dashboard');
    const stats = await other
      .get('/api/dashboard/stats?range=custom&start=2026-03-01&end=2026-03-31')
      .expect(200);
    expect(stats.body).toMatchObject({ itemsListed: 0, soldCount: 0, grossSales: '0.00' });
    await other.get('/api/listings').expect(200, []);
  });

  async function insertListing(
    owner: string,
    status: string,
    publishedAt: string,
    title: string | null,
    price: string | null,
  ) {
    await app.query(
      `INSERT INTO listing (dealer_id, status, published_at, created_at, title, list_price, sku)
       VALUES ($1, $2, $3, $3, $4, $5, $6)`,
      [owner, status, publishedAt, title, price, `T${Math.random().toString(36).slice(2, 12)}`],
    );
  }

  async function insertOrder(
    owner: string,
    ebayOrderId: string,
    total: string,
    refund: string,
    orderedAt: string,
  ) {
    await app.query(
      `INSERT INTO customer_order (dealer_id, ebay_order_id, buyer, total_price, refund_amount, ordered_at) VALUES ($1, $2, 'buyer', $3, $4, $5)`,
      [owner, ebayOrderId, total, refund, orderedAt],
    );
  }
});
