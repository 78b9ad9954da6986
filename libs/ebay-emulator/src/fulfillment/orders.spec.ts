import { assertErrorEnvelope, assertMatchesSchema } from '../testing/openapi-schema';
import {
  errorIds,
  FULFILLMENT,
  gradedCard,
  INVENTORY,
  listCard,
  sellerClient,
  sellingTest,
  type SellerClient,
  type SellingSetup,
} from '../testing/selling';
import { MOUNT, type TestEmulator } from '../testing/test-emulator';

const SPEC = 'sell_fulfillment_v1_oas3.json';
const NOW = '2026-03-01T12:00:00.000Z';

describe('Fulfillment API: orders from purchases', () => {
  let test: TestEmulator;
  let seller: SellerClient;
  let setup: SellingSetup;
  let picture: string;

  beforeEach(async () => {
    ({ test, seller, setup, picture } = await sellingTest('order_shop'));
  });

  const buy = (listingId: string, extra: object = {}) =>
    test.http.post(`${MOUNT.control}/purchases`).send({ listingId, ...extra });

  it('turns a purchase into an order with sku, legacyItemId, costs, eBay-collected tax and fees', async () => {
    const { listingId, offerId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    const purchase = await buy(listingId, { buyerUsername: 'happy_buyer' });
    expect(purchase.status).toBe(201);
    assertMatchesSchema(SPEC, 'Order', purchase.body);
    const order = purchase.body;
    expect(order).toMatchObject({
      creationDate: NOW,
      lastModifiedDate: NOW,
      orderFulfillmentStatus: 'NOT_STARTED',
      orderPaymentStatus: 'PAID',
      sellerId: 'order_shop',
      buyer: { username: 'happy_buyer' },
      cancelStatus: { cancelState: 'NONE_REQUESTED', cancelRequests: [] },
      pricingSummary: {
        priceSubtotal: { value: '25.00' },
        deliveryCost: { value: '4.99' },
        total: { value: '29.99' },
      },
      // 13.25% of 29.99 (3.97) + 0.30 per order
      totalMarketplaceFee: { value: '4.27', currency: 'USD' },
      totalFeeBasisAmount: { value: '29.99', currency: 'USD' },
      paymentSummary: { refunds: [] },
    });
    const [line] = order.lineItems;
    expect(line).toMatchObject({
      sku: 'CARD1',
      legacyItemId: listingId,
      quantity: 1,
      lineItemCost: { value: '25.00' },
      deliveryCost: { shippingCost: { value: '4.99' } },
      total: { value: '29.99' },
      soldFormat: 'FIXED_PRICE',
      refunds: [],
    });
    const tax = line.taxes.length > 0 ? line.taxes[0].amount.value : '0.00';
    expect(line.ebayCollectAndRemitTaxes?.[0]?.amount.value ?? '0.00').toBe(tax);
    expect(order.paymentSummary.totalDueSeller.value).toBe((29.99 + Number(tax)).toFixed(2));

    const offer = await seller.get(`${INVENTORY}/offer/${offerId}`);
    expect(offer.body.listing).toMatchObject({ listingStatus: 'ENDED', soldQuantity: 1 });
    const item = await seller.get(`${INVENTORY}/inventory_item/CARD1`);
    expect(item.body.availability.shipToLocationAvailability.quantity).toBe(0);
    const again = await buy(listingId);
    expect(again.status).toBe(409);
  });

  it('adds eBay-collected tax to the totals only with fieldGroups=TAX_BREAKDOWN', async () => {
    // Buyers are drawn by seed; find an order with tax among a few purchases.
    const orders = [];
    for (const sku of ['T1', 'T2', 'T3', 'T4', 'T5']) {
      const { listingId } = await listCard(seller, setup, sku, gradedCard([picture]));
      orders.push((await buy(listingId)).body);
    }
    const taxed = orders.find((order) => order.lineItems[0].taxes.length > 0);
    expect(taxed).toBeDefined();
    const plain = await seller.get(`${FULFILLMENT}/order/${taxed.orderId}`);
    const breakdown = await seller.get(`${FULFILLMENT}/order/${taxed.orderId}`, {
      fieldGroups: 'TAX_BREAKDOWN',
    });
    assertMatchesSchema(SPEC, 'Order', breakdown.body);
    const tax = Number(plain.body.lineItems[0].taxes[0].amount.value);
    expect(plain.body.pricingSummary.total.value).toBe('29.99');
    expect(plain.body.pricingSummary.tax).toBeUndefined();
    expect(breakdown.body.pricingSummary.total.value).toBe((29.99 + tax).toFixed(2));
    expect(breakdown.body.lineItems[0].taxes[0].taxType).toBe('STATE_SALES_TAX');
    expect(breakdown.body.ebayCollectAndRemitTax).toBe(true);
    expect(
      errorIds(await seller.get(`${FULFILLMENT}/order/${taxed.orderId}`, { fieldGroups: 'ALL' })),
    ).toEqual([32800]);
  });

  it('lists orders by creation or modification date, pages them, and lets orderIds override the rest', async () => {
    const first = await listCard(seller, setup, 'A1', gradedCard([picture]));
    const firstOrder = (await buy(first.listingId)).body;
    test.emulator.clock.advance(3600);
    seller = await sellerClient(test, 'order_shop');
    const second = await listCard(seller, setup, 'A2', gradedCard([picture]));
    const secondOrder = (await buy(second.listingId)).body;

    const all = await seller.get(`${FULFILLMENT}/order`);
    expect(all.status).toBe(200);
    assertMatchesSchema(SPEC, 'OrderSearchPagedCollection', all.body);
    expect(all.body.orders.map((order: { orderId: string }) => order.orderId)).toEqual([
      secondOrder.orderId,
      firstOrder.orderId,
    ]);

    const created = await seller.get(`${FULFILLMENT}/order`, {
      filter: 'creationdate:[2026-03-01T12:30:00.000Z..]',
    });
    expect(created.body.orders.map((order: { orderId: string }) => order.orderId)).toEqual([
      secondOrder.orderId,
    ]);

    const page = await seller.get(`${FULFILLMENT}/order`, { limit: '1', offset: '1' });
    expect(page.body).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(page.body.orders[0].orderId).toBe(firstOrder.orderId);
    expect(new URL(page.body.prev).searchParams.get('offset')).toBe('0');

    const byIds = await seller.get(`${FULFILLMENT}/order`, {
      orderIds: firstOrder.orderId,
      filter: 'creationdate:[2026-03-01T12:30:00.000Z..]',
      limit: '0',
    });
    expect(byIds.status).toBe(200);
    expect(byIds.body.orders.map((order: { orderId: string }) => order.orderId)).toEqual([
      firstOrder.orderId,
    ]);

    await test.http
      .post(`${MOUNT.control}/refunds`)
      .send({ orderId: firstOrder.orderId, amount: '5.00' });
    const modified = await seller.get(`${FULFILLMENT}/order`, {
      filter: 'lastmodifieddate:[2026-03-01T12:30:00.000Z..2026-03-01T13:00:00.000Z]',
    });
    expect(modified.body.orders.map((order: { orderId: string }) => order.orderId).sort()).toEqual(
      [firstOrder.orderId, secondOrder.orderId].sort(),
    );
  });

  it.each([
    [{ filter: 'orderstatus:{PAID}' }, 30700],
    [{ filter: 'orderfulfillmentstatus:{SHIPPED}' }, 30800],
    [{ filter: 'creationdate:[2026-02-30..]' }, 30810],
    [{ filter: 'creationdate:[..2026-02-01T00:00:00.000Z]' }, 30820],
    [{ filter: 'creationdate:[2023-01-01T00:00:00.000Z..2026-02-01T00:00:00.000Z]' }, 30830],
    [{ filter: 'creationdate:[2026-02-10T00:00:00.000Z..2026-02-01T00:00:00.000Z]' }, 30840],
    [{ filter: 'creationdate:[2026-04-01T00:00:00.000Z..]' }, 30850],
    // An end a second past the emulator's clock (2026-03-01T12:00Z here) is in the future too.
    [{ filter: 'lastmodifieddate:[2026-03-01T11:00:00.000Z..2026-03-01T12:00:01.000Z]' }, 30850],
    [{ limit: '201' }, 31100],
    [{ offset: '-1' }, 31000],
    [{ orderIds: Array.from({ length: 51 }, (_, index) => `01-00000-${index}`).join(',') }, 30900],
  ])('refuses %j with %i', async (query, errorId) => {
    const response = await seller.get(`${FULFILLMENT}/order`, query as Record<string, string>);
    expect(response.status).toBe(400);
    assertErrorEnvelope(SPEC, response.body);
    expect(response.body.errors[0]).toMatchObject({ errorId, domain: 'API_FULFILLMENT' });
  });

  it('records refunds on the line and the payment summary, partial then full', async () => {
    const { listingId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    const order = (await buy(listingId)).body;
    test.emulator.clock.advance(60);
    const partial = await test.http
      .post(`${MOUNT.control}/refunds`)
      .send({ orderId: order.orderId, amount: '5.00' });
    expect(partial.status).toBe(201);
    assertMatchesSchema(SPEC, 'Order', partial.body);
    expect(partial.body).toMatchObject({
      orderPaymentStatus: 'PARTIALLY_REFUNDED',
      lastModifiedDate: '2026-03-01T12:01:00.000Z',
    });
    expect(partial.body.lineItems[0].refunds).toEqual([
      {
        refundId: expect.any(String),
        refundDate: '2026-03-01T12:01:00.000Z',
        amount: { value: '5.00', currency: 'USD' },
      },
    ]);
    const rest = Number(order.paymentSummary.totalDueSeller.value) - 5;
    expect(partial.body.paymentSummary.totalDueSeller.value).toBe(rest.toFixed(2));
    const full = await test.http.post(`${MOUNT.control}/refunds`).send({
      orderId: order.orderId,
      amount: rest.toFixed(2),
      lineItemId: order.lineItems[0].lineItemId,
    });
    expect(full.body.orderPaymentStatus).toBe('FULLY_REFUNDED');
    expect(full.body.paymentSummary.refunds).toHaveLength(2);
    const tooMuch = await test.http
      .post(`${MOUNT.control}/refunds`)
      .send({ orderId: order.orderId, amount: '0.01' });
    expect(tooMuch.status).toBe(400);
    expect(
      (await test.http.post(`${MOUNT.control}/refunds`).send({ orderId: order.orderId, amount: 5 }))
        .status,
    ).toBe(400);
    expect(
      (await test.http.post(`${MOUNT.control}/refunds`).send({ orderId: 'nope', amount: '1.00' }))
        .status,
    ).toBe(404);
  });

  it('cancels an order: CANCELED, refunded in full, once', async () => {
    const { listingId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    const order = (await buy(listingId)).body;
    const cancelled = await test.http
      .post(`${MOUNT.control}/cancellations`)
      .send({ orderId: order.orderId });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      orderPaymentStatus: 'FULLY_REFUNDED',
      cancelStatus: { cancelState: 'CANCELED', cancelledDate: NOW },
      paymentSummary: { totalDueSeller: { value: '0.00' } },
    });
    const fetched = await seller.get(`${FULFILLMENT}/order/${order.orderId}`);
    expect(fetched.body.cancelStatus.cancelState).toBe('CANCELED');
    expect(
      (await test.http.post(`${MOUNT.control}/cancellations`).send({ orderId: order.orderId }))
        .status,
    ).toBe(409);
  });

  it('gives the completed cancellation request in getOrder, and an empty cancelRequests in getOrders', async () => {
    const { listingId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    const order = (await buy(listingId)).body;
    const cancelled = await test.http
      .post(`${MOUNT.control}/cancellations`)
      .send({ orderId: order.orderId, initiator: 'Buyer', reason: 'BUYER_ASKED_CANCEL' });
    expect(cancelled.status).toBe(200);
    const fetched = await seller.get(`${FULFILLMENT}/order/${order.orderId}`);
    assertMatchesSchema(SPEC, 'Order', fetched.body);
    expect(fetched.body.cancelStatus).toEqual({
      cancelState: 'CANCELED',
      cancelledDate: NOW,
      cancelRequests: [
        {
          cancelRequestId: expect.stringMatching(/^\d+$/),
          cancelInitiator: 'Buyer',
          cancelReason: 'BUYER_ASKED_CANCEL',
          cancelRequestState: 'COMPLETED',
          cancelRequestedDate: NOW,
          cancelCompletedDate: NOW,
        },
      ],
    });
    const listed = await seller.get(`${FULFILLMENT}/order?orderIds=${order.orderId}`);
    expect(listed.body.orders[0].cancelStatus).toMatchObject({
      cancelState: 'CANCELED',
      cancelRequests: [],
    });
    const bad = await test.http
      .post(`${MOUNT.control}/cancellations`)
      .send({ orderId: order.orderId, initiator: 'eBay' });
    expect(bad.status).toBe(400);
  });

  it('refuses to withdraw a listing that sold out (25713): its offer says ENDED, and what sold', async () => {
    const { listingId, offerId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    expect((await buy(listingId)).status).toBe(201);
    const refused = await seller.post(`${INVENTORY}/offer/${offerId}/withdraw`);
    expect(refused.status).toBe(400);
    assertErrorEnvelope('sell_inventory_v1_oas3.json', refused.body);
    expect(errorIds(refused)).toEqual([25713]);
    const offer = (await seller.get(`${INVENTORY}/offer/${offerId}`)).body;
    expect(offer).toMatchObject({
      status: 'PUBLISHED',
      listing: { listingId, listingStatus: 'ENDED', soldQuantity: 1 },
    });
  });

  it('leaves the listing of a cancelled order ended: no new purchase, the offer says ENDED, withdraw refused (25713)', async () => {
    const { listingId, offerId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    const order = (await buy(listingId)).body;
    await test.http.post(`${MOUNT.control}/cancellations`).send({ orderId: order.orderId });
    expect((await buy(listingId)).status).toBe(409);
    const offer = (await seller.get(`${INVENTORY}/offer/${offerId}`)).body;
    expect(offer).toMatchObject({
      status: 'PUBLISHED',
      listing: { listingId, listingStatus: 'ENDED', soldQuantity: 1 },
    });
    expect(errorIds(await seller.post(`${INVENTORY}/offer/${offerId}/withdraw`))).toEqual([25713]);
  });

  it('keeps orders to their seller: another account gets 404 (32100)', async () => {
    const { listingId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    const order = (await buy(listingId)).body;
    const other = await sellerClient(test, 'other_dealer');
    const response = await other.get(`${FULFILLMENT}/order/${order.orderId}`);
    expect(response.status).toBe(404);
    expect(errorIds(response)).toEqual([32100]);
    expect((await other.get(`${FULFILLMENT}/order`)).body.total).toBe(0);
  });

  it('sells several units of a multi-quantity listing and ends it at the last one', async () => {
    const card = gradedCard([picture], {
      availability: { shipToLocationAvailability: { quantity: 3 } },
    });
    const { listingId, offerId } = await listCard(seller, setup, 'MULTI1', card);
    const order = await buy(listingId, { quantity: 2 });
    expect(order.body.lineItems[0]).toMatchObject({
      quantity: 2,
      lineItemCost: { value: '50.00' },
    });
    expect((await seller.get(`${INVENTORY}/offer/${offerId}`)).body.listing).toMatchObject({
      listingStatus: 'ACTIVE',
      soldQuantity: 2,
    });
    expect((await buy(listingId, { quantity: 2 })).status).toBe(409);
    await buy(listingId);
    expect((await seller.get(`${INVENTORY}/offer/${offerId}`)).body.listing.listingStatus).toBe(
      'ENDED',
    );
  });
});
