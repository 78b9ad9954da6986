import { assertErrorEnvelope, assertMatchesSchema } from '../testing/openapi-schema';
import {
  ACCOUNT,
  errorIds,
  expectStatus,
  fixedPriceOffer,
  gradedCard,
  INVENTORY,
  listCard,
  pictureBytes,
  sellerClient,
  sellingTest,
  type SellerClient,
  type SellingSetup,
} from '../testing/selling';
import { MOUNT, type TestEmulator } from '../testing/test-emulator';

const SPEC = 'sell_inventory_v1_oas3.json';
const EXTERNAL = 'https://cards.example.test/';

/** Answers pictures on cards.example.test as an HTTPS server would: big, small, or missing. */
const fetchPictures: typeof fetch = async (input) => {
  const url = String(input);
  if (url === `${EXTERNAL}big.png`)
    return new Response(new Uint8Array(await pictureBytes(600, 900)));
  if (url === `${EXTERNAL}small.png`)
    return new Response(new Uint8Array(await pictureBytes(300, 400)));
  if (url === `${EXTERNAL}text.txt`) return new Response('not a picture');
  return new Response('missing', { status: 404 });
};

describe('Inventory API: publishing', () => {
  let test: TestEmulator;
  let seller: SellerClient;
  let setup: SellingSetup;
  let picture: string;

  beforeEach(async () => {
    ({ test, seller, setup, picture } = await sellingTest('card_dealer_1', {
      fetchImpl: fetchPictures,
    }));
  });

  /** Puts the item and an offer, publishes, and answers the publish response. */
  async function publish(item: object, offer: object = fixedPriceOffer('CARD1', setup)) {
    expectStatus(await seller.put(`${INVENTORY}/inventory_item/CARD1`, item), 204);
    const created = expectStatus(await seller.post(`${INVENTORY}/offer`, offer), 201);
    return seller.post(`${INVENTORY}/offer/${created.body.offerId}/publish`);
  }

  it('publishes a graded card: the offer is PUBLISHED with an ACTIVE listing', async () => {
    const { offerId, listingId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    expect(listingId).toMatch(/^\d{12}$/);
    const offer = await seller.get(`${INVENTORY}/offer/${offerId}`);
    assertMatchesSchema(SPEC, 'EbayOfferDetailsWithAll', offer.body);
    expect(offer.body).toMatchObject({
      status: 'PUBLISHED',
      listing: { listingId, listingStatus: 'ACTIVE', soldQuantity: 0, listingOnHold: false },
    });
    const page = await test.http.get(`${MOUNT.www}/itm/${listingId}`);
    expect(page.status).toBe(200);
  });

  it('answers PublishResponse and accepts an ungraded card with a card condition', async () => {
    const response = await publish(
      gradedCard([picture], {
        condition: 'USED_VERY_GOOD',
        conditionDescriptors: [{ name: '40001', values: ['400011'] }],
      }),
    );
    expect(response.status).toBe(200);
    assertMatchesSchema(SPEC, 'PublishResponse', response.body);
  });

  it('checks nothing until publish, then refuses with every problem at once', async () => {
    const response = await publish(
      { product: { title: 'Mike Trout card' }, condition: 'LIKE_NEW' },
      { sku: 'CARD1', marketplaceId: 'EBAY_US', format: 'FIXED_PRICE' },
    );
    expect(response.status).toBe(400);
    assertErrorEnvelope(SPEC, response.body);
    expect(errorIds(response).sort()).toEqual([
      25003, 25004, 25005, 25007, 25008, 25009, 25012, 25014, 25016, 25017,
    ]);
  });

  it('refuses to publish before the business-policy opt-in (20403)', async () => {
    const newcomer = await sellerClient(test, 'newcomer');
    await newcomer.put(`${INVENTORY}/inventory_item/CARD1`, gradedCard([picture]));
    const offer = await newcomer.post(`${INVENTORY}/offer`, fixedPriceOffer('CARD1', setup));
    const response = await newcomer.post(`${INVENTORY}/offer/${offer.body.offerId}/publish`);
    expect(response.status).toBe(400);
    expect(errorIds(response)).toEqual([20403]);
  });

  it.each([
    [
      [],
      ['Professional Grader (27501) is a required field.', 'Grade (27502) is a required field.'],
    ],
    [[{ name: '27501', values: ['275010'] }], ['Grade (27502) is a required field.']],
    [
      [
        { name: '27501', values: ['275010'] },
        { name: '27502', values: ['275020'] },
        { name: '27503', additionalInfo: '1'.repeat(31) },
      ],
      ['Certification Number (27503) must be at most 30 characters.'],
    ],
    [
      [
        { name: '27501', values: ['999999'] },
        { name: '27502', values: ['275020'] },
      ],
      ['999999 is not a valid value for Professional Grader (27501).'],
    ],
  ])('enforces the graded-card descriptors: %j', async (conditionDescriptors, messages) => {
    const response = await publish(gradedCard([picture], { conditionDescriptors }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      messages.map((message) => expect.objectContaining({ errorId: 25021, message })),
    );
  });

  it('enforces the ungraded card condition and the two conditions cards may use', async () => {
    const noCondition = await publish(
      gradedCard([picture], { condition: 'USED_VERY_GOOD', conditionDescriptors: [] }),
    );
    expect(noCondition.body.errors[0]).toMatchObject({
      errorId: 25021,
      message: 'Card Condition (40001) is a required field.',
    });
    await seller.delete(`${INVENTORY}/inventory_item/CARD1`);
    const badValue = await publish(
      gradedCard([picture], {
        condition: 'USED_VERY_GOOD',
        conditionDescriptors: [{ name: '40001', values: ['400015'] }],
      }),
    );
    expect(badValue.body.errors[0].errorId).toBe(25021);
    await seller.delete(`${INVENTORY}/inventory_item/CARD1`);
    const wrongCondition = await publish(
      gradedCard([picture], { condition: 'NEW', conditionDescriptors: [] }),
    );
    expect(wrongCondition.body.errors[0]).toMatchObject({ errorId: 25021 });
    expect(wrongCondition.body.errors[0].message).toContain('not valid for category 261328');
  });

  it('drops descriptors that do not apply to the condition, with warning 25030', async () => {
    const response = await publish(
      gradedCard([picture], {
        condition: 'USED_VERY_GOOD',
        conditionDescriptors: [
          { name: '40001', values: ['400010'] },
          { name: '27501', values: ['275010'] },
        ],
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body.warnings.map((warning: { errorId: number }) => warning.errorId)).toEqual([
      25030,
    ]);
  });

  it('requires the aspects the Taxonomy fixture marks required (Sport): 25029', async () => {
    const card = gradedCard([picture]);
    const response = await publish({
      ...card,
      product: { ...card.product, aspects: { Team: ['Angels'] } },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ errorId: 25029, message: 'Sport is required for this category.' }),
    ]);
  });

  it('requires a description on the offer or the item (25016) and a leaf category (25005)', async () => {
    const card = gradedCard([picture]);
    const noDescription = await publish({
      ...card,
      product: { ...card.product, description: undefined },
    });
    expect(noDescription.body.errors[0]).toMatchObject({
      errorId: 25016,
      parameters: [{ name: 'fieldName', value: 'description' }],
    });
    const offers = await seller.get(`${INVENTORY}/offer`, { sku: 'CARD1' });
    const { offerId } = offers.body.offers[0];
    const {
      sku: _s,
      marketplaceId: _m,
      format: _f,
      ...details
    } = fixedPriceOffer('CARD1', setup, '25.00', {
      listingDescription: 'Sharp corners.',
      categoryId: '212',
    });
    await seller.put(`${INVENTORY}/offer/${offerId}`, details);
    const notLeaf = await seller.post(`${INVENTORY}/offer/${offerId}/publish`);
    expect(errorIds(notLeaf)).toEqual([25005]);
  });

  it('checks policies exist for the offer’s marketplace (25035) and the location is enabled (25012)', async () => {
    const gb = await seller.post(`${ACCOUNT}/payment_policy`, {
      name: 'UK payment',
      marketplaceId: 'EBAY_GB',
      categoryTypes: [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES' }],
    });
    const offer = fixedPriceOffer('CARD1', setup);
    const wrongMarket = await publish(gradedCard([picture]), {
      ...offer,
      listingPolicies: { ...offer.listingPolicies, paymentPolicyId: gb.body.paymentPolicyId },
    });
    expect(wrongMarket.body.errors).toEqual([expect.objectContaining({ errorId: 25035 })]);
    await seller.delete(`${INVENTORY}/inventory_item/CARD1`);
    await seller.post(`${INVENTORY}/location/${setup.merchantLocationKey}/disable`);
    const disabled = await publish(gradedCard([picture]));
    expect(errorIds(disabled)).toEqual([25012]);
  });

  it('wants 1 to 24 pictures that eBay can fetch, at least 500 px on the longest side', async () => {
    const tooMany = await publish(gradedCard(Array.from({ length: 25 }, () => picture)));
    expect(errorIds(tooMany)).toEqual([25014]);
    await seller.delete(`${INVENTORY}/inventory_item/CARD1`);
    const external = await publish(
      gradedCard([
        picture,
        `${EXTERNAL}big.png`,
        `${EXTERNAL}small.png`,
        `${EXTERNAL}gone.png`,
        `${EXTERNAL}text.txt`,
        'http://cards.example.test/big.png',
      ]),
    );
    expect(external.status).toBe(400);
    expect(
      external.body.errors.map(
        (error: { errorId: number; parameters: Array<{ value: string }> }) => [
          error.errorId,
          error.parameters[0].value,
        ],
      ),
    ).toEqual([
      [25501, `${EXTERNAL}small.png`],
      [25015, `${EXTERNAL}gone.png`],
      [25501, `${EXTERNAL}text.txt`],
      [25015, 'http://cards.example.test/big.png'],
    ]);
  });

  it('lists an auction for its duration at its start price', async () => {
    const response = await publish(gradedCard([picture]), {
      ...fixedPriceOffer('CARD1', setup),
      format: 'AUCTION',
      listingDuration: 'DAYS_7',
      pricingSummary: { auctionStartPrice: { value: '9.99', currency: 'USD' } },
    });
    expect(response.status).toBe(200);
    const page = await test.http.get(`${MOUNT.www}/itm/${response.body.listingId}`);
    expect(page.text).toContain('Current bid');
    expect(page.text).toContain('US $9.99');
    expect(page.text).toContain('Ends Sun, 08 Mar 2026 12:00:00 GMT');
  });

  it('refuses an auction whose Buy It Now is under 30% above the start price (25003)', async () => {
    const auction = (start: string, buyItNow: string) => ({
      ...fixedPriceOffer('CARD1', setup),
      format: 'AUCTION',
      listingDuration: 'DAYS_7',
      pricingSummary: {
        auctionStartPrice: { value: start, currency: 'USD' },
        price: { value: buyItNow, currency: 'USD' },
      },
    });
    const refused = await publish(gradedCard([picture]), auction('10.00', '12.99'));
    expect(refused.status).toBe(400);
    assertErrorEnvelope(SPEC, refused.body);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        errorId: 25003,
        message:
          'Invalid price. The Buy It Now price must be at least 30% above the starting price (at least 13.00).',
      }),
    ]);
    const offers = await seller.get(`${INVENTORY}/offer?sku=CARD1`);
    const offerId: string = offers.body.offers[0].offerId;
    expectStatus(await seller.put(`${INVENTORY}/offer/${offerId}`, auction('10.00', '13.00')), 204);
    const published = await seller.post(`${INVENTORY}/offer/${offerId}/publish`);
    expect(published.status).toBe(200);
  });

  it('bulk publishes: 207 with a result per offer when some fail, 25731 for a repeated offerId', async () => {
    await seller.put(`${INVENTORY}/inventory_item/GOOD1`, gradedCard([picture]));
    await seller.put(`${INVENTORY}/inventory_item/BAD1`, gradedCard([]));
    const good = await seller.post(`${INVENTORY}/offer`, fixedPriceOffer('GOOD1', setup));
    const bad = await seller.post(`${INVENTORY}/offer`, fixedPriceOffer('BAD1', setup));
    const response = await seller.post(`${INVENTORY}/bulk_publish_offer`, {
      requests: [
        { offerId: good.body.offerId },
        { offerId: bad.body.offerId },
        { offerId: '404404' },
      ],
    });
    expect(response.status).toBe(207);
    assertMatchesSchema(SPEC, 'BulkPublishResponse', response.body);
    expect(response.body.responses).toEqual([
      { offerId: good.body.offerId, statusCode: 200, listingId: expect.stringMatching(/^\d{12}$/) },
      expect.objectContaining({
        offerId: bad.body.offerId,
        statusCode: 400,
        errors: [expect.objectContaining({ errorId: 25014 })],
      }),
      expect.objectContaining({
        offerId: '404404',
        statusCode: 404,
        errors: [expect.objectContaining({ errorId: 25713 })],
      }),
    ]);
    const repeated = await seller.post(`${INVENTORY}/bulk_publish_offer`, {
      requests: [{ offerId: good.body.offerId }, { offerId: good.body.offerId }],
    });
    expect(errorIds(repeated)).toEqual([25731]);
    const tooMany = Array.from({ length: 26 }, (_, index) => ({ offerId: String(index) }));
    expect(
      errorIds(await seller.post(`${INVENTORY}/bulk_publish_offer`, { requests: tooMany })),
    ).toEqual([25730]);
  });

  it('refuses the bulk entries an injected fault hits (207, system error) and serves the rest', async () => {
    const offerIds: string[] = [];
    for (const sku of ['CARD1', 'CARD2', 'CARD3']) {
      expectStatus(
        await seller.put(`${INVENTORY}/inventory_item/${sku}`, gradedCard([picture])),
        204,
      );
      offerIds.push(
        expectStatus(await seller.post(`${INVENTORY}/offer`, fixedPriceOffer(sku, setup)), 201).body
          .offerId,
      );
    }
    test.emulator.faults.inject({
      status: 500,
      entries: true,
      every: 2,
      pathPrefix: `/sell/inventory/v1/bulk_publish_offer`,
    });
    // A whole-request call to the same path is not hit by a fault on entries.
    const response = await seller.post(`${INVENTORY}/bulk_publish_offer`, {
      requests: offerIds.map((offerId) => ({ offerId })),
    });
    expect(response.status).toBe(207);
    assertMatchesSchema(SPEC, 'BulkPublishResponse', response.body);
    expect(response.body.responses).toEqual([
      { offerId: offerIds[0], statusCode: 200, listingId: expect.stringMatching(/^\d{12}$/) },
      {
        offerId: offerIds[1],
        statusCode: 500,
        errors: [expect.objectContaining({ errorId: 25001, category: 'APPLICATION' })],
      },
      { offerId: offerIds[2], statusCode: 200, listingId: expect.stringMatching(/^\d{12}$/) },
    ]);
    expect((await seller.get(`${INVENTORY}/offer/${offerIds[1]}`)).body.status).toBe('UNPUBLISHED');
    // The fault is spent: the refused offer publishes when asked again.
    const again = await seller.post(`${INVENTORY}/bulk_publish_offer`, {
      requests: [{ offerId: offerIds[1] }],
    });
    expect(again.status).toBe(200);
  });

  it('withdraws a listing (the offer is UNPUBLISHED again) and relists it under a new id', async () => {
    const { offerId, listingId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    const withdrawn = await seller.post(`${INVENTORY}/offer/${offerId}/withdraw`);
    expect(withdrawn.status).toBe(200);
    assertMatchesSchema(SPEC, 'WithdrawResponse', withdrawn.body);
    expect(withdrawn.body.listingId).toBe(listingId);
    expect((await seller.get(`${INVENTORY}/offer/${offerId}`)).body.status).toBe('UNPUBLISHED');
    expect(errorIds(await seller.post(`${INVENTORY}/offer/${offerId}/withdraw`))).toEqual([25713]);
    const relisted = await seller.post(`${INVENTORY}/offer/${offerId}/publish`);
    expect(relisted.status).toBe(200);
    expect(relisted.body.listingId).not.toBe(listingId);
  });

  it('re-checks a live offer on PUT and keeps the listing as it was when the check fails', async () => {
    const { offerId, listingId } = await listCard(seller, setup, 'CARD1', gradedCard([picture]));
    const {
      sku: _s,
      marketplaceId: _m,
      format: _f,
      ...details
    } = fixedPriceOffer('CARD1', setup, '31.00');
    expect((await seller.put(`${INVENTORY}/offer/${offerId}`, details)).status).toBe(204);
    expect((await test.http.get(`${MOUNT.www}/itm/${listingId}`)).text).toContain('US $31.00');
    const noPolicy = {
      ...details,
      listingPolicies: { ...details.listingPolicies, returnPolicyId: undefined },
    };
    const refused = await seller.put(`${INVENTORY}/offer/${offerId}`, noPolicy);
    expect(errorIds(refused)).toEqual([25009]);
    expect((await test.http.get(`${MOUNT.www}/itm/${listingId}`)).text).toContain('US $31.00');
  });
});
