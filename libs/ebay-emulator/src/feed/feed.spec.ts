import { unzipStored } from '../core/zip';
import { assertErrorEnvelope, assertMatchesSchema } from '../testing/openapi-schema';
import {
  errorIds,
  FEED,
  fixedPriceOffer,
  gradedCard,
  INVENTORY,
  listCard,
  sellingTest,
  type SellerClient,
  type SellingSetup,
} from '../testing/selling';
import { MOUNT, type TestEmulator } from '../testing/test-emulator';

const SPEC = 'sell_feed_v1_oas3.json';
const REPORT = { feedType: 'LMS_ACTIVE_INVENTORY_REPORT', schemaVersion: '1.0' };

describe('Feed API: LMS_ACTIVE_INVENTORY_REPORT', () => {
  let test: TestEmulator;
  let seller: SellerClient;
  let setup: SellingSetup;
  let picture: string;

  beforeEach(async () => {
    ({ test, seller, setup, picture } = await sellingTest());
  });

  async function download(taskId: string): Promise<string> {
    const file = await test.http
      .get(`${FEED}/task/${taskId}/download_result_file`)
      .set('Authorization', `Bearer ${seller.token}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${taskId}_ActiveInventoryReport.zip"`,
    );
    const entries = unzipStored(file.body as Buffer);
    expect(entries.map((entry) => entry.name)).toEqual([`${taskId}_ActiveInventoryReport.xml`]);
    return entries[0].data.toString('utf8');
  }

  it('runs the inventory task flow and reports the active listings (SKU, item id, price, quantity)', async () => {
    const live = await listCard(seller, setup, 'LIVE1', gradedCard([picture]));
    const sold = await listCard(seller, setup, 'SOLD1', gradedCard([picture]));
    await test.http.post(`${MOUNT.control}/purchases`).send({ listingId: sold.listingId });
    await seller.put(`${INVENTORY}/inventory_item/DRAFT1`, gradedCard([picture]));
    await seller.post(`${INVENTORY}/offer`, fixedPriceOffer('DRAFT1', setup));

    const created = await seller.post(`${FEED}/inventory_task`, REPORT);
    expect(created.status).toBe(202);
    const taskPath = new URL(created.headers.location).pathname;
    expect(taskPath).toMatch(/\/sell\/feed\/v1\/inventory_task\/task-2-\d+$/);
    const task = await seller.get(taskPath);
    assertMatchesSchema(SPEC, 'InventoryTask', task.body);
    expect(task.body).toMatchObject({
      status: 'COMPLETED',
      feedType: 'LMS_ACTIVE_INVENTORY_REPORT',
      schemaVersion: '1.0',
    });

    const xml = await download(task.body.taskId);
    expect(xml).toContain('<ActiveInventoryReport>');
    expect(xml).toContain(
      `<SKUDetails>\n      <SKU>LIVE1</SKU>\n      <ItemID>${live.listingId}</ItemID>\n      <Price currencyID="USD">25.00</Price>\n      <Quantity>1</Quantity>\n    </SKUDetails>`,
    );
    expect(xml).not.toContain('SOLD1');
    expect(xml).not.toContain('DRAFT1');

    const list = await seller.get(`${FEED}/inventory_task`, {
      feed_type: 'LMS_ACTIVE_INVENTORY_REPORT',
    });
    assertMatchesSchema(SPEC, 'InventoryTaskCollection', list.body);
    expect(list.body.tasks.map((entry: { taskId: string }) => entry.taskId)).toEqual([
      task.body.taskId,
    ]);
  });

  it('filters the report by listing format', async () => {
    await listCard(seller, setup, 'FIXED1', gradedCard([picture]));
    const created = await seller.post(`${FEED}/inventory_task`, {
      ...REPORT,
      filterCriteria: { listingFormat: 'AUCTION' },
    });
    const taskId = new URL(created.headers.location).pathname.split('/').pop() as string;
    expect(await download(taskId)).not.toContain('<SKUDetails>');
  });

  it('refuses a bad feed type, schema version or missing marketplace header, and unknown tasks', async () => {
    expect(
      errorIds(
        await seller.post(`${FEED}/inventory_task`, { ...REPORT, feedType: 'LMS_ORDER_REPORT' }),
      ),
    ).toEqual([160017]);
    expect(
      errorIds(await seller.post(`${FEED}/inventory_task`, { ...REPORT, schemaVersion: '2' })),
    ).toEqual([160018]);
    const noHeader = await test.http
      .post(`${FEED}/inventory_task`)
      .set('Authorization', `Bearer ${seller.token}`)
      .send(REPORT);
    expect(errorIds(noHeader)).toEqual([160027]);
    const missing = await seller.get(`${FEED}/inventory_task/task-2-1`);
    expect(missing.status).toBe(404);
    assertErrorEnvelope(SPEC, missing.body);
    expect(errorIds(missing)).toEqual([160003]);
    expect(errorIds(await seller.get(`${FEED}/inventory_task`))).toEqual([160004]);
    expect(
      errorIds(
        await seller.get(`${FEED}/inventory_task`, {
          feed_type: 'LMS_ACTIVE_INVENTORY_REPORT',
          limit: '10',
          offset: '5',
        }),
      ),
    ).toEqual([160029]);
  });
});
