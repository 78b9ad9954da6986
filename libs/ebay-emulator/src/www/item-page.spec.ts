import { assertMatchesSchema } from '../testing/openapi-schema';
import {
  gradedCard,
  INVENTORY,
  listCard,
  readyToSell,
  sellerClient,
  type SellerClient,
  type SellingSetup,
  uploadPicture,
} from '../testing/selling';
import { appToken, createTestEmulator, MOUNT, type TestEmulator } from '../testing/test-emulator';

const BROWSE = `${MOUNT.api}/buy/browse/v1`;

describe('published listings: item page (www) and Browse getItem', () => {
  let test: TestEmulator;
  let seller: SellerClient;
  let setup: SellingSetup;
  let pictures: string[];

  beforeEach(async () => {
    test = createTestEmulator();
    seller = await sellerClient(test, 'slab_shop');
    setup = await readyToSell(seller);
    pictures = [await uploadPicture(test, seller), await uploadPicture(test, seller, 900, 1200)];
  });

  it('renders an eBay-like item page: title, price, pictures, condition with descriptors, specifics, seller', async () => {
    const { listingId } = await listCard(seller, setup, 'CARD1', gradedCard(pictures));
    const page = await test.http.get(`${MOUNT.www}/itm/${listingId}`);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain(
      '<title>2011 Topps Update Mike Trout #US175 RC PSA 10 | eBay</title>',
    );
    expect(page.text).toContain('<p class="price">US $25.00</p>');
    for (const picture of pictures) expect(page.text).toContain(`src="${picture}"`);
    expect(page.text).toContain('<tr><th scope="row">Condition</th><td>Graded</td></tr>');
    expect(page.text).toContain('<tr><th scope="row">Professional Grader</th><td>PSA</td></tr>');
    expect(page.text).toContain('<tr><th scope="row">Grade</th><td>10</td></tr>');
    expect(page.text).toContain(
      '<tr><th scope="row">Certification Number</th><td>12345678</td></tr>',
    );
    expect(page.text).toContain('<tr><th scope="row">Sport</th><td>Baseball</td></tr>');
    expect(page.text).toContain('<strong class="seller">slab_shop</strong>');
    expect(page.text).toContain('Shipping: US $4.99');
    expect(page.text).toContain('<iframe class="description" sandbox');
    expect(page.text).not.toContain('<p>2011 Topps Update Mike Trout rookie card');
  });

  it('shows a sold listing as sold, and an ended one as ended', async () => {
    const sold = await listCard(seller, setup, 'CARD1', gradedCard(pictures));
    const ended = await listCard(seller, setup, 'CARD2', gradedCard(pictures));
    expect(
      (await test.http.post(`${MOUNT.control}/purchases`).send({ listingId: sold.listingId }))
        .status,
    ).toBe(201);
    await seller.post(`${INVENTORY}/offer/${ended.offerId}/withdraw`);
    expect((await test.http.get(`${MOUNT.www}/itm/${sold.listingId}`)).text).toContain(
      'This item sold. 1 sold.',
    );
    expect((await test.http.get(`${MOUNT.www}/itm/${ended.listingId}`)).text).toContain(
      'This listing was ended by the seller.',
    );
  });

  it('answers 404 for an unknown item', async () => {
    const page = await test.http.get(`${MOUNT.www}/itm/123456789012`);
    expect(page.status).toBe(404);
    expect(page.type).toBe('text/html');
  });

  it('answers Browse getItem and getItemByLegacyId with the listing, its itemWebUrl being the page', async () => {
    const { listingId } = await listCard(seller, setup, 'CARD1', gradedCard(pictures));
    const token = await appToken(test.http);
    const item = await test.http
      .get(`${BROWSE}/item/${encodeURIComponent(`v1|${listingId}|0`)}`)
      .set('Authorization', `Bearer ${token}`);
    expect(item.status).toBe(200);
    assertMatchesSchema('buy_browse_v1_oas3.json', 'Item', item.body);
    expect(item.body).toMatchObject({
      itemId: `v1|${listingId}|0`,
      legacyItemId: listingId,
      price: { value: '25.00', currency: 'USD' },
      condition: 'Graded',
      conditionId: '2750',
      categoryId: '261328',
      image: { imageUrl: pictures[0] },
      additionalImages: [{ imageUrl: pictures[1] }],
      seller: { username: 'slab_shop' },
      itemLocation: { city: 'Chicago', postalCode: '60601', country: 'US' },
    });
    expect(item.body.localizedAspects).toContainEqual({
      type: 'STRING',
      name: 'Professional Grader',
      value: 'PSA',
    });
    const pageUrl = new URL(item.body.itemWebUrl);
    expect(pageUrl.pathname).toBe(`${MOUNT.www}/itm/${listingId}`);
    expect((await test.http.get(pageUrl.pathname)).status).toBe(200);

    const legacy = await test.http
      .get(`${BROWSE}/item/get_item_by_legacy_id`)
      .query({ legacy_item_id: listingId })
      .set('Authorization', `Bearer ${token}`);
    expect(legacy.body.itemId).toBe(`v1|${listingId}|0`);
  });

  it('does not find ended listings through Browse', async () => {
    const { listingId, offerId } = await listCard(seller, setup, 'CARD1', gradedCard(pictures));
    await seller.post(`${INVENTORY}/offer/${offerId}/withdraw`);
    const token = await appToken(test.http);
    const item = await test.http
      .get(`${BROWSE}/item/v1%7C${listingId}%7C0`)
      .set('Authorization', `Bearer ${token}`);
    expect(item.status).toBe(404);
    expect(item.body.errors[0].errorId).toBe(11001);
    const malformed = await test.http
      .get(`${BROWSE}/item/${listingId}`)
      .set('Authorization', `Bearer ${token}`);
    expect(malformed.body.errors[0].errorId).toBe(11012);
  });
});
