import express from 'express';
import request from 'supertest';
import { createEbayEmulator } from '../emulator';
import {
  expectStatus,
  fixedPriceOffer,
  gradedCard,
  INVENTORY,
  listCard,
  MEDIA,
  pictureBytes,
  readyToSell,
  sellerClient,
  uploadPicture,
} from '../testing/selling';
import { createTestEmulator, MOUNT, PENNANT_APP } from '../testing/test-emulator';
import { isLoopback } from './control-access';

describe('control API: the selling side', () => {
  it('counts each account’s items, offers, active listings and orders, so a duplicate shows', async () => {
    const test = createTestEmulator();
    const seller = await sellerClient(test, 'counting_shop');
    const setup = await readyToSell(seller);
    const picture = await uploadPicture(test, seller);
    const { listingId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    await listCard(seller, setup, 'CARD2', gradedCard([picture]));
    await seller.put(`${INVENTORY}/inventory_item/CARD3`, gradedCard([picture]));
    await seller.post(`${INVENTORY}/offer`, fixedPriceOffer('CARD3', setup));
    await test.http.post(`${MOUNT.control}/purchases`).send({ listingId });
    const state = await test.http.get(`${MOUNT.control}/state`);
    expect(state.body.accounts).toEqual([
      {
        username: 'counting_shop',
        userId: expect.any(String),
        hasPassword: true,
        inventoryItems: 3,
        offers: 3,
        activeListings: 1,
        orders: 1,
      },
    ]);
  });

  it('restocks a live listing so it can be bought many times; refuses unknown listings and bad quantities', async () => {
    const test = createTestEmulator();
    const seller = await sellerClient(test, 'restocking_shop');
    const setup = await readyToSell(seller);
    const picture = await uploadPicture(test, seller);
    const { listingId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    const stock = await test.http.post(`${MOUNT.control}/stock`).send({ listingId, quantity: 3 });
    expect(stock.status).toBe(200);
    expect(stock.body).toEqual({ listingId, quantity: 3 });
    for (let sale = 0; sale < 3; sale++)
      expect((await test.http.post(`${MOUNT.control}/purchases`).send({ listingId })).status).toBe(
        201,
      );
    expect((await test.http.post(`${MOUNT.control}/purchases`).send({ listingId })).status).toBe(
      409,
    );
    const ended = await test.http.post(`${MOUNT.control}/stock`).send({ listingId, quantity: 1 });
    expect(ended.status).toBe(409);
    const unknown = await test.http
      .post(`${MOUNT.control}/stock`)
      .send({ listingId: '110000000007', quantity: 1 });
    expect(unknown.status).toBe(404);
    for (const quantity of [0, 1.5, '2'])
      expect(
        (await test.http.post(`${MOUNT.control}/stock`).send({ listingId, quantity })).status,
      ).toBe(400);
  });

  it("ends a live listing as the seller does on eBay's site, or as eBay does for a policy", async () => {
    const test = createTestEmulator();
    const seller = await sellerClient(test, 'ending_shop');
    const setup = await readyToSell(seller);
    const picture = await uploadPicture(test, seller);
    const bySeller = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    const byEbay = await listCard(seller, setup, 'CARD2', gradedCard([picture]));
    const end = (body: object) => test.http.post(`${MOUNT.control}/end-listing`).send(body);

    expect((await end({ listingId: bySeller.listingId })).body).toEqual({
      listingId: bySeller.listingId,
      listingStatus: 'ENDED',
    });
    expect((await end({ listingId: byEbay.listingId, by: 'ebay' })).body).toEqual({
      listingId: byEbay.listingId,
      listingStatus: 'EBAY_ENDED',
    });
    // The offers stay published; their listings say how they ended, and nothing can be bought.
    for (const [{ offerId, listingId }, listingStatus] of [
      [bySeller, 'ENDED'],
      [byEbay, 'EBAY_ENDED'],
    ] as const) {
      const offer = expectStatus(await seller.get(`${INVENTORY}/offer/${offerId}`), 200).body;
      expect(offer).toMatchObject({ status: 'PUBLISHED', listing: { listingId, listingStatus } });
      expect((await test.http.post(`${MOUNT.control}/purchases`).send({ listingId })).status).toBe(
        409,
      );
    }
    const state = await test.http.get(`${MOUNT.control}/state`);
    expect(state.body.accounts[0]).toMatchObject({ activeListings: 0 });

    expect((await end({ listingId: bySeller.listingId })).status).toBe(409);
    expect((await end({ listingId: '110000000099' })).status).toBe(404);
    expect((await end({})).status).toBe(400);
    expect((await end({ listingId: bySeller.listingId, by: 'buyer' })).status).toBe(400);
  });

  it("changes a live fixed-price listing's price as the seller does on eBay's site", async () => {
    const test = createTestEmulator();
    const seller = await sellerClient(test, 'revising_shop');
    const setup = await readyToSell(seller);
    const picture = await uploadPicture(test, seller);
    const { offerId, listingId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    const revise = (body: object) => test.http.post(`${MOUNT.control}/revise-listing`).send(body);
    expect((await revise({ listingId, price: '42.50' })).body).toEqual({
      listingId,
      price: '42.50',
    });
    const offer = expectStatus(await seller.get(`${INVENTORY}/offer/${offerId}`), 200).body;
    expect(offer.pricingSummary.price).toEqual({ value: '42.50', currency: 'USD' });
    const order = await test.http.post(`${MOUNT.control}/purchases`).send({ listingId });
    expect(order.body.lineItems[0].lineItemCost).toEqual({ value: '42.50', currency: 'USD' });

    expect((await revise({ listingId, price: '0.50' })).status).toBe(400);
    expect((await revise({ price: '5.00' })).status).toBe(400);
    expect((await revise({ listingId: '110000000099', price: '5.00' })).status).toBe(404);
    // Sold, the listing has ended: nothing to revise.
    expect((await revise({ listingId, price: '5.00' })).status).toBe(409);
  });

  it('refuses purchases of unknown or ended listings, and malformed bodies', async () => {
    const { http } = createTestEmulator();
    const unknown = await http
      .post(`${MOUNT.control}/purchases`)
      .send({ listingId: '110000000007' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toContain('does not exist');
    expect((await http.post(`${MOUNT.control}/purchases`).send({})).status).toBe(400);
    expect(
      (await http.post(`${MOUNT.control}/purchases`).send({ listingId: '1', quantity: 1.5 }))
        .status,
    ).toBe(400);
    expect(
      (await http.post(`${MOUNT.control}/refunds`).send({ orderId: 'x', amount: '1.005' })).status,
    ).toBe(400);
    expect((await http.post(`${MOUNT.control}/cancellations`).send({})).status).toBe(400);
  });

  it('lets faults target the new APIs by pathPrefix: 25025 on publish, 429 on Media', async () => {
    const test = createTestEmulator();
    const seller = await sellerClient(test);
    const setup = await readyToSell(seller);
    const picture = await uploadPicture(test, seller);
    await seller.put(`${INVENTORY}/inventory_item/CARD1`, gradedCard([picture]));
    const { offerId } = expectStatus(
      await seller.post(`${INVENTORY}/offer`, fixedPriceOffer('CARD1', setup)),
      201,
    ).body;
    await test.http.post(`${MOUNT.control}/faults`).send({
      status: 500,
      errorId: 25025,
      pathPrefix: `/sell/inventory/v1/offer/${offerId}/publish`,
    });
    const failed = await seller.post(`${INVENTORY}/offer/${offerId}/publish`);
    expect(failed.status).toBe(500);
    expect(failed.body.errors[0]).toMatchObject({
      errorId: 25025,
      domain: 'API_INVENTORY',
      category: 'APPLICATION',
    });
    expect((await seller.post(`${INVENTORY}/offer/${offerId}/publish`)).status).toBe(200);

    await test.http
      .post(`${MOUNT.control}/faults`)
      .send({ status: 429, pathPrefix: '/commerce/media' });
    const limited = await test.http
      .post(`${MEDIA}/image/create_image_from_file`)
      .set('Authorization', `Bearer ${seller.token}`)
      .attach('image', await pictureBytes(), 'card.png');
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].errorId).toBe(2001);
  });

  it('delays an answer by delayMs, long enough for a client to time out, then serves it', async () => {
    const test = createTestEmulator();
    const seller = await sellerClient(test);
    test.emulator.faults.inject({ delayMs: 400, pathPrefix: '/sell/inventory/v1/inventory_item' });
    await expect(
      test.http
        .get(`${INVENTORY}/inventory_item`)
        .set('Authorization', `Bearer ${seller.token}`)
        .timeout(150),
    ).rejects.toThrow(/Timeout/);
    const started = Date.now();
    test.emulator.faults.inject({ delayMs: 200, pathPrefix: '/sell/inventory/v1/inventory_item' });
    const late = await seller.get(`${INVENTORY}/inventory_item`);
    expect(late.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});

describe('control API: who may use it', () => {
  const mount = (
    options: Parameters<typeof createEbayEmulator>[0]['control'],
    trustProxy = false,
  ) => {
    const emulator = createEbayEmulator({ apps: [PENNANT_APP], control: options });
    const app = express();
    app.set('trust proxy', trustProxy);
    app.use('/_control', emulator.control);
    return request(app);
  };

  it('answers loopback callers by default', async () => {
    expect((await mount(undefined).get('/_control/clock')).status).toBe(200);
  });

  it('answers 404 to a caller that is neither loopback nor holding the token', async () => {
    const http = mount({ token: 'control-secret', allowLoopback: false });
    const refused = await http.get('/_control/state');
    expect(refused.status).toBe(404);
    expect(refused.text).toBe('Not Found');
    expect((await http.get('/_control/state').set('Authorization', 'Bearer wrong')).status).toBe(
      404,
    );
    expect(
      (await http.get('/_control/state').set('Authorization', 'Bearer control-secret')).status,
    ).toBe(200);
    expect(
      (await http.get('/_control/state').set('X-Emulator-Control-Token', 'control-secret')).status,
    ).toBe(200);
  });

  it('takes the caller’s address from the app’s trust proxy setting', async () => {
    const http = mount({ token: 'control-secret' }, true);
    expect((await http.get('/_control/clock').set('X-Forwarded-For', '203.0.113.9')).status).toBe(
      404,
    );
    expect((await http.get('/_control/clock').set('X-Forwarded-For', '127.0.0.1')).status).toBe(
      200,
    );
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:192.168.1.2', false],
    [undefined, false],
  ])('isLoopback(%s) is %s', (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback);
  });
});
