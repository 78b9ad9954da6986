import { Inject, Injectable } from '@nestjs/common';
import { gunzipSync, strFromU8, unzipSync } from 'fflate';
import type { FeedApi } from '@pennant/ebay-openapi';
import {
  createEbayApiClient,
  EBAY_ENDPOINTS,
  EbayApiError,
  type EbayEndpoints,
} from '../../../integrations/ebay';
import { isDecimalString } from '../../../common';
import { EbayConnectionService } from '../../auth';

const REPORT_TYPE = 'LMS_ACTIVE_INVENTORY_REPORT';
const POLL_EVERY_MS = 5_000;
/** eBay usually has the report within minutes; a reconciliation waits at most this long. */
const REPORT_WAIT_MS = 15 * 60_000;
/** Still being made (FeedStatusEnum): wait. */
const RUNNING = ['CREATED', 'QUEUED', 'IN_PROCESS'];
/** 409: a task of the seller is already queued or running; the period's limit of tasks is reached. */
const TOO_MANY_TASKS = 160024;
const PERIOD_LIMIT = 160025;

type FeedClient = ReturnType<typeof createEbayApiClient<FeedApi.paths>>;

/** What eBay lists as active for the seller: SKUs and item ids, each SKU's price, and when eBay made the list. */
export interface ActiveInventory {
  skus: Set<string>;
  itemIds: Set<string>;
  /** The price each SKU asks on eBay ("12.50"), where the report gives one. */
  prices: Map<string, string>;
  /** The report's Timestamp; null when it gives none. */
  reportedAt: Date | null;
}

/**
 * A report to reconcile from, or why there is none this time. Only a whole report (COMPLETED) that was read
 * is usable: anything else must end no listing.
 */
export type ReportReading =
  { usable: true; inventory: ActiveInventory } | { usable: false; reason: string };

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

  async read(dealerId: string, sleep = defaultSleep): Promise<ReportReading> {
    const feed = createEbayApiClient<FeedApi.paths>(
      'feed',
      this.connections.accessTokenSource(dealerId),
      { endpoints: this.endpoints },
    );
    const started = await startTask(feed);
    if ('reason' in started) return { usable: false, reason: started.reason };
    const status = await finalStatus(feed, started.taskId, sleep);
    if (status !== 'COMPLETED')
      return {
        usable: false,
        reason: `eBay's report ended ${status}: only a COMPLETED one is whole`,
      };
    const file = await feed.GET('/task/{task_id}/download_result_file', {
      params: { path: { task_id: started.taskId } },
      parseAs: 'arrayBuffer',
    });
    if (!file.response.ok) throw EbayApiError.fromAnswer(file.response, file.error);
    return readReportFile(new Uint8Array(file.data as ArrayBuffer));
  }
}

/**
 * A new report task; when eBay is already making one for the seller (409 160024, say a run that gave up
 * waiting), that one is followed. The period's limit (160025) leaves nothing to read until it passes.
 */
async function startTask(feed: FeedClient): Promise<{ taskId: string } | { reason: string }> {
  const created = await feed.POST('/inventory_task', {
    body: { feedType: REPORT_TYPE, schemaVersion: '1.0' },
    params: { header: { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_US' } },
  } as never);
  if (created.response.status === 409) {
    const refusal = EbayApiError.fromAnswer(created.response, created.error);
    if (refusal.firstErrorId === TOO_MANY_TASKS) {
      const running = await runningTaskId(feed);
      if (running) return { taskId: running };
    }
    if (refusal.firstErrorId === TOO_MANY_TASKS || refusal.firstErrorId === PERIOD_LIMIT)
      return { reason: `eBay made no report: ${refusal.message}` };
    throw refusal;
  }
  if (!created.response.ok) throw EbayApiError.fromAnswer(created.response, created.error);
  const taskId = created.response.headers.get('location')?.split('/').pop();
  if (!taskId) throw new EbayApiError(created.response.status, [], 'eBay gave no report task id');
  return { taskId };
}

/** The newest report task of the last day that eBay is still making for the whole inventory. */
async function runningTaskId(feed: FeedClient): Promise<string | undefined> {
  const { data, error, response } = await feed.GET('/inventory_task', {
    params: { query: { feed_type: REPORT_TYPE, look_back_days: '1', limit: '100' } },
  } as never);
  if (!data) throw EbayApiError.fromAnswer(response, error);
  const tasks = (data as FeedApi.components['schemas']['InventoryTaskCollection']).tasks ?? [];
  return tasks
    .filter((task) => RUNNING.includes(task.status ?? '') && !task.filterCriteria?.listingFormat)
    .sort((a, b) => (b.creationDate ?? '').localeCompare(a.creationDate ?? ''))[0]?.taskId;
}

/** Waits for eBay to finish the task; its final status. FAILED, or no end in time, is an error to retry. */
async function finalStatus(
  feed: FeedClient,
  taskId: string,
  sleep: (ms: number) => Promise<void>,
): Promise<string> {
  const deadline = Date.now() + REPORT_WAIT_MS;
  for (;;) {
    const { data, error, response } = await feed.GET('/inventory_task/{task_id}', {
      params: { path: { task_id: taskId } },
    });
    if (!data) throw EbayApiError.fromAnswer(response, error);
    const status = data.status ?? '';
    if (status === 'FAILED') throw new EbayApiError(200, [], 'eBay could not make the report');
    if (!RUNNING.includes(status)) return status;
    if (Date.now() > deadline)
      throw new EbayApiError(200, [], 'eBay did not finish the report in time');
    await sleep(POLL_EVERY_MS);
  }
}

/** The file's listings, or why it cannot be trusted: one that cannot be unpacked or is not a whole report. */
export function readReportFile(bytes: Uint8Array): ReportReading {
  let text: string;
  try {
    text = reportText(bytes);
  } catch (error) {
    return { usable: false, reason: `eBay's report could not be unpacked: ${String(error)}` };
  }
  const inventory = parseActiveInventory(text);
  return inventory
    ? { usable: true, inventory }
    : { usable: false, reason: "eBay's report could not be read: it is not a whole report" };
}

/**
 * The report's text. The Feed contract serves "a compressed or uncompressed CSV, XML, or JSON file" (csv.gz for
 * one): a ZIP holding one file (what eBay sends for this report), gzip, or the file itself.
 */
export function reportText(bytes: Uint8Array): string {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return strFromU8(gunzipSync(bytes));
  const zipped = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!zipped) return strFromU8(bytes);
  const files = unzipSync(bytes);
  const name =
    Object.keys(files).find((entry) => /\.(xml|csv|txt)$/i.test(entry)) ?? Object.keys(files)[0];
  return name ? strFromU8(files[name]) : '';
}

/**
 * The report's SKUs and item ids. eBay's file is XML (`<SKUDetails><SKU>..</SKU><ItemID>..`);
 * a CSV with SKU and item id columns is read too. Undefined when the text is not a whole report: XML without
 * its closing `</ActiveInventoryReport>` (cut short) or with an Ack other than Success, a CSV without a SKU or
 * item id column, anything else.
 */
export function parseActiveInventory(text: string): ActiveInventory | undefined {
  const trimmed = text.trim();
  if (trimmed.startsWith('<')) return parseXml(trimmed);
  return parseCsv(trimmed);
}

function parseXml(text: string): ActiveInventory | undefined {
  if (!/<ActiveInventoryReport[\s>][\s\S]*<\/ActiveInventoryReport>/i.test(text)) return undefined;
  const ack = /<Ack>\s*([^<\s]*)\s*<\/Ack>/i.exec(text)?.[1];
  if (ack !== undefined && ack !== 'Success') return undefined;
  const skus = new Set<string>();
  const itemIds = new Set<string>();
  const prices = new Map<string, string>();
  for (const match of text.matchAll(/<SKU>\s*([^<\s]+)\s*<\/SKU>/gi)) skus.add(match[1]);
  for (const match of text.matchAll(/<ItemID>\s*([^<\s]+)\s*<\/ItemID>/gi)) itemIds.add(match[1]);
  for (const [, details] of text.matchAll(/<SKUDetails>([\s\S]*?)<\/SKUDetails>/gi)) {
    const sku = xmlValue(details, 'SKU');
    const price = xmlValue(details, 'Price');
    if (sku && price && isDecimalString(price)) prices.set(sku, price);
  }
  return { skus, itemIds, prices, reportedAt: dateOrNull(xmlValue(text, 'Timestamp')) };
}

/** The text of the first `<name …>text</name>` in the XML, trimmed. */
function xmlValue(xml: string, name: string): string | undefined {
  return new RegExp(`<${name}(?:\\s[^>]*)?>\\s*([^<]*?)\\s*</${name}>`, 'i').exec(xml)?.[1];
}

function dateOrNull(text: string | undefined): Date | null {
  const date = text ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

function parseCsv(text: string): ActiveInventory | undefined {
  const [header, ...rows] = text.split(/\r?\n/).filter((line) => line.trim());
  const columns = (header ?? '').split(',').map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z]/g, ''),
  );
  const skuAt = columns.indexOf('sku');
  const itemAt = columns.findIndex((name) => name === 'itemid' || name === 'listingid');
  const priceAt = columns.indexOf('price');
  if (skuAt < 0 && itemAt < 0) return undefined;
  const skus = new Set<string>();
  const itemIds = new Set<string>();
  const prices = new Map<string, string>();
  for (const row of rows) {
    const cells = row.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
    if (skuAt >= 0 && cells[skuAt]) skus.add(cells[skuAt]);
    if (itemAt >= 0 && cells[itemAt]) itemIds.add(cells[itemAt]);
    const price = priceAt >= 0 ? cells[priceAt] : undefined;
    if (skuAt >= 0 && cells[skuAt] && price && isDecimalString(price))
      prices.set(cells[skuAt], price);
  }
  return { skus, itemIds, prices, reportedAt: null };
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
