import { assertMatchesSchema } from '../testing/openapi-schema';
import {
  FINANCES,
  FULFILLMENT,
  gradedCard,
  listCard,
  readyToSell,
  sellerClient,
  sellingTest,
  type SellerClient,
  type SellingSetup,
} from '../testing/selling';
import { MOUNT, type TestEmulator } from '../testing/test-emulator';

describe('a buyer checking out several of a seller’s listings at once', () => {
  let test: TestEmulator;
  let seller: SellerClient;
  let setup: SellingSetup;
  let picture: string;

  beforeEach(async () => {
    ({ test, seller, setup, picture } = await sellingTest('cart_shop'));
  });

  const checkout = (body: object) => test.http.post(`${MOUNT.control}/purchases`).send(body);
  const listed = async (...skus: string[]) => {
    const listingIds: string[] = [];
    for (const sku of skus)
      listingIds.push((await listCard(seller, setup, sku, gradedCard([picture]))).listingId);
    return listingIds;
  };

  it('makes one order with a line per listing, each line its own fee, the per-order fee once', async () => {
    const [first, second] = await listed('CARD1', 'CARD2');
    const placed = await checkout({ lines: [{ listingId: first }, { listingId: second }] });
    expect(placed.status).toBe(201);
    assertMatchesSchema('sell_fulfillment_v1_oas3.json', 'Order', placed.body);
    const order = placed.body;
    expect(order.lineItems.map((line: { legacyItemId: string }) => line.legacyItemId)).toEqual([
      first,
      second,
    ]);
    expect(order.pricingSummary.total.value).toBe('59.98');
    // 13.25% of 29.99 twice (3.97 each) and 0.30 for the order
    expect(order.totalMarketplaceFee.value).toBe('8.24');
    const fetched = await seller.get(`${FULFILLMENT}/order/${order.orderId}`);
    expect(fetched.body.lineItems).toHaveLength(2);

    const sale = (await seller.get(`${FINANCES}/transaction`)).body.transactions[0];
    assertMatchesSchema('sell_finances_v1_oas3.json', 'Transaction', sale);
    expect(sale.amount.value).toBe('51.74');
    expect(
      sale.orderLineItems.map((line: { marketplaceFees: Array<{ feeType: string }> }) =>
        line.marketplaceFees.map((fee) => fee.feeType),
      ),
    ).toEqual([['FINAL_VALUE_FEE', 'FINAL_VALUE_FEE_FIXED_PER_ORDER'], ['FINAL_VALUE_FEE']]);
    for (const listingId of [first, second])
      expect((await checkout({ listingId })).body.error).toBe(`listing ${listingId} has ended`);
  });

  it('refunds one line at most what was paid for it, and a cancellation gives back the whole order', async () => {
    const [first, second] = await listed('CARD1', 'CARD2');
    const order = (await checkout({ lines: [{ listingId: first }, { listingId: second }] })).body;
    const [line] = order.lineItems;
    const refund = (amount: string) =>
      test.http
        .post(`${MOUNT.control}/refunds`)
        .send({ orderId: order.orderId, lineItemId: line.lineItemId, amount });
    // The whole order is not yet refunded, but one line (29.99 and at most 8.88% tax) was never paid 40.00.
    const tooMuch = await refund('40.00');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toMatch(
      /^the refund must be more than 0 and at most the 3\d{3} cents/,
    );
    const refunded = await refund('29.99');
    expect(refunded.status).toBe(201);
    expect(refunded.body.orderPaymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(refunded.body.lineItems[0].refunds[0].amount.value).toBe('29.99');
    expect(refunded.body.lineItems[1].refunds).toEqual([]);

    const cancelled = await test.http
      .post(`${MOUNT.control}/cancellations`)
      .send({ orderId: order.orderId });
    expect(cancelled.body).toMatchObject({
      orderPaymentStatus: 'FULLY_REFUNDED',
      cancelStatus: { cancelState: 'CANCELED' },
    });
  });

  it('changes nothing when one line cannot be bought, and refuses a listing twice or two sellers', async () => {
    const [open, sold] = await listed('CARD1', 'CARD2');
    await checkout({ listingId: sold });
    const refused = await checkout({ lines: [{ listingId: open }, { listingId: sold }] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`listing ${sold} has ended`);
    expect((await checkout({ listingId: open })).status).toBe(201);

    const [again] = await listed('CARD3');
    const twice = await checkout({ lines: [{ listingId: again }, { listingId: again }] });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe(`listing ${again} is in the cart twice`);

    const other = await sellerClient(test, 'other_shop');
    const otherSetup = await readyToSell(other);
    const elsewhere = (await listCard(other, otherSetup, 'CARD9', gradedCard([picture]))).listingId;
    const twoSellers = await checkout({ lines: [{ listingId: again }, { listingId: elsewhere }] });
    expect(twoSellers.status).toBe(409);
    expect(twoSellers.body.error).toBe('one order is bought from one seller');

    for (const lines of [[], 'x', [{}], [{ listingId: again, quantity: 1.5 }]]) {
      const malformed = await checkout({ lines });
      expect(malformed.status).toBe(400);
    }
    expect((await checkout({ lines: [{}] })).body.error).toBe('lines[0]: listingId is required');
  });
});
