// `npm run bench:orders`: one dealer imports 10,000 orders by CSV (in the chunks the client sends)
// and syncs 10,000 orders from the eBay emulator, with the server's time and peak memory; then the
// sales analytics for a year over 50,000 orders, p50 and p95. Prints the figures and writes them to
// benchmarks/results/orders-latest.json.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { CsvOrderRow, ImportOrdersResponse, Listing } from '@pennant/contracts';
import {
  buildBackend,
  PennantClient,
  rank,
  REPO_ROOT,
  startBuiltServer,
  withDatabase,
  type BuiltServer,
} from '@pennant/test-support';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    chunk: { type: 'string', default: '1000' },
    'analytics-orders': { type: 'string', default: '50000' },
    requests: { type: 'string', default: '200' },
    'database-url': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const ORDERS = Number(args.orders);
const CHUNK = Number(args.chunk);
const ANALYTICS_ORDERS = Number(args['analytics-orders']);
const REQUESTS = Number(args.requests);
const DAY_MS = 86_400_000;

async function main(): Promise<void> {
  if (!args['no-build']) buildBackend();
  const server = await startBuiltServer({
    databaseUrl: args['database-url'] ?? process.env.DATABASE_URL,
    env: { EBAY_EMULATOR_CONTROL: 'true' },
    label: 'pennant',
  });
  try {
    const importer = new PennantClient(server.baseUrl);
    await importer.signIn('bench_importer');
    const imported = await measured(server, () => importCsv(importer));
    console.log(`Imported ${ORDERS} orders by CSV in ${seconds(imported.ms)} s`);

    const seller = new PennantClient(server.baseUrl);
    await seller.signIn('bench_seller');
    await sellOnEbay(server, seller);
    const synced = await measured(server, () =>
      seller.json<{ ordersImported: number }>('POST', '/api/listings/sync'),
    );
    if (synced.value.ordersImported !== ORDERS)
      throw new Error(`synced ${synced.value.ordersImported} orders, not ${ORDERS}`);
    const fees = await linesWithFees(server);
    console.log(`Synced ${ORDERS} orders from eBay in ${seconds(synced.ms)} s`);

    const analyst = new PennantClient(server.baseUrl);
    await analyst.signIn('bench_analyst');
    await seedYearOfOrders(server, await dealerIdOf(analyst));
    const times = await timeAnalytics(analyst);

    const figures = {
      measuredAt: new Date().toISOString(),
      csvOrders: ORDERS,
      csvChunkRows: CHUNK,
      csvImportSeconds: seconds(imported.ms),
      csvPeakRssMb: imported.peakRssMb,
      csvRssBeforeMb: imported.rssBeforeMb,
      csvRssAfterMb: imported.rssAfterMb,
      syncedOrders: ORDERS,
      syncSeconds: seconds(synced.ms),
      syncPeakRssMb: synced.peakRssMb,
      syncRssBeforeMb: synced.rssBeforeMb,
      syncRssAfterMb: synced.rssAfterMb,
      syncedLinesWithEbayFee: fees,
      analyticsOrders: ANALYTICS_ORDERS,
      analyticsRequests: REQUESTS,
      analyticsP50Ms: rank(times, 0.5),
      analyticsP95Ms: rank(times, 0.95),
    };
    console.log('\nOrders and analytics benchmark');
    for (const [name, value] of Object.entries(figures))
      console.log(`  ${name.padEnd(24)} ${value}`);
    const out = path.join(REPO_ROOT, 'benchmarks/results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'orders-latest.json'), `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    await server.stop();
  }
}

/** CSV rows as the /sales client sends them: a year of orders, oldest first, in chunks. */
async function importCsv(client: PennantClient): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < ORDERS; start += CHUNK) {
    const rows: CsvOrderRow[] = [];
    for (let index = start; index < Math.min(ORDERS, start + CHUNK); index++) {
      const at = new Date(now - DAY_MS - Math.floor(((ORDERS - index) * 365 * DAY_MS) / ORDERS));
      rows.push({
        ebayOrderId: `CSV-${String(index).padStart(6, '0')}`,
        buyer: `buyer_${index % 997}`,
        totalPrice: `${5 + (index % 300)}.${String(index % 100).padStart(2, '0')}`,
        shippingPaid: index % 3 === 0 ? '4.50' : '0',
        refundAmount: index % 40 === 0 ? '2.00' : '0',
        orderedAt: at.toISOString(),
        title: `Bench card ${index}`,
        listedThroughPennant: index % 2 === 0 ? 'yes' : 'no',
      });
    }
    const answer = await client.json<ImportOrdersResponse>('POST', '/api/orders/import-csv', {
      csvData: rows,
    });
    if (answer.errors.length > 0) throw new Error(`refused: ${JSON.stringify(answer.errors[0])}`);
  }
}

/**
 * One card published through Pennant, its eBay listing restocked through the emulator's control
 * API and bought ORDERS times by the emulator's buyers.
 */
async function sellOnEbay(server: BuiltServer, seller: PennantClient): Promise<void> {
  await seller.json('POST', '/api/selling/setup/defaults', { postalCode: '10001' });
  const cardId = await approvedCard(server, seller);
  await seller.json('POST', '/api/listings/publish', { cardIds: [cardId] });
  const listing = await liveListing(seller);
  await control(server, '/stock', { listingId: listing.ebayListingId, quantity: ORDERS });
  console.log(`Buying ${ORDERS} times through the emulator...`);
  let next = 0;
  const buyer = async () => {
    while (next < ORDERS) {
      next += 1;
      await control(server, '/purchases', { listingId: listing.ebayListingId });
    }
  };
  await Promise.all(Array.from({ length: 8 }, buyer));
}

async function approvedCard(server: BuiltServer, client: PennantClient): Promise<string> {
  const photo = await sharp({
    create: { width: 600, height: 840, channels: 3, background: { r: 200, g: 210, b: 230 } },
  })
    .jpeg()
    .toBuffer();
  const url = await client.uploadBytes(photo, 'front.jpg');
  const key = decodeURIComponent(new URL(url).pathname.replace(/^\/objects\//, ''));
  return withDatabase(server, async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO card (dealer_id, status, player, team, sport, year, brand, "set", card_number,
         market_value, list_price, confidence, identified_at, approved_at)
       VALUES ($1, 'approved', 'Ken Griffey Jr.', 'Seattle Mariners', 'baseball', 1989,
         'Upper Deck', 'Upper Deck', '1', 20.00, 21.60, 0.95, now(), now())
       RETURNING id`,
      [await dealerIdOf(client)],
    );
    await db.query(
      `INSERT INTO card_image (card_id, position, object_key, url, thumbnail_url, name, type,
         is_primary, content_type, size)
       SELECT $1, 0, o.key, '/objects/' || o.key, '/objects/' || o.thumbnail_key, o.name, 'front',
         true, o.content_type, o.size FROM uploaded_object o WHERE o.key = $2`,
      [rows[0].id, key],
    );
    return rows[0].id;
  });
}

async function liveListing(client: PennantClient): Promise<Listing> {
  for (;;) {
    const [listing] = await client.json<Listing[]>('GET', '/api/listings');
    if (listing?.status === 'active') return listing;
    if (listing?.status === 'error') throw new Error(listing.errors.join('; '));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function control(server: BuiltServer, route: string, body: unknown): Promise<void> {
  const response = await fetch(`${server.baseUrl}/__ebay/_control${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

async function dealerIdOf(client: PennantClient): Promise<string> {
  return (await client.json<{ id: string }>('GET', '/api/auth/user')).id;
}

async function linesWithFees(server: BuiltServer): Promise<number> {
  return withDatabase(server, async (db) => {
    const { rows } = await db.query<{ count: string }>(
      `SELECT count(*) FROM order_line_item WHERE ebay_fee IS NOT NULL`,
    );
    return Number(rows[0].count);
  });
}

/**
 * A year of orders for one dealer, written straight into the database (the analytics are what is
 * measured): one line each, half of them Pennant's with a listing and card, eBay fees on most,
 * some refunded or cancelled; and the dealer's listings, live and sold.
 */
async function seedYearOfOrders(server: BuiltServer, dealerId: string): Promise<void> {
  console.log(`Writing ${ANALYTICS_ORDERS} orders over a year...`);
  await withDatabase(server, async (db) => {
    await db.query(
      `INSERT INTO card (dealer_id, status, player, "set", grader, grade, confidence)
       SELECT $1, 'approved', 'Player ' || (n % 40), 'Set ' || (n % 25),
              CASE WHEN n % 4 = 0 THEN 'PSA' END, CASE WHEN n % 4 = 0 THEN '9' END, 0.9
         FROM generate_series(1, 5000) AS n`,
      [dealerId],
    );
    await db.query(
      `INSERT INTO listing (dealer_id, card_id, status, title, list_price, sku, category_id,
         created_at, published_at, sold_at)
       SELECT $1, c.id, CASE WHEN row_number() OVER () % 3 = 0 THEN 'active' ELSE 'sold' END,
              'Bench listing', 10 + (row_number() OVER () % 200), 'AN' || row_number() OVER (),
              '261328', now() - interval '400 days' + (row_number() OVER () || ' hours')::interval,
              now() - interval '400 days' + (row_number() OVER () || ' hours')::interval,
              now() - interval '200 days' + (row_number() OVER () || ' hours')::interval
         FROM card c WHERE c.dealer_id = $1`,
      [dealerId],
    );
    await db.query(
      `INSERT INTO customer_order (dealer_id, ebay_order_id, buyer, total_price, shipping_paid,
         refund_amount, ordered_at, source, marketplace_fee, cancel_state)
       SELECT $1, 'AN-' || n, 'buyer_' || (n % 1000), 5 + (n % 400) + (n % 100) / 100.0,
              CASE WHEN n % 3 = 0 THEN 4.50 ELSE 0 END, CASE WHEN n % 25 = 0 THEN 3.00 ELSE 0 END,
              now() - ((n % 365) || ' days')::interval - ((n % 1440) || ' minutes')::interval,
              'ebay', 1.20 + (n % 50) / 100.0,
              CASE WHEN n % 200 = 0 THEN 'CANCELED' ELSE 'NONE_REQUESTED' END
         FROM generate_series(1, $2) AS n`,
      [dealerId, ANALYTICS_ORDERS],
    );
    await db.query(
      `WITH listings AS (
         SELECT id, card_id, row_number() OVER (ORDER BY id) AS n FROM listing WHERE dealer_id = $1),
       orders AS (
         SELECT id, total_price, shipping_paid, refund_amount, marketplace_fee,
                row_number() OVER (ORDER BY id) AS n
           FROM customer_order WHERE dealer_id = $1)
       INSERT INTO order_line_item (order_id, dealer_id, line_item_id, title, item_price, shipping,
         refund_amount, ebay_fee, listing_id, card_id, listed_through_pennant)
       SELECT o.id, $1, '1', 'Bench card', o.total_price - o.shipping_paid, o.shipping_paid,
              o.refund_amount, CASE WHEN o.n % 5 <> 0 THEN o.marketplace_fee END,
              l.id, l.card_id, l.id IS NOT NULL
         FROM orders o LEFT JOIN listings l ON o.n % 2 = 0 AND l.n = 1 + (o.n % 5000)`,
      [dealerId],
    );
    // As autovacuum leaves a table after bulk inserts: statistics and the visibility map.
    await db.query('VACUUM ANALYZE');
  });
}

/** Times GET /api/analytics/sales for the year. */
async function timeAnalytics(client: PennantClient): Promise<number[]> {
  const times: number[] = [];
  for (let request = 0; request < REQUESTS; request++) {
    const started = performance.now();
    const response = await client.send('GET', '/api/analytics/sales?period=year');
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`analytics: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/** Runs `work` while sampling the server's resident memory every 50 ms. */
async function measured<T>(server: BuiltServer, work: () => Promise<T>) {
  const rssBeforeMb = residentMb(server.pid);
  let peakRssMb = rssBeforeMb;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, residentMb(server.pid));
  }, 50);
  const started = performance.now();
  try {
    const value = await work();
    return {
      value,
      ms: performance.now() - started,
      peakRssMb,
      rssBeforeMb,
      rssAfterMb: residentMb(server.pid),
    };
  } finally {
    clearInterval(sampler);
  }
}

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

function seconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
