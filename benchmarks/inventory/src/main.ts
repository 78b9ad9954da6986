// `npm run bench:inventory`: a dealer who has used Pennant for a while, with 50,000 cards (2,000 of them awaiting
// review), as a professional's stock grows. Times what the dealer opens every day: /cards' pages, searches and
// filters (GET /api/cards), the review queue (GET /api/cards/pending, with its size), and /review in Chromium until
// its first tiles show and until it answers a key. Prints the figures and writes
// benchmarks/results/inventory-latest.json.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import {
  buildProduct,
  launchChromium,
  PennantClient,
  rank,
  REPO_ROOT,
  signInInBrowser,
  startBuiltServer,
  withDatabase,
  type BuiltServer,
} from '@pennant/test-support';

const { values: args } = parseArgs({
  options: {
    cards: { type: 'string', default: '50000' },
    pending: { type: 'string', default: '2000' },
    requests: { type: 'string', default: '50' },
    'database-url': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const CARDS = Number(args.cards);
const PENDING = Number(args.pending);
const REQUESTS = Number(args.requests);
const DEALER = 'bench_inventory';
const PASSWORD = 'pennant-run-password';

/** What /cards asks as a dealer uses it: the first page, a deep page, searches, a filter, another order. */
const CARD_QUERIES: Record<string, string> = {
  firstPage: '/api/cards',
  page200: '/api/cards?page=200',
  searchPlayer: '/api/cards?q=griffey',
  searchWords: '/api/cards?q=1989%20upper%20deck',
  statusApproved: '/api/cards?status=approved',
  byValue: '/api/cards?sort=value',
};

async function main(): Promise<void> {
  if (!args['no-build']) buildProduct();
  const server = await startBuiltServer({
    databaseUrl: args['database-url'] ?? process.env.DATABASE_URL,
    label: 'pennant',
  });
  const browser = await launchChromium();
  try {
    const client = new PennantClient(server.baseUrl);
    await client.signIn(DEALER, PASSWORD);
    await seedInventory(server, client);
    const figures: Record<string, number | string> = {
      measuredAt: new Date().toISOString(),
      cards: CARDS,
      pending: PENDING,
      requests: REQUESTS,
    };
    for (const [name, route] of Object.entries(CARD_QUERIES)) {
      const times = await timed(client, route, REQUESTS);
      figures[`${name}P50Ms`] = rank(times.ms, 0.5);
      figures[`${name}P95Ms`] = rank(times.ms, 0.95);
    }
    const pending = await timed(client, '/api/cards/pending', Math.min(REQUESTS, 20));
    figures.pendingP50Ms = rank(pending.ms, 0.5);
    figures.pendingP95Ms = rank(pending.ms, 0.95);
    figures.pendingKb = Math.round(pending.bytes / 1024);
    Object.assign(figures, await openReview(await browser.newPage(), server.baseUrl));
    console.log('\nInventory benchmark');
    for (const [name, value] of Object.entries(figures))
      console.log(`  ${name.padEnd(24)} ${value}`);
    const out = path.join(REPO_ROOT, 'benchmarks/results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(
      path.join(out, 'inventory-latest.json'),
      `${JSON.stringify(figures, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * The dealer's stock, written straight into the database (the reads are what is measured): every card with a front
 * and a back (each drawn from one uploaded photo, so the screens load real pictures), identified fields, candidates and pricing as
 * the engine stores them; the newest PENDING await review, the rest are approved.
 */
async function seedInventory(server: BuiltServer, client: PennantClient): Promise<void> {
  console.log(`Writing ${CARDS} cards, ${PENDING} of them awaiting review...`);
  const photo = await sharp({
    create: { width: 600, height: 840, channels: 3, background: { r: 200, g: 210, b: 230 } },
  })
    .jpeg()
    .toBuffer();
  const url = await client.uploadBytes(photo, 'front.jpg');
  const key = decodeURIComponent(new URL(url).pathname.replace(/^\/objects\//, ''));
  const { id: dealerId } = await client.json<{ id: string }>('GET', '/api/auth/user');
  await withDatabase(server, async (db) => {
    await db.query(
      `INSERT INTO card (dealer_id, status, player, team, sport, year, brand, "set", card_number,
         confidence, estimated_low, estimated_high, market_value, list_price, pricing, candidates,
         doubtful_fields, created_at, identified_at, approved_at)
       SELECT $1, CASE WHEN n > $2 - $3 THEN 'identified' ELSE 'approved' END,
              (ARRAY['Ken Griffey Jr.', 'Mike Trout', 'Derek Jeter', 'Wayne Gretzky', 'Mario Lemieux',
                     'Cal Ripken Jr.', 'Frank Thomas', 'Steve Yzerman'])[1 + n % 8] || CASE WHEN n % 5 = 0 THEN '' ELSE ' ' || (n % 400) END,
              'Team ' || (n % 30), CASE WHEN n % 3 = 0 THEN 'hockey' ELSE 'baseball' END,
              1950 + n % 75,
              (ARRAY['Topps', 'Upper Deck', 'Donruss', 'Fleer', 'Score', 'O-Pee-Chee'])[1 + n % 6],
              (ARRAY['Base', 'Update', 'Chrome', 'Traded'])[1 + n % 4], (n % 792)::text,
              (n % 100) / 100.0, 1 + n % 40, 2 + n % 60, 1.5 + n % 50, 1.75 + n % 55,
              jsonb_build_object('source', 'sold', 'sampleSize', n % 20, 'error', null,
                'soldSearchUrl', 'https://www.ebay.com/sch/i.html?_nkw=card+' || n || '&LH_Sold=1&LH_Complete=1',
                'ebayUnavailable', false),
              jsonb_build_object(
                'player', jsonb_build_array(
                  jsonb_build_object('name', 'Candidate ' || n, 'sport', 'baseball', 'from', 1980,
                    'to', 1999, 'teams', jsonb_build_array('Team A', 'Team B'), 'score', 0.8),
                  jsonb_build_object('name', 'Another ' || n, 'sport', 'baseball', 'from', 1985,
                    'to', 2001, 'teams', jsonb_build_array('Team C'), 'score', 0.6)),
                'brand', jsonb_build_array(jsonb_build_object('name', 'Topps', 'score', 0.7)),
                'set', jsonb_build_array(jsonb_build_object('name', 'Base', 'score', 0.5))),
              CASE WHEN n % 2 = 0 THEN ARRAY['year', 'card_number'] ELSE '{}'::text[] END,
              now() - ((($2 - n) * 60) || ' seconds')::interval,
              now() - ((($2 - n) * 60) || ' seconds')::interval,
              CASE WHEN n > $2 - $3 THEN NULL ELSE now() END
         FROM generate_series(1, $2) AS n`,
      [dealerId, CARDS, PENDING],
    );
    await db.query(
      `INSERT INTO card_image (card_id, position, object_key, url, thumbnail_url, name, type,
         is_primary, content_type, size)
       SELECT c.id, side.position, o.key || '-' || c.id || '-' || side.type, '/objects/' || o.key, '/objects/' || o.thumbnail_key,
              side.type || '.jpg', side.type, side.position = 0, o.content_type, o.size
         FROM card c
         CROSS JOIN (VALUES (0, 'front'), (1, 'back')) AS side (position, type)
         JOIN uploaded_object o ON o.key = $2
        WHERE c.dealer_id = $1`,
      [dealerId, key],
    );
    // As autovacuum leaves a table after bulk inserts: statistics and the visibility map.
    await db.query('VACUUM ANALYZE card');
    await db.query('VACUUM ANALYZE card_image');
  });
}

async function timed(client: PennantClient, route: string, requests: number) {
  const ms: number[] = [];
  let bytes = 0;
  for (let request = 0; request < requests; request++) {
    const started = performance.now();
    const response = await client.send('GET', route);
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${route}: ${response.status}`);
    ms.push(performance.now() - started);
    bytes = body.byteLength;
  }
  return { ms, bytes };
}

/** /review as the dealer opens it: until the first tiles show, and until the queue answers a key (→ moves on). */
async function openReview(page: Page, baseUrl: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInInBrowser(page, baseUrl, DEALER, PASSWORD);
  const started = performance.now();
  await page.goto(`${baseUrl}/review`);
  await page.getByTestId('review-tile').first().waitFor({ timeout: 300_000 });
  const firstTilesMs = performance.now() - started;
  const tiles = await page.getByTestId('review-tile').count();
  const pressed = performance.now();
  await page.keyboard.press('ArrowRight');
  await page
    .locator('[data-testid="review-tile"]')
    .nth(1)
    .and(page.locator('[data-selected="true"]'))
    .waitFor({ timeout: 300_000 });
  const keyMs = performance.now() - pressed;
  // Chromium's own figure (performance.memory), read inside the page: its fields do not cross to Node.
  const heapBytes = await page.evaluate(
    () =>
      (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ??
      null,
  );
  return {
    reviewFirstTilesMs: Math.round(firstTilesMs),
    reviewTilesDrawn: tiles,
    reviewKeyMs: Math.round(keyMs),
    reviewHeapMb: heapBytes === null ? 'n/a' : Math.round(heapBytes / 1024 / 1024),
  };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
