import { assertErrorEnvelope, assertMatchesSchema } from '../testing/openapi-schema';
import {
  errorIds,
  fixedPriceOffer,
  gradedCard,
  INVENTORY,
  listCard,
  readyToSell,
  sellerClient,
  type SellerClient,
  type SellingSetup,
  uploadPicture,
} from '../testing/selling';
import { createTestEmulator, type TestEmulator } from '../testing/test-emulator';

const SPEC = 'sell_inventory_v1_oas3.json';

describe('Inventory API: offers', () => {
  let test: TestEmulator;
  let seller: SellerClient;
  let setup: SellingSetup;

  beforeEach(async () => {
    test = createTestEmulator();
    seller = await sellerClient(test);
    setup = await readyToSell(seller);
    await seller.put(
      `${INVENTORY}/inventory_item/CARD1`,
      gradedCard(['https://example.test/a.jpg']),
    );
  });

  it('creates an offer (201) and answers it unpublished, with lot size and Best Offer terms kept', async () => {
    const created = await seller.post(
      `${INVENTORY}/offer`,
      fixedPriceOffer('CARD1', setup, '40.00', {
        lotSize: 3,
        listingPolicies: {
          ...fixedPriceOffer('CARD1', setup).listingPolicies,
          bestOfferTerms: {
            bestOfferEnabled: true,
            autoAcceptPrice: { value: '35.00', currency: 'USD' },
            autoDeclinePrice: { value: '20.00', currency: 'USD' },
          },
        },
      }),
    );
    expect(created.status).toBe(201);
    assertMatchesSchema(SPEC, 'OfferResponse', created.body);
    const offer = await seller.get(`${INVENTORY}/offer/${created.body.offerId}`);
    assertMatchesSchema(SPEC, 'EbayOfferDetailsWithAll', offer.body);
    expect(offer.body).toMatchObject({
      offerId: created.body.offerId,
      sku: 'CARD1',
      status: 'UNPUBLISHED',
      lotSize: 3,
      listingPolicies: { bestOfferTerms: { autoAcceptPrice: { value: '35.00' } } },
    });
    expect(offer.body.listing).toBeUndefined();
  });

  it('refuses a second offer for the same SKU, marketplace and format with 25002 naming the first', async () => {
    const first = await seller.post(`${INVENTORY}/offer`, fixedPriceOffer('CARD1', setup));
    const second = await seller.post(
      `${INVENTORY}/offer`,
      fixedPriceOffer('CARD1', setup, '30.00'),
    );
    expect(second.status).toBe(400);
    assertErrorEnvelope(SPEC, second.body);
    expect(second.body.errors[0]).toMatchObject({
      errorId: 25002,
      parameters: [{ name: 'offerId', value: first.body.offerId }],
    });
    const auction = await seller.post(`${INVENTORY}/offer`, {
      ...fixedPriceOffer('CARD1', setup),
      format: 'AUCTION',
      listingDuration: 'DAYS_7',
      pricingSummary: { auctionStartPrice: { value: '9.99', currency: 'USD' } },
    });
    expect(auction.status).toBe(201);
  });

  it('refuses an offer for an unknown SKU (25702) and bad keys (25709)', async () => {
    expect(
      errorIds(await seller.post(`${INVENTORY}/offer`, fixedPriceOffer('NOSUCH', setup))),
    ).toEqual([25702]);
    expect(
      errorIds(
        await seller.post(`${INVENTORY}/offer`, {
          ...fixedPriceOffer('CARD1', setup),
          format: 'SWAP',
        }),
      ),
    ).toEqual([25709]);
  });

  it.each([
    [
      {
        format: 'AUCTION',
        pricingSummary: { auctionStartPrice: { value: '1.00', currency: 'USD' } },
        listingDuration: undefined,
      },
      25755,
    ],
    [{ format: 'AUCTION', listingDuration: 'DAYS_7', pricingSummary: {} }, 25757],
    [
      {
        pricingSummary: {
          price: { value: '5.00', currency: 'USD' },
          auctionStartPrice: { value: '1.00', currency: 'USD' },
        },
      },
      25758,
    ],
    [
      {
        format: 'AUCTION',
        listingDuration: 'DAYS_7',
        availableQuantity: 1,
        pricingSummary: { auctionStartPrice: { value: '1.00', currency: 'USD' } },
      },
      25762,
    ],
  ])('applies eBay’s auction rules at create: %j -> %i', async (change, errorId) => {
    const response = await seller.post(`${INVENTORY}/offer`, {
      ...fixedPriceOffer('CARD1', setup),
      ...change,
    });
    expect(response.status).toBe(400);
    expect(errorIds(response)).toContain(errorId);
  });

  it('lists offers by SKU only: no SKU is 25709, a SKU without offers 404 (25713)', async () => {
    const { body } = await seller.post(`${INVENTORY}/offer`, fixedPriceOffer('CARD1', setup));
    const list = await seller.get(`${INVENTORY}/offer`, { sku: 'CARD1' });
    assertMatchesSchema(SPEC, 'Offers', list.body);
    expect(list.body).toMatchObject({ total: 1, size: 1, offers: [{ offerId: body.offerId }] });
    expect(errorIds(await seller.get(`${INVENTORY}/offer`))).toEqual([25709]);
    const none = await seller.get(`${INVENTORY}/offer`, { sku: 'OTHER' });
    expect(none.status).toBe(404);
    expect(errorIds(none)).toEqual([25713]);
    expect(
      (await seller.get(`${INVENTORY}/offer`, { sku: 'CARD1', format: 'AUCTION' })).status,
    ).toBe(404);
  });

  it('replaces an unpublished offer with PUT and deletes it', async () => {
    const { body } = await seller.post(`${INVENTORY}/offer`, fixedPriceOffer('CARD1', setup));
    const {
      sku: _sku,
      marketplaceId: _m,
      format: _f,
      ...details
    } = fixedPriceOffer('CARD1', setup, '19.99');
    expect((await seller.put(`${INVENTORY}/offer/${body.offerId}`, details)).status).toBe(204);
    const offer = await seller.get(`${INVENTORY}/offer/${body.offerId}`);
    expect(offer.body.pricingSummary.price.value).toBe('19.99');
    expect((await seller.delete(`${INVENTORY}/offer/${body.offerId}`)).status).toBe(204);
    const gone = await seller.get(`${INVENTORY}/offer/${body.offerId}`);
    expect(gone.status).toBe(404);
    expect(errorIds(gone)).toEqual([25713]);
  });

  it('keeps an offer in its format on PUT (updateOffer has none): the other format is refused', async () => {
    const fixed = await seller.post(`${INVENTORY}/offer`, fixedPriceOffer('CARD1', setup));
    const {
      sku: _sku,
      marketplaceId: _m,
      format: _f,
      ...details
    } = fixedPriceOffer('CARD1', setup);
    const asAuction = {
      ...details,
      format: 'AUCTION',
      listingDuration: 'DAYS_7',
      pricingSummary: { auctionStartPrice: { value: '9.99', currency: 'USD' } },
    };
    const refused = await seller.put(`${INVENTORY}/offer/${fixed.body.offerId}`, asAuction);
    expect(refused.status).toBe(400);
    expect(errorIds(refused)).toEqual([25758]);
    const kept = await seller.get(`${INVENTORY}/offer/${fixed.body.offerId}`);
    expect(kept.body).toMatchObject({ format: 'FIXED_PRICE', pricingSummary: { price: {} } });

    const auction = await seller.post(`${INVENTORY}/offer`, {
      ...asAuction,
      sku: 'CARD1',
      marketplaceId: 'EBAY_US',
    });
    const asFixedPrice = { ...details, availableQuantity: 1, listingDuration: 'GTC' };
    expect(
      errorIds(await seller.put(`${INVENTORY}/offer/${auction.body.offerId}`, asFixedPrice)),
    ).toEqual(expect.arrayContaining([25762]));
  });

  it('creates offers in bulk: 25729 for an existing combination (naming it), 25730 past 25', async () => {
    await seller.put(`${INVENTORY}/inventory_item/CARD2`, gradedCard([]));
    const first = await seller.post(`${INVENTORY}/offer`, fixedPriceOffer('CARD1', setup));
    const bulk = await seller.post(`${INVENTORY}/bulk_create_offer`, {
      requests: [fixedPriceOffer('CARD1', setup), fixedPriceOffer('CARD2', setup)],
    });
    expect(bulk.status).toBe(207);
    assertMatchesSchema(SPEC, 'BulkOfferResponse', bulk.body);
    expect(bulk.body.responses[0]).toMatchObject({
      sku: 'CARD1',
      statusCode: 400,
      errors: [{ errorId: 25729, parameters: [{ name: 'offerId', value: first.body.offerId }] }],
    });
    expect(bulk.body.responses[1]).toMatchObject({
      sku: 'CARD2',
      statusCode: 200,
      offerId: expect.any(String),
    });
    const tooMany = Array.from({ length: 26 }, () => fixedPriceOffer('CARD2', setup));
    expect(
      errorIds(await seller.post(`${INVENTORY}/bulk_create_offer`, { requests: tooMany })),
    ).toEqual([25730]);
  });

  it('quotes insertion fees for unpublished offers only', async () => {
    const { body } = await seller.post(`${INVENTORY}/offer`, fixedPriceOffer('CARD1', setup));
    const fees = await seller.post(`${INVENTORY}/offer/get_listing_fees`, {
      offers: [{ offerId: body.offerId }],
    });
    expect(fees.status).toBe(200);
    assertMatchesSchema(SPEC, 'FeesSummaryResponse', fees.body);
    expect(fees.body.feeSummaries).toEqual([
      {
        marketplaceId: 'EBAY_US',
        fees: [
          {
            feeType: 'InsertionFee',
            amount: { value: '0.35', currency: 'USD' },
            promotionalDiscount: { value: '0.35', currency: 'USD' },
          },
        ],
      },
    ]);
    const picture = await uploadPicture(test, seller);
    const { offerId } = await listCard(seller, setup, 'LIVE1', gradedCard([picture]));
    const published = await seller.post(`${INVENTORY}/offer/get_listing_fees`, {
      offers: [{ offerId }],
    });
    expect(errorIds(published)).toEqual([25754]);
    const tooMany = Array.from({ length: 251 }, () => ({ offerId: body.offerId }));
    expect(
      errorIds(await seller.post(`${INVENTORY}/offer/get_listing_fees`, { offers: tooMany })),
    ).toEqual([25709]);
  });
});
