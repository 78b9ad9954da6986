import { EBAY_SCOPES } from '@pennant/ebay-openapi';
import { assertErrorEnvelope, assertMatchesSchema } from '../testing/openapi-schema';
import {
  errorIds,
  FINANCES,
  gradedCard,
  listCard,
  sellerClient,
  sellingTest,
  type SellerClient,
  type SellingSetup,
} from '../testing/selling';
import { MOUNT, type TestEmulator } from '../testing/test-emulator';

const SPEC = 'sell_finances_v1_oas3.json';

describe('Finances API: getTransactions', () => {
  let test: TestEmulator;
  let seller: SellerClient;
  let setup: SellingSetup;
  let picture: string;

  beforeEach(async () => {
    ({ test, seller, setup, picture } = await sellingTest('money_shop'));
  });

  async function sale(sku: string) {
    const { listingId } = await listCard(seller, setup, sku, gradedCard([picture]));
    return (await test.http.post(`${MOUNT.control}/purchases`).send({ listingId })).body;
  }

  it('lists a SALE with its fees: 13.25% of item and shipping, plus 0.30 per order', async () => {
    const order = await sale('CARD1');
    const response = await seller.get(`${FINANCES}/transaction`);
    expect(response.status).toBe(200);
    assertMatchesSchema(SPEC, 'Transactions', response.body);
    expect(response.body.total).toBe(1);
    expect(response.body.transactions[0]).toEqual({
      transactionId: order.orderId,
      orderId: order.orderId,
      transactionType: 'SALE',
      transactionStatus: 'FUNDS_AVAILABLE_FOR_PAYOUT',
      transactionDate: '2026-03-01T12:00:00.000Z',
      amount: { value: '25.72', currency: 'USD' },
      bookingEntry: 'CREDIT',
      buyer: { username: order.buyer.username },
      paymentsEntity: 'eBay Inc',
      salesRecordReference: '0',
      totalFeeBasisAmount: { value: '29.99', currency: 'USD' },
      totalFeeAmount: { value: '4.27', currency: 'USD' },
      orderLineItems: [
        {
          lineItemId: order.lineItems[0].lineItemId,
          feeBasisAmount: { value: '29.99', currency: 'USD' },
          marketplaceFees: [
            { feeType: 'FINAL_VALUE_FEE', amount: { value: '3.97', currency: 'USD' } },
            {
              feeType: 'FINAL_VALUE_FEE_FIXED_PER_ORDER',
              amount: { value: '0.30', currency: 'USD' },
            },
          ],
        },
      ],
    });
  });

  it('adds a REFUND with a fee credit, and filters by type and date', async () => {
    const order = await sale('CARD1');
    test.emulator.clock.advance(86_400);
    seller = await sellerClient(test, 'money_shop');
    await test.http
      .post(`${MOUNT.control}/refunds`)
      .send({ orderId: order.orderId, amount: '10.00' });
    const refunds = await seller.get(`${FINANCES}/transaction`, {
      filter: 'transactionType:{REFUND}',
    });
    assertMatchesSchema(SPEC, 'Transactions', refunds.body);
    expect(refunds.body.transactions).toEqual([
      expect.objectContaining({
        transactionType: 'REFUND',
        orderId: order.orderId,
        bookingEntry: 'DEBIT',
        amount: { value: '10.00', currency: 'USD' },
        transactionDate: '2026-03-02T12:00:00.000Z',
        totalFeeAmount: { value: '1.33', currency: 'USD' },
      }),
    ]);
    const both = await seller.get(`${FINANCES}/transaction`, {
      filter: 'transactionType:{SALE|REFUND}',
    });
    expect(
      both.body.transactions.map((entry: { transactionType: string }) => entry.transactionType),
    ).toEqual(['REFUND', 'SALE']);
    const firstDay = await seller.get(`${FINANCES}/transaction`, {
      filter: 'transactionDate:[2026-03-01T00:00:00.000Z..2026-03-01T23:59:59.999Z]',
    });
    expect(
      firstDay.body.transactions.map((entry: { transactionType: string }) => entry.transactionType),
    ).toEqual(['SALE']);
    const repeated = await test.http
      .get(
        `${FINANCES}/transaction?filter=orderId:{${order.orderId}}&filter=transactionType:{REFUND}`,
      )
      .set('Authorization', `Bearer ${seller.token}`);
    expect(repeated.body.total).toBe(1);
  });

  it('credits every fee when an order is cancelled', async () => {
    const order = await sale('CARD1');
    await test.http.post(`${MOUNT.control}/cancellations`).send({ orderId: order.orderId });
    const refunds = await seller.get(`${FINANCES}/transaction`, {
      filter: 'transactionType:{REFUND}',
    });
    expect(refunds.body.transactions[0]).toMatchObject({
      amount: { value: order.paymentSummary.totalDueSeller.value },
      totalFeeAmount: { value: '4.27' },
    });
  });

  it('answers 204 with no body when no transaction matches, as the contract documents', async () => {
    await sale('CARD1');
    const none = await seller.get(`${FINANCES}/transaction`, {
      filter: 'transactionType:{REFUND}',
    });
    expect(none.status).toBe(204);
    expect(none.text).toBe('');
    expect((await seller.get(`${FINANCES}/transaction`)).status).toBe(200);
  });

  it('pages with limit and offset', async () => {
    for (const sku of ['A1', 'A2', 'A3']) await sale(sku);
    const page = await seller.get(`${FINANCES}/transaction`, { limit: '2', offset: '2' });
    expect(page.body).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(page.body.transactions).toHaveLength(1);
    expect(errorIds(await seller.get(`${FINANCES}/transaction`, { limit: '1001' }))).toEqual([
      135003,
    ]);
  });

  it.each([
    ['transactionType:{PAYMENT}', 135006],
    ['transactionStatus:{DONE}', 135007],
    ['transactionDate:[2026-03-01..]', 135008],
    ['transactionId:{1}', 135009],
  ])('refuses the filter %s with %i', async (filter, errorId) => {
    const response = await seller.get(`${FINANCES}/transaction`, { filter });
    expect(response.status).toBe(400);
    assertErrorEnvelope(SPEC, response.body);
    expect(response.body.errors[0]).toMatchObject({ errorId, domain: 'API_FINANCES' });
  });

  it('needs sell.finances, on the apiz host', async () => {
    const withoutFinances = await sellerClient(test, 'money_shop', [EBAY_SCOPES.sellInventory]);
    expect((await withoutFinances.get(`${FINANCES}/transaction`)).status).toBe(403);
    expect((await seller.get(`${MOUNT.api}/sell/finances/v1/transaction`)).status).toBe(404);
  });
});
