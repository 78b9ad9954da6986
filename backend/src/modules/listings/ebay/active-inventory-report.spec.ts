import { gzipSync, strToU8, zipSync } from 'fflate';
import { parseActiveInventory, readReportFile } from './active-inventory-report';

const XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<BulkDataExchangeResponses xmlns="urn:ebay:apis:eBLBaseComponents">\n' +
  '  <ActiveInventoryReport>\n    <Ack>Success</Ack>\n' +
  '    <SKUDetails><SKU>B1R1S1ABCDEFGH</SKU><ItemID>110000000001</ItemID></SKUDetails>\n' +
  '  </ActiveInventoryReport>\n</BulkDataExchangeResponses>\n';

function listed(bytes: Uint8Array) {
  const reading = readReportFile(bytes);
  if (!reading.usable) throw new Error(reading.reason);
  return { skus: [...reading.inventory.skus], itemIds: [...reading.inventory.itemIds] };
}

describe("eBay's active inventory report file", () => {
  const expected = { skus: ['B1R1S1ABCDEFGH'], itemIds: ['110000000001'] };

  it('reads the report zipped, gzipped (the csv.gz the Feed contract names) or uncompressed alike', () => {
    expect(listed(zipSync({ 'report.xml': strToU8(XML) }))).toEqual(expected);
    expect(listed(gzipSync(strToU8(XML)))).toEqual(expected);
    expect(listed(strToU8(XML))).toEqual(expected);
  });

  it('reads a CSV with SKU and item id columns', () => {
    expect(
      listed(gzipSync(strToU8('SKU,Item ID,Price\nB1R1S1ABCDEFGH,110000000001,25.00\n'))),
    ).toEqual(expected);
  });

  it.each([
    ['no bytes at all', new Uint8Array(0)],
    ['a ZIP cut short', zipSync({ 'report.xml': strToU8(XML) }).subarray(0, 60)],
    ['a gzip cut short', gzipSync(strToU8(XML)).subarray(0, 20)],
    ['XML cut short', strToU8(XML.slice(0, XML.indexOf('</ActiveInventoryReport>')))],
    ['an Ack of Failure', strToU8(XML.replace('Success', 'Failure'))],
    ['a CSV without SKU or item id column', strToU8('Title,Price\nCard,25.00\n')],
    ['an HTML error page', strToU8('<html><body>Service Unavailable</body></html>')],
  ])('will not be reconciled from when it is %s', (_case, bytes) => {
    expect(readReportFile(bytes)).toEqual({ usable: false, reason: expect.any(String) });
  });

  it('reads a whole report that lists nothing as empty (the caller decides what that means)', () => {
    const empty = XML.replace(/<SKUDetails>.*<\/SKUDetails>\n/, '');
    expect(parseActiveInventory(empty)).toEqual({
      skus: new Set(),
      itemIds: new Set(),
      prices: new Map(),
      reportedAt: null,
    });
  });

  it("reads each SKU's price and the report's time, from eBay's XML or a CSV", () => {
    const xml = XML.replace(
      '<ItemID>110000000001</ItemID>',
      '<ItemID>110000000001</ItemID><Price currencyID="USD">42.50</Price><Quantity>1</Quantity>',
    ).replace('<Ack>', '<Timestamp>2026-11-29T03:31:07.000Z</Timestamp>\n    <Ack>');
    expect(parseActiveInventory(xml)).toMatchObject({
      prices: new Map([['B1R1S1ABCDEFGH', '42.50']]),
      reportedAt: new Date('2026-11-29T03:31:07.000Z'),
    });
    expect(
      parseActiveInventory('SKU,Item ID,Price\nB1R1S1ABCDEFGH,110000000001,25.00\nB2,1100,n/a\n'),
    ).toMatchObject({ prices: new Map([['B1R1S1ABCDEFGH', '25.00']]), reportedAt: null });
  });
});
