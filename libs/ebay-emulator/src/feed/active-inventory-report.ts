import { gzipSync } from 'node:zlib';
import { escapeHtml } from '../core/html';
import { formatCents } from '../core/money';
import { zipStored } from '../core/zip';
import type { FeedTask } from './feed-task';
import type {
  ActiveInventoryRow,
  FeedTaskRecord,
  OfferFormat,
  SellerRecord,
} from '../selling/records';

/**
 * LMS_ACTIVE_INVENTORY_REPORT as eBay's Merchant Data reference documents it: an XML
 * ActiveInventoryReport with one SKUDetails (SKU, ItemID, Price, Quantity, and BidCount for
 * auctions) per active listing, in a BulkDataExchangeResponses wrapper, delivered as a ZIP holding
 * that one XML file by default; gzip or plain XML when the control API asks (the Feed contract:
 * "a compressed or uncompressed CSV, XML, or JSON file, with the applicable file extension").
 */

export function activeInventoryRows(
  seller: SellerRecord,
  format?: OfferFormat,
): ActiveInventoryRow[] {
  return Object.values(seller.listings)
    .filter((listing) => listing.status === 'ACTIVE' && (!format || listing.format === format))
    .sort((a, b) => a.sku.localeCompare(b.sku))
    .map((listing) => ({
      sku: listing.sku,
      itemId: listing.listingId,
      priceCents: listing.priceCents,
      quantity: listing.quantity,
      format: listing.format,
      ...(listing.format === 'AUCTION' ? { bidCount: listing.bidCount } : {}),
    }));
}

export function reportXml(task: FeedTaskRecord): string {
  const details = task.rows.map(
    (row) =>
      `    <SKUDetails>\n      <SKU>${escapeHtml(row.sku)}</SKU>\n      <ItemID>${row.itemId}</ItemID>\n` +
      `      <Price currencyID="USD">${formatCents(row.priceCents)}</Price>\n      <Quantity>${row.quantity}</Quantity>\n` +
      (row.bidCount !== undefined ? `      <BidCount>${row.bidCount}</BidCount>\n` : '') +
      '    </SKUDetails>\n',
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<BulkDataExchangeResponses xmlns="urn:ebay:apis:eBLBaseComponents">\n' +
    '  <ActiveInventoryReport>\n' +
    `    <Timestamp>${new Date(task.completionDate).toISOString()}</Timestamp>\n` +
    '    <Ack>Success</Ack>\n' +
    details.join('') +
    '  </ActiveInventoryReport>\n' +
    '</BulkDataExchangeResponses>\n'
  );
}

export function reportFileName(task: FeedTaskRecord): string {
  return `${task.taskId}_ActiveInventoryReport`;
}

export function reportZip(task: FeedTaskRecord): Buffer {
  return zipStored([
    { name: `${reportFileName(task)}.xml`, data: Buffer.from(reportXml(task), 'utf8') },
  ]);
}

/** The file as the task was set to serve it: its name (with eBay's extension) and bytes. */
export function reportFile(task: FeedTask): { fileName: string; bytes: Buffer } {
  const xml = Buffer.from(reportXml(task), 'utf8');
  const { fileName, bytes } =
    task.compression === 'gzip'
      ? { fileName: `${reportFileName(task)}.xml.gz`, bytes: gzipSync(xml) }
      : task.compression === 'none'
        ? { fileName: `${reportFileName(task)}.xml`, bytes: xml }
        : { fileName: `${reportFileName(task)}.zip`, bytes: reportZip(task) };
  if (task.fileFault === 'empty') return { fileName, bytes: Buffer.alloc(0) };
  if (task.fileFault === 'truncated')
    return { fileName, bytes: bytes.subarray(0, Math.floor(bytes.length / 2)) };
  return { fileName, bytes };
}

/** A task that ends COMPLETED_WITH_ERROR reports only part of the listings: the first half. */
export function partialRows(rows: ActiveInventoryRow[]): ActiveInventoryRow[] {
  return rows.slice(0, Math.floor(rows.length / 2));
}
