import { Inject, Injectable } from '@nestjs/common';
import { strFromU8, unzipSync } from 'fflate';
import type { FeedApi } from '@pennant/ebay-openapi';
import {
  createEbayApiClient,
  EBAY_ENDPOINTS,
  EbayApiError,
  type EbayEndpoints,
} from '../../../integrations/ebay';
import { EbayConnectionService } from '../../auth';

const REPORT_TYPE = 'LMS_ACTIVE_INVENTORY_REPORT';
const POLL_EVERY_MS = 5_000;
/** eBay usually has the report within minutes; a reconciliation waits at most this long. */
const REPORT_WAIT_MS = 15 * 60_000;

/** What eBay lists as active for the seller: SKUs and item ids. */
export interface ActiveInventory {
  skus: Set<string>;
  itemIds: Set<string>;
}

/**
 * eBay's active inventory report (Feed API, LMS_ACTIVE_INVENTORY_REPORT): one task per seller
 * that eBay fills, then a file listing every active SKU and item. Polling getOffers for thousands
 * of listings would cost a call each; the report costs three.
 */
@Injectable()
export class ActiveInventoryReport {
  constructor(
    @Inject(EBAY_ENDPOINTS) private readonly endpoints: EbayEndpoints,
    private readonly connections: EbayConnectionService,
  ) {}

  async read(dealerId: string, sleep = defaultSleep): Promise<ActiveInventory> {
    const feed = createEbayApiClient<FeedApi.paths>(
      'feed',
      this.connections.accessTokenSource(dealerId),
      { endpoints: this.endpoints },
    );
    const created = await feed.POST('/inventory_task', {
      body: { feedType: REPORT_TYPE, schemaVersion: '1.0' },
      params: { header: { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_US' } },
    } as never);
    if (!created.response.ok) throw EbayApiError.fromAnswer(created.response, created.error);
    const taskId = created.response.headers.get('location')?.split('/').pop();
    if (!taskId) throw new EbayApiError(created.response.status, [], 'eBay gave no report task id');
    const deadline = Date.now() + REPORT_WAIT_MS;
    for (;;) {
      const { data, error, response } = await feed.GET('/inventory_task/{task_id}', {
        params: { path: { task_id: taskId } },
      });
      if (!data) throw EbayApiError.fromAnswer(response, error);
      if (data.status === 'COMPLETED' || data.status === 'COMPLETED_WITH_ERROR') break;
      if (data.status === 'FAILED')
        throw new EbayApiError(200, [], 'eBay could not make the report');
      if (Date.now() > deadline)
        throw new EbayApiError(200, [], 'eBay did not finish the report in time');
      await sleep(POLL_EVERY_MS);
    }
    const file = await feed.GET('/task/{task_id}/download_result_file', {
      params: { path: { task_id: taskId } },
      parseAs: 'arrayBuffer',
    });
    if (!file.response.ok) throw EbayApiError.fromAnswer(file.response, file.error);
    return parseActiveInventory(reportText(new Uint8Array(file.data as ArrayBuffer)));
  }
}

/** eBay sends the report as a ZIP holding one XML file; a plain file is read as it is. */
export function reportText(bytes: Uint8Array): string {
  const zipped = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!zipped) return strFromU8(bytes);
  const files = unzipSync(bytes);
  const name =
    Object.keys(files).find((entry) => /\.(xml|csv|txt)$/i.test(entry)) ?? Object.keys(files)[0];
  return name ? strFromU8(files[name]) : '';
}

/**
 * The report's SKUs and item ids. eBay's file is XML (`<SKUDetails><SKU>..</SKU><ItemID>..`);
 * a CSV with SKU and item id columns is read too.
 */
export function parseActiveInventory(text: string): ActiveInventory {
  const skus = new Set<string>();
  const itemIds = new Set<string>();
  if (text.trimStart().startsWith('<')) {
    for (const match of text.matchAll(/<SKU>\s*([^<\s]+)\s*<\/SKU>/gi)) skus.add(match[1]);
    for (const match of text.matchAll(/<ItemID>\s*([^<\s]+)\s*<\/ItemID>/gi)) itemIds.add(match[1]);
    return { skus, itemIds };
  }
  const [header, ...rows] = text.split(/\r?\n/).filter((line) => line.trim());
  const columns = (header ?? '').split(',').map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z]/g, ''),
  );
  const skuAt = columns.indexOf('sku');
  const itemAt = columns.findIndex((name) => name === 'itemid' || name === 'listingid');
  for (const row of rows) {
    const cells = row.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
    if (skuAt >= 0 && cells[skuAt]) skus.add(cells[skuAt]);
    if (itemAt >= 0 && cells[itemAt]) itemIds.add(cells[itemAt]);
  }
  return { skus, itemIds };
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
