import { gunzipSync } from 'node:zlib';
import { unzipStored } from '../core/zip';
import { assertErrorEnvelope, assertMatchesSchema } from '../testing/openapi-schema';
import {
  errorIds,
  expectStatus,
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

  function downloadFile(taskId: string) {
    return test.http
      .get(`${FEED}/task/${taskId}/download_result_file`)
      .set('Authorization', `Bearer ${seller.token}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  }

  /** The download is read as bytes: an error's envelope is parsed here. */
  function fileErrorIds(bytes: Buffer): number[] {
    const body = JSON.parse(bytes.toString('utf8')) as { errors: { errorId: number }[] };
    assertErrorEnvelope(SPEC, body);
    return body.errors.map((error) => error.errorId);
  }

  async function download(taskId: string): Promise<string> {
    const file = await downloadFile(taskId);
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

  describe('as the control API sets it (POST /feed)', () => {
    const feedControl = (settings: Record<string, unknown>) =>
      test.http.post(`${MOUNT.control}/feed`).send(settings);

    async function createTask(): Promise<string> {
      const created = expectStatus(await seller.post(`${FEED}/inventory_task`, REPORT), 202);
      return new URL(created.headers.location).pathname.split('/').pop() as string;
    }

    it.each([
      ['gzip', '.xml.gz', (bytes: Buffer) => gunzipSync(bytes).toString('utf8')],
      ['none', '.xml', (bytes: Buffer) => bytes.toString('utf8')],
    ])(
      'serves the report %s compressed, named with its extension',
      async (compression, extension, read) => {
        const live = await listCard(seller, setup, 'LIVE1', gradedCard([picture]));
        expect((await feedControl({ compression })).status).toBe(200);
        const taskId = await createTask();
        const file = await downloadFile(taskId);
        expect(file.status).toBe(200);
        expect(file.headers['content-disposition']).toBe(
          `attachment; filename="${taskId}_ActiveInventoryReport${extension}"`,
        );
        const xml = read(file.body as Buffer);
        expect(xml).toContain(`<SKU>LIVE1</SKU>\n      <ItemID>${live.listingId}</ItemID>`);
      },
    );

    it('keeps a task QUEUED, then IN_PROCESS, on its clock; no file and no second task meanwhile', async () => {
      await listCard(seller, setup, 'LIVE1', gradedCard([picture]));
      await feedControl({ queuedSeconds: 60, inProcessSeconds: 120 });
      const taskId = await createTask();
      const statusOf = async () => (await seller.get(`${FEED}/inventory_task/${taskId}`)).body;
      const queued = await statusOf();
      assertMatchesSchema(SPEC, 'InventoryTask', queued);
      expect(queued.status).toBe('QUEUED');
      // completionDate only once the task has ended.
      expect(queued).not.toHaveProperty('completionDate');
      const early = await downloadFile(taskId);
      expect(early.status).toBe(404);
      expect(fileErrorIds(early.body)).toEqual([160014]);
      const second = await seller.post(`${FEED}/inventory_task`, REPORT);
      expect(second.status).toBe(409);
      assertErrorEnvelope(SPEC, second.body);
      expect(second.body.errors[0]).toMatchObject({ errorId: 160024, category: 'BUSINESS' });

      test.emulator.clock.advance(60);
      expect((await statusOf()).status).toBe('IN_PROCESS');
      test.emulator.clock.advance(120);
      const done = await statusOf();
      expect(done).toMatchObject({ status: 'COMPLETED', completionDate: expect.any(String) });
      expect(await download(taskId)).toContain('<SKU>LIVE1</SKU>');
      expectStatus(await seller.post(`${FEED}/inventory_task`, REPORT), 202);
    });

    it('ends a task COMPLETED_WITH_ERROR with part of the report, or FAILED with no file', async () => {
      for (const sku of ['A1', 'A2', 'A3', 'A4'])
        await listCard(seller, setup, sku, gradedCard([picture]));
      await feedControl({ outcome: 'COMPLETED_WITH_ERROR' });
      const partialTask = await createTask();
      expect((await seller.get(`${FEED}/inventory_task/${partialTask}`)).body.status).toBe(
        'COMPLETED_WITH_ERROR',
      );
      const partial = await download(partialTask);
      expect(partial.match(/<SKUDetails>/g)).toHaveLength(2);

      await feedControl({ outcome: 'FAILED' });
      const failedTask = await createTask();
      expect((await seller.get(`${FEED}/inventory_task/${failedTask}`)).body.status).toBe('FAILED');
      expect(fileErrorIds((await downloadFile(failedTask)).body)).toEqual([160014]);
    });

    it('refuses the next tasks with 409 160024 or 160025 as many times as asked', async () => {
      await feedControl({ refuse: { errorId: 160025, count: 2 } });
      await feedControl({ refuse: { errorId: 160024 } });
      for (const errorId of [160025, 160025, 160024]) {
        const refused = await seller.post(`${FEED}/inventory_task`, REPORT);
        expect(refused.status).toBe(409);
        assertErrorEnvelope(SPEC, refused.body);
        expect(errorIds(refused)).toEqual([errorId]);
      }
      expectStatus(await seller.post(`${FEED}/inventory_task`, REPORT), 202);
    });

    it('serves a damaged file when asked: empty, cut in half, or listing nothing', async () => {
      await listCard(seller, setup, 'LIVE1', gradedCard([picture]));
      await feedControl({ compression: 'none', fileFault: 'empty' });
      const empty = await downloadFile(await createTask());
      expect(empty.status).toBe(200);
      expect((empty.body as Buffer).length).toBe(0);
      await feedControl({ fileFault: 'truncated' });
      const cut = (await downloadFile(await createTask())).body as Buffer;
      expect(cut.toString('utf8')).not.toContain('</BulkDataExchangeResponses>');
      // Whole and well formed, but listing nothing though the seller has a live listing.
      await feedControl({ fileFault: 'no-listings' });
      const none = ((await downloadFile(await createTask())).body as Buffer).toString('utf8');
      expect(none).toContain('</BulkDataExchangeResponses>');
      expect(none).not.toContain('<SKUDetails>');
    });

    it('shows, refuses nonsense in, and resets its settings', async () => {
      for (const body of [
        { compression: 'rar' },
        { queuedSeconds: -1 },
        { outcome: 'DONE' },
        { fileFault: 'lost' },
        { refuse: { errorId: 160001 } },
        { refuse: { errorId: 160024, count: 0 } },
      ]) {
        const refused = await feedControl(body);
        expect(refused.status).toBe(400);
        expect(refused.body.error).toEqual(expect.any(String));
      }
      await feedControl({ compression: 'gzip', outcome: 'FAILED' });
      expect((await test.http.get(`${MOUNT.control}/feed`)).body).toMatchObject({
        compression: 'gzip',
        outcome: 'FAILED',
      });
      expect((await test.http.delete(`${MOUNT.control}/feed`)).status).toBe(204);
      expect((await test.http.get(`${MOUNT.control}/feed`)).body).toEqual({
        compression: 'zip',
        queuedSeconds: 0,
        inProcessSeconds: 0,
        outcome: 'COMPLETED',
        fileFault: null,
        refusals: [],
      });
    });
  });
});
