// `npm run bench:publish`: prepare and publish a thousand cards against the eBay emulator (which
// enforces eBay's limits), then page through ten thousand listings. Prints the figures and writes
// them to benchmarks/results/publish-latest.json.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import type { BulkPrepareResponse, Listing, PublishListingsResponse } from '@pennant/contracts';
import {
  buildBackend,
  PennantClient,
  REPO_ROOT,
  startBuiltServer,
  type BuiltServer,
} from '@pennant/test-support';
import { duration, percentile } from './stats';

const { values: args } = parseArgs({
  options: {
    cards: { type: 'string', default: '1000' },
    pictures: { type: 'string', default: '2' },
    listings: { type: 'string', default: '10000' },
    'page-requests': { type: 'string', default: '200' },
    'database-url': { type: 'string' },
    redis: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const CARDS = Number(args.cards);
const PICTURES = Number(args.pictures);
const LISTINGS = Number(args.listings);
const PAGE_REQUESTS = Number(args['page-requests']);
const DEALER = 'bench_publisher';

async function main(): Promise<void> {
  if (!args['no-build']) buildBackend();
  const server = await startBuiltServer({
    databaseUrl: args['database-url'] ?? process.env.DATABASE_URL,
    redisUrl: args.redis,
    env: { EBAY_EMULATOR_CONTROL: 'true', JOB_CONCURRENCY: '2' },
    label: 'pennant',
  });
  try {
    const client = new PennantClient(server.baseUrl);
    await client.signIn(DEALER);
    await client.json('POST', '/api/selling/setup/defaults', { postalCode: '10001' });
    const dealerId = (await client.json<{ id: string }>('GET', '/api/auth/user')).id;

    console.log(`Uploading ${CARDS * PICTURES} pictures for ${CARDS} approved cards...`);
    const cardIds = await approvedCards(client, server, dealerId);

    const prepared = await timed(() =>
      client.json<BulkPrepareResponse>('POST', '/api/cards/bulk-prepare', { cardIds }),
    );
    const notReady = prepared.value.preparations.filter(
      (entry) => entry.preparation?.status !== 'ready',
    );
    if (notReady.length > 0) throw new Error(`not prepared: ${JSON.stringify(notReady[0])}`);
    console.log(`Prepared ${CARDS} listings in ${duration(prepared.ms)}`);

    const inventoryBefore = await inventoryCallsToday(server);
    const published = await timed(async () => {
      const answer = await client.json<PublishListingsResponse>('POST', '/api/listings/publish', {
        cardIds,
      });
      if (answer.errors.length > 0) throw new Error(`refused: ${JSON.stringify(answer.errors[0])}`);
      return waitUntilActive(client, CARDS);
    });
    const inventoryCalls = (await inventoryCallsToday(server)) - inventoryBefore;
    const ebay = await emulatorCounts(server);
    console.log(`Published ${CARDS} cards in ${duration(published.ms)}`);

    await addListings(server, dealerId, LISTINGS - CARDS);
    const pageTimes = await pageThrough(client, LISTINGS);

    const figures = {
      measuredAt: new Date().toISOString(),
      cards: CARDS,
      picturesPerCard: PICTURES,
      prepareSeconds: round(prepared.ms / 1000),
      publishSeconds: round(published.ms / 1000),
      inventoryCallsPerCard: round(inventoryCalls / CARDS, 3),
      ebayListings: ebay.activeListings,
      ebayOffers: ebay.offers,
      duplicates: ebay.offers - CARDS,
      listingsPaged: LISTINGS,
      listingsPageP50Ms: round(percentile(pageTimes, 0.5)),
      listingsPageP95Ms: round(percentile(pageTimes, 0.95)),
      jobs: args.redis ? 'Bull on Redis' : 'in-process',
    };
    report(figures);
    const out = path.join(REPO_ROOT, 'benchmarks/results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(
      path.join(out, 'publish-latest.json'),
      `${JSON.stringify(figures, null, 2)}\n`,
    );
  } finally {
    await server.stop();
  }
}

/**
 * Cards as review leaves them: pictures uploaded through the API (stored, checked, thumbnailed),
 * the identification written into the run's database (identification is another benchmark).
 */
async function approvedCards(
  client: PennantClient,
  server: BuiltServer,
  dealerId: string,
): Promise<string[]> {
  const db = new pg.Pool({ connectionString: server.databaseUrl, max: 8 });
  try {
    const ids: string[] = [];
    for (let start = 0; start < CARDS; start += 25) {
      const batch = Array.from({ length: Math.min(25, CARDS - start) }, (_, i) => start + i);
      ids.push(...(await Promise.all(batch.map((index) => oneCard(client, db, dealerId, index)))));
    }
    return ids;
  } finally {
    await db.end();
  }
}

const PLAYERS = [
  'Ken Griffey Jr.',
  'Cal Ripken Jr.',
  'Mark McGwire',
  'Frank Thomas',
  'Greg Maddux',
];

async function oneCard(
  client: PennantClient,
  db: pg.Pool,
  dealerId: string,
  index: number,
): Promise<string> {
  const player = PLAYERS[index % PLAYERS.length];
  const urls: string[] = [];
  for (let side = 0; side < PICTURES; side++)
    urls.push(
      await client.uploadBytes(await picture(player, index, side), `c${index}-${side}.jpg`),
    );
  const marketValue = `${10 + (index % 90)}.${String(index % 100).padStart(2, '0')}`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO card (dealer_id, status, player, team, sport, year, brand, "set", card_number,
       rookie_card, market_value, list_price, confidence, identified_at, approved_at)
     VALUES ($1, 'approved', $2, 'Seattle Mariners', 'baseball', 1989, 'Upper Deck', 'Upper Deck',
       $3, false, $4, round($4::numeric * 1.08, 2), 0.95, now(), now())
     RETURNING id`,
    [dealerId, player, String(index + 1), marketValue],
  );
  for (const [position, url] of urls.entries()) {
    const key = decodeURIComponent(new URL(url).pathname.replace(/^\/objects\//, ''));
    await db.query(
      `INSERT INTO card_image (card_id, position, object_key, url, thumbnail_url, name, type,
         is_primary, content_type, size)
       SELECT $1, $2, o.key, '/objects/' || o.key, '/objects/' || o.thumbnail_key, o.name, $3,
         $4, o.content_type, o.size FROM uploaded_object o WHERE o.key = $5`,
      [rows[0].id, position, position === 0 ? 'front' : 'back', position === 0, key],
    );
  }
  return rows[0].id;
}

/** A card-sized photo (600 x 840), different for every card and side. */
function picture(player: string, index: number, side: number): Promise<Buffer> {
  const hue = (index * 37 + side * 120) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="840">
    <rect width="600" height="840" fill="hsl(${hue},35%,85%)"/>
    <text x="40" y="120" font-size="44" font-family="DejaVu Sans">${player}</text>
    <text x="40" y="200" font-size="36" font-family="DejaVu Sans">#${index + 1} ${side ? 'BACK' : 'FRONT'}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function waitUntilActive(client: PennantClient, expected: number): Promise<number> {
  for (;;) {
    const response = await client.send('GET', '/api/listings?status=active&pageSize=1');
    const active = Number(response.headers.get('x-total-count'));
    if (active >= expected) return active;
    const failed = await client.json<Listing[]>('GET', '/api/listings?status=error&pageSize=1');
    if (failed.length > 0) throw new Error(`a listing failed: ${failed[0].errors.join('; ')}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Inventory API calls the app made today, as eBay's Developer Analytics reports them. */
async function inventoryCallsToday(server: BuiltServer): Promise<number> {
  const secrets = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8'));
  const basic = Buffer.from(`Pennant-Local-PRD-emulator:${secrets.ebayClientSecret}`).toString(
    'base64',
  );
  const token = await fetch(`${server.baseUrl}/__ebay/api/identity/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${basic}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials&scope=https://api.ebay.com/oauth/api_scope',
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  const report = await fetch(
    `${server.baseUrl}/__ebay/api/developer/analytics/v1_beta/rate_limit/?api_context=sell&api_name=inventory`,
    { headers: { Authorization: `Bearer ${token.access_token}` } },
  ).then(
    (response) =>
      response.json() as Promise<{
        rateLimits?: { resources?: { rates?: { limit?: number; remaining?: number }[] }[] }[];
      }>,
  );
  const rates = (report.rateLimits ?? []).flatMap((limit) =>
    (limit.resources ?? []).flatMap((resource) => resource.rates ?? []),
  );
  return rates.reduce((sum, rate) => sum + (rate.limit ?? 0) - (rate.remaining ?? 0), 0);
}

async function emulatorCounts(server: BuiltServer) {
  const state = (await fetch(`${server.baseUrl}/__ebay/_control/state`).then((response) =>
    response.json(),
  )) as { accounts: { username: string; activeListings: number; offers: number }[] };
  const account = state.accounts.find((candidate) => candidate.username === DEALER);
  if (!account) throw new Error('the emulator does not know the dealer');
  return account;
}

/** More listings for the same dealer, written straight into the database (paging is measured). */
async function addListings(server: BuiltServer, dealerId: string, count: number): Promise<void> {
  if (count <= 0) return;
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO listing (dealer_id, status, title, list_price, sku, category_id, created_at,
         published_at, condition)
       SELECT $1, CASE WHEN n % 7 = 0 THEN 'sold' ELSE 'active' END,
         'Bench listing ' || n, (n % 500) + 0.99, 'BENCH' || n, '261328',
         now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval,
         'Ungraded: Near mint or better'
         FROM generate_series(1, $2) AS n`,
      [dealerId, count],
    );
    await db.query('ANALYZE listing');
  } finally {
    await db.end();
  }
}

/** Times GET /api/listings on pages spread over all the dealer's listings. */
async function pageThrough(client: PennantClient, total: number): Promise<number[]> {
  const pageSize = 50;
  const pages = Math.ceil(total / pageSize);
  const times: number[] = [];
  for (let request = 0; request < PAGE_REQUESTS; request++) {
    const page = 1 + ((request * 7919) % pages);
    const started = performance.now();
    const response = await client.send('GET', `/api/listings?page=${page}&pageSize=${pageSize}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`page ${page}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

function round(value: number, places = 1): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

function report(figures: Record<string, unknown>): void {
  console.log('\nPublishing benchmark');
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(24)} ${value}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
