import { assertErrorEnvelope, assertMatchesSchema } from '../testing/openapi-schema';
import {
  errorIds,
  expectStatus,
  gradedCard,
  INVENTORY,
  listCard,
  readyToSell,
  sellerClient,
  type SellerClient,
  uploadPicture,
} from '../testing/selling';
import { createTestEmulator, MOUNT, type TestEmulator } from '../testing/test-emulator';

const SPEC = 'sell_inventory_v1_oas3.json';
const ITEM = gradedCard(['https://example.test/none.jpg']);

describe('Inventory API: inventory items', () => {
  let test: TestEmulator;
  let seller: SellerClient;

  beforeEach(async () => {
    test = createTestEmulator();
    seller = await sellerClient(test);
  });

  it('creates or replaces an item with 204 and answers it as InventoryItemWithSkuLocaleGroupid', async () => {
    expect((await seller.put(`${INVENTORY}/inventory_item/B12R03S045C7K2`, ITEM)).status).toBe(204);
    const item = await seller.get(`${INVENTORY}/inventory_item/B12R03S045C7K2`);
    expect(item.status).toBe(200);
    assertMatchesSchema(SPEC, 'InventoryItemWithSkuLocaleGroupid', item.body);
    expect(item.body).toMatchObject({
      sku: 'B12R03S045C7K2',
      locale: 'en_US',
      condition: 'LIKE_NEW',
      product: { aspects: { Sport: ['Baseball'] } },
      availability: { shipToLocationAvailability: { quantity: 1 } },
    });
    const replaced = await seller.put(`${INVENTORY}/inventory_item/B12R03S045C7K2`, {
      product: { title: 'Only a title' },
    });
    expect(replaced.status).toBe(204);
    const after = await seller.get(`${INVENTORY}/inventory_item/B12R03S045C7K2`);
    expect(after.body.condition).toBeUndefined();
    expect(after.body.product).toEqual({ title: 'Only a title' });
  });

  it('needs Content-Language and a SKU of at most 50 letters and digits', async () => {
    const noLanguage = await test.http
      .put(`${INVENTORY}/inventory_item/ABC1`)
      .set('Authorization', `Bearer ${seller.token}`)
      .send(ITEM);
    expect(noLanguage.status).toBe(400);
    assertErrorEnvelope(SPEC, noLanguage.body);
    expect(noLanguage.body.errors[0]).toMatchObject({ errorId: 25709, domain: 'API_INVENTORY' });
    for (const sku of ['B12-R03', 'B12_R03', 'A'.repeat(51), 'caf%C3%A9']) {
      const response = await seller.put(`${INVENTORY}/inventory_item/${sku}`, ITEM);
      expect(response.status).toBe(400);
      expect(errorIds(response)).toEqual([25707]);
    }
    expect((await seller.put(`${INVENTORY}/inventory_item/${'A'.repeat(50)}`, ITEM)).status).toBe(
      204,
    );
  });

  it('refuses malformed fields at once, but leaves missing ones to publish', async () => {
    const bad = await seller.put(`${INVENTORY}/inventory_item/ABC1`, { condition: 'UNGRADED' });
    expect(bad.status).toBe(400);
    expect(errorIds(bad)).toEqual([25709]);
    const long = await seller.put(`${INVENTORY}/inventory_item/ABC1`, {
      product: { title: 'x'.repeat(81) },
    });
    expect(errorIds(long)).toEqual([25016]);
    expect((await seller.put(`${INVENTORY}/inventory_item/ABC1`, {})).status).toBe(204);
  });

  it('answers 404 (25710) for an unknown SKU, and keeps accounts apart', async () => {
    await seller.put(`${INVENTORY}/inventory_item/ABC1`, ITEM);
    const other = await sellerClient(test, 'other_dealer');
    const missing = await other.get(`${INVENTORY}/inventory_item/ABC1`);
    expect(missing.status).toBe(404);
    expect(errorIds(missing)).toEqual([25710]);
  });

  it('lists items page by page (offset is a page number)', async () => {
    for (const sku of ['SKU1', 'SKU2', 'SKU3'])
      await seller.put(`${INVENTORY}/inventory_item/${sku}`, ITEM);
    const page = await seller.get(`${INVENTORY}/inventory_item`, { limit: '2', offset: '1' });
    expect(page.status).toBe(200);
    assertMatchesSchema(SPEC, 'InventoryItems', page.body);
    expect(page.body).toMatchObject({ total: 3, size: 1, limit: 2 });
    expect(page.body.inventoryItems.map((item: { sku: string }) => item.sku)).toEqual(['SKU3']);
    expect(new URL(page.body.prev).searchParams.get('offset')).toBe('0');
    expect((await seller.get(`${INVENTORY}/inventory_item`, { limit: '201' })).status).toBe(400);
  });

  it('deletes an item with its offers and ends its listing', async () => {
    const setup = await readyToSell(seller);
    const picture = await uploadPicture(test, seller);
    const { offerId, listingId } = await listCard(seller, setup, 'TROUT1', gradedCard([picture]));
    expect((await seller.delete(`${INVENTORY}/inventory_item/TROUT1`)).status).toBe(204);
    expect((await seller.get(`${INVENTORY}/offer/${offerId}`)).status).toBe(404);
    const page = await test.http.get(`${MOUNT.www}/itm/${listingId}`);
    expect(page.text).toContain('This listing was ended by the seller.');
    expect((await seller.delete(`${INVENTORY}/inventory_item/TROUT1`)).status).toBe(404);
  });

  it('creates items in bulk (at most 25), each with its own status, 207 when some fail', async () => {
    const requests = [
      { sku: 'BULK1', locale: 'en_US', ...ITEM },
      { sku: 'BULK-2', locale: 'en_US', ...ITEM },
    ];
    const response = await seller.post(`${INVENTORY}/bulk_create_or_replace_inventory_item`, {
      requests,
    });
    expect(response.status).toBe(207);
    assertMatchesSchema(SPEC, 'BulkInventoryItemResponse', response.body);
    expect(response.body.responses).toEqual([
      { sku: 'BULK1', locale: 'en_US', statusCode: 200 },
      expect.objectContaining({
        sku: 'BULK-2',
        statusCode: 400,
        errors: [expect.objectContaining({ errorId: 25707 })],
      }),
    ]);
    const allGood = await seller.post(`${INVENTORY}/bulk_create_or_replace_inventory_item`, {
      requests: [requests[0]],
    });
    expect(allGood.status).toBe(200);
    const tooMany = Array.from({ length: 26 }, (_, index) => ({
      sku: `MANY${index}`,
      locale: 'en_US',
      ...ITEM,
    }));
    const refused = await seller.post(`${INVENTORY}/bulk_create_or_replace_inventory_item`, {
      requests: tooMany,
    });
    expect(refused.status).toBe(400);
    expect(errorIds(refused)).toEqual([25727]);
    const twice = await seller.post(`${INVENTORY}/bulk_create_or_replace_inventory_item`, {
      requests: [requests[0], requests[0]],
    });
    expect(errorIds(twice)).toEqual([25728]);
  });

  it('gets items in bulk, 404 per missing SKU', async () => {
    await seller.put(`${INVENTORY}/inventory_item/GET1`, ITEM);
    const response = await seller.post(`${INVENTORY}/bulk_get_inventory_item`, {
      requests: [{ sku: 'GET1' }, { sku: 'NOPE' }],
    });
    expect(response.status).toBe(207);
    assertMatchesSchema(SPEC, 'BulkGetInventoryItemResponse', response.body);
    expect(
      response.body.responses.map((entry: { statusCode: number }) => entry.statusCode),
    ).toEqual([200, 404]);
    expect(response.body.responses[0].inventoryItem.sku).toBe('GET1');
    const tooMany = Array.from({ length: 26 }, (_, index) => ({ sku: `S${index}` }));
    expect(
      errorIds(await seller.post(`${INVENTORY}/bulk_get_inventory_item`, { requests: tooMany })),
    ).toEqual([25727]);
  });

  it('revises a live listing when its item is replaced, and refuses a revision publish would refuse', async () => {
    const setup = await readyToSell(seller);
    const picture = await uploadPicture(test, seller);
    const { listingId } = await listCard(seller, setup, 'LIVE1', gradedCard([picture]));
    const retitled = gradedCard([picture], {
      product: {
        ...gradedCard([picture]).product,
        title: '2011 Topps Update Mike Trout #US175 PSA 10 Gem',
      },
    });
    expectStatus(await seller.put(`${INVENTORY}/inventory_item/LIVE1`, retitled), 204);
    expect((await test.http.get(`${MOUNT.www}/itm/${listingId}`)).text).toContain('PSA 10 Gem');
    const ungraded = await seller.put(`${INVENTORY}/inventory_item/LIVE1`, {
      ...retitled,
      conditionDescriptors: [],
    });
    expect(ungraded.status).toBe(400);
    expect(ungraded.body.errors[0]).toMatchObject({
      errorId: 25021,
      message: 'Professional Grader (27501) is a required field.',
    });
    expect(
      (await seller.get(`${INVENTORY}/inventory_item/LIVE1`)).body.conditionDescriptors,
    ).toHaveLength(3);
  });

  it('refuses a product.description over the contract maximum of 4000 on PUT and per bulk entry (25709)', async () => {
    const withDescription = (description: string) => ({
      ...ITEM,
      product: { ...ITEM.product, description },
    });
    const longest = `<p>${'x'.repeat(3993)}</p>`;
    expect(longest).toHaveLength(4000);
    expect(
      (await seller.put(`${INVENTORY}/inventory_item/DESC1`, withDescription(longest))).status,
    ).toBe(204);
    const tooLong = await seller.put(
      `${INVENTORY}/inventory_item/DESC2`,
      withDescription(`${longest}x`),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0]).toMatchObject({
      errorId: 25709,
      parameters: [{ name: 'fieldName', value: 'product.description' }],
    });
    expect((await seller.get(`${INVENTORY}/inventory_item/DESC2`)).status).toBe(404);
    const bulk = await seller.post(`${INVENTORY}/bulk_create_or_replace_inventory_item`, {
      requests: [
        { sku: 'DESC3', locale: 'en_US', ...withDescription(longest) },
        { sku: 'DESC4', locale: 'en_US', ...withDescription(`${longest}x`) },
      ],
    });
    expect(bulk.status).toBe(207);
    expect(bulk.body.responses.map((entry: { statusCode: number }) => entry.statusCode)).toEqual([
      200, 400,
    ]);
    expect(bulk.body.responses[1].errors[0].errorId).toBe(25709);
  });
});
