import { assertMatchesSchema } from '../testing/openapi-schema';
import {
  errorIds,
  expectStatus,
  fixedPriceOffer,
  gradedCard,
  INVENTORY,
  listCard,
  sellerClient,
  sellingTest,
  type SellerClient,
  type SellingSetup,
} from '../testing/selling';
import { MOUNT, type TestEmulator } from '../testing/test-emulator';

const SPEC = 'sell_inventory_v1_oas3.json';
const usd = (value: string) => ({ value, currency: 'USD' });

describe('Inventory API: bulk_update_price_quantity', () => {
  let test: TestEmulator;
  let seller: SellerClient;
  let setup: SellingSetup;
  let picture: string;

  beforeEach(async () => {
    ({ test, seller, setup, picture } = await sellingTest());
  });

  const reprice = (sku: string, offerId: string, price: string, extra: object = {}) =>
    seller.post(`${INVENTORY}/bulk_update_price_quantity`, {
      requests: [{ sku, offers: [{ offerId, price: usd(price), ...extra }] }],
    });

  it('re-prices a live listing, which the item page and the offer show', async () => {
    const { offerId, listingId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    const response = await reprice('CARD1', offerId, '22.50', { availableQuantity: 1 });
    expect(response.status).toBe(200);
    assertMatchesSchema(SPEC, 'BulkPriceQuantityResponse', response.body);
    expect(response.body.responses).toEqual([{ offerId, sku: 'CARD1', statusCode: 200 }]);
    expect(
      (await seller.get(`${INVENTORY}/offer/${offerId}`)).body.pricingSummary.price.value,
    ).toBe('22.50');
    expect((await test.http.get(`${MOUNT.www}/itm/${listingId}`)).text).toContain('US $22.50');
  });

  it('refuses unpublished offers (use PUT /offer) and unknown ones, 207 alongside a success', async () => {
    const live = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    await seller.put(`${INVENTORY}/inventory_item/CARD2`, gradedCard([picture]));
    const draft = expectStatus(
      await seller.post(`${INVENTORY}/offer`, fixedPriceOffer('CARD2', setup)),
      201,
    );
    const response = await seller.post(`${INVENTORY}/bulk_update_price_quantity`, {
      requests: [
        { sku: 'CARD1', offers: [{ offerId: live.offerId, price: usd('20.00') }] },
        {
          sku: 'CARD2',
          offers: [
            { offerId: draft.body.offerId, price: usd('20.00') },
            { offerId: '1', price: usd('1.00') },
          ],
        },
      ],
    });
    expect(response.status).toBe(207);
    expect(
      response.body.responses.map((entry: { statusCode: number }) => entry.statusCode),
    ).toEqual([200, 400, 404]);
    expect(response.body.responses[1].errors[0].errorId).toBe(25713);
    const tooMany = Array.from({ length: 26 }, () => ({ sku: 'CARD1', offers: [] }));
    expect(
      (await seller.post(`${INVENTORY}/bulk_update_price_quantity`, { requests: tooMany })).status,
    ).toBe(400);
  });

  it('sets the item quantity with shipToLocationAvailability, which the listing follows', async () => {
    const { listingId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    const response = await seller.post(`${INVENTORY}/bulk_update_price_quantity`, {
      requests: [{ sku: 'CARD1', shipToLocationAvailability: { quantity: 4 } }],
    });
    expect(response.body.responses).toEqual([{ sku: 'CARD1', statusCode: 200 }]);
    const item = await seller.get(`${INVENTORY}/inventory_item/CARD1`);
    expect(item.body.availability.shipToLocationAvailability.quantity).toBe(4);
    const page = await test.http.get(`${MOUNT.www}/itm/${listingId}`);
    expect(page.text).toContain('4 available');
  });

  it('allows 250 revisions of a listing per Pacific day, then refuses until the next day', async () => {
    const { offerId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    // Far above the card's value, so simulated buyers leave it alone while the clock moves.
    for (let revision = 1; revision <= 250; revision++) {
      expectStatus(await reprice('CARD1', offerId, `${5000 + revision}.00`), 200);
    }
    const refused = await reprice('CARD1', offerId, '4999.00');
    expect(refused.status).toBe(207);
    expect(refused.body.responses[0]).toMatchObject({
      statusCode: 400,
      errors: [expect.objectContaining({ errorId: 25019 })],
    });
    const {
      sku: _s,
      marketplaceId: _m,
      format: _f,
      ...details
    } = fixedPriceOffer('CARD1', setup, '4998.00');
    expect(errorIds(await seller.put(`${INVENTORY}/offer/${offerId}`, details))).toEqual([25019]);
    // 2026-03-01T12:00Z is 04:00 Pacific; 20 hours later it is the next Pacific day.
    test.emulator.clock.advance(20 * 3600);
    seller = await sellerClient(test); // the old access token has expired
    expect((await reprice('CARD1', offerId, '4999.00')).status).toBe(200);
  });

  it('refuses to revise an auction in its last 12 hours (25038)', async () => {
    await seller.put(`${INVENTORY}/inventory_item/LOT1`, gradedCard([picture]));
    const auction = await seller.post(`${INVENTORY}/offer`, {
      ...fixedPriceOffer('LOT1', setup),
      format: 'AUCTION',
      listingDuration: 'DAYS_1',
      pricingSummary: { auctionStartPrice: usd('5.00') },
    });
    await seller.post(`${INVENTORY}/offer/${auction.body.offerId}/publish`);
    expect((await reprice('LOT1', auction.body.offerId, '7.00')).status).toBe(200);
    test.emulator.clock.advance(13 * 3600);
    seller = await sellerClient(test);
    const late = await reprice('LOT1', auction.body.offerId, '8.00');
    expect(late.body.responses[0].errors[0]).toMatchObject({ errorId: 25038 });
  });

  it("takes an auction's price as its Buy It Now, never its starting bid, and refuses availableQuantity (25762)", async () => {
    const { offerId, listingId } = await listCard(
      seller,
      setup,
      'AUCT1',
      gradedCard([picture]),
      fixedPriceOffer('AUCT1', setup, '25.00', {
        format: 'AUCTION',
        listingDuration: 'DAYS_7',
        pricingSummary: { auctionStartPrice: usd('10.00'), price: usd('20.00') },
      }),
    );
    const withQuantity = await reprice('AUCT1', offerId, '30.00', { availableQuantity: 1 });
    expect(withQuantity.status).toBe(207);
    expect(withQuantity.body.responses[0]).toMatchObject({
      statusCode: 400,
      errors: [expect.objectContaining({ errorId: 25762 })],
    });
    const underStart = await reprice('AUCT1', offerId, '12.00');
    expect(underStart.body.responses[0].errors[0]).toMatchObject({ errorId: 25003 });
    expect((await reprice('AUCT1', offerId, '30.00')).status).toBe(200);
    const offer = (await seller.get(`${INVENTORY}/offer/${offerId}`)).body;
    expect(offer.pricingSummary).toEqual({
      auctionStartPrice: usd('10.00'),
      price: usd('30.00'),
    });
    expect(offer.availableQuantity).toBeUndefined();
    // The item page still shows the starting bid.
    expect((await test.http.get(`${MOUNT.www}/itm/${listingId}`)).text).toContain('US $10.00');
  });
});
