import { assertMatchesSchema } from '../testing/openapi-schema';
import { errorIds, INVENTORY, sellerClient, type SellerClient } from '../testing/selling';
import { createTestEmulator } from '../testing/test-emulator';

const SPEC = 'sell_inventory_v1_oas3.json';
const WAREHOUSE = {
  location: { address: { postalCode: '60601', country: 'US' } },
  locationTypes: ['WAREHOUSE'],
  name: 'Card room',
};

describe('Inventory API: locations', () => {
  let seller: SellerClient;

  beforeEach(async () => {
    seller = await sellerClient(createTestEmulator());
  });

  it('creates a location (204), refuses it twice (409), and answers it as InventoryLocationResponse', async () => {
    expect((await seller.post(`${INVENTORY}/location/warehouse-1`, WAREHOUSE)).status).toBe(204);
    const again = await seller.post(`${INVENTORY}/location/warehouse-1`, WAREHOUSE);
    expect(again.status).toBe(409);
    expect(errorIds(again)).toEqual([25803]);
    const location = await seller.get(`${INVENTORY}/location/warehouse-1`);
    assertMatchesSchema(SPEC, 'InventoryLocationResponse', location.body);
    expect(location.body).toMatchObject({
      merchantLocationKey: 'warehouse-1',
      merchantLocationStatus: 'ENABLED',
      location: { address: { postalCode: '60601', country: 'US' } },
    });
  });

  it('lists, disables, enables and deletes', async () => {
    await seller.post(`${INVENTORY}/location/a1`, WAREHOUSE);
    await seller.post(`${INVENTORY}/location/b2`, {
      ...WAREHOUSE,
      merchantLocationStatus: 'DISABLED',
    });
    const list = await seller.get(`${INVENTORY}/location`, { limit: '1', offset: '1' });
    assertMatchesSchema(SPEC, 'LocationResponse', list.body);
    expect(list.body).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(list.body.locations[0].merchantLocationKey).toBe('b2');
    expect((await seller.post(`${INVENTORY}/location/a1/disable`)).status).toBe(200);
    expect((await seller.get(`${INVENTORY}/location/a1`)).body.merchantLocationStatus).toBe(
      'DISABLED',
    );
    expect((await seller.post(`${INVENTORY}/location/a1/enable`)).status).toBe(200);
    expect((await seller.get(`${INVENTORY}/location/a1`)).body.merchantLocationStatus).toBe(
      'ENABLED',
    );
    expect((await seller.delete(`${INVENTORY}/location/a1`)).status).toBe(204);
    const gone = await seller.get(`${INVENTORY}/location/a1`);
    expect(gone.status).toBe(404);
    expect(errorIds(gone)).toEqual([25805]);
    expect((await seller.post(`${INVENTORY}/location/a1/enable`)).status).toBe(404);
  });

  it('needs a warehouse address eBay can place, and a key of at most 36 characters', async () => {
    const noCountry = await seller.post(`${INVENTORY}/location/x1`, {
      location: { address: { postalCode: '60601' } },
    });
    expect(errorIds(noCountry)).toEqual([25801]);
    const cityOnly = await seller.post(`${INVENTORY}/location/x1`, {
      location: { address: { city: 'Chicago', country: 'US' } },
    });
    expect(errorIds(cityOnly)).toEqual([25801]);
    const cityAndState = await seller.post(`${INVENTORY}/location/x1`, {
      location: { address: { city: 'Chicago', stateOrProvince: 'IL', country: 'US' } },
    });
    expect(cityAndState.status).toBe(204);
    expect(
      errorIds(await seller.post(`${INVENTORY}/location/${'k'.repeat(37)}`, WAREHOUSE)),
    ).toEqual([25800]);
  });
});
