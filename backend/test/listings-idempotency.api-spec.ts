import type { Listing } from '@pennant/contracts';
import { startWorker, type WorkerProcess } from './jobs-support/worker-process';
import { approvedCards, ebayCounts, readyToSell } from './support/listing-fixtures';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const CARDS = 200;
/** A call eBay has not answered after this long is abandoned and tried again. */
const CALL_TIMEOUT_MS = 2_000;

/**
 * 200 cards published while eBay misbehaves: a fifth of the Inventory and Media calls fail (500 with
 * eBay's retry-later ids, 429) or hang past the client's timeout, and the process running the jobs
 * dies mid-batch (a worker killed with SIGKILL where Redis runs them; the whole app stopped and
 * started again on the embedded default). Whatever happens, eBay ends with exactly 200 listings and
 * every card knows its listing id.
 */
describe('Publishing through faults and a killed worker', () => {
  let app: TestApp;
  let dealer: Agent;
  const workers: WorkerProcess[] = [];
  const viaRedis = Boolean(process.env.REDIS_URL);

  beforeAll(async () => {
    app = await startTestApp({
      EBAY_CALL_TIMEOUT_MS: String(CALL_TIMEOUT_MS),
      ...(viaRedis ? { JOBS_IN_API: 'false', JOB_LOCK_MS: '5000' } : {}),
    });
    dealer = await signIn(app, 'stormy_weather');
    await readyToSell(dealer);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop('SIGKILL')));
    await app.close();
  });

  it('lists each of 200 cards exactly once', async () => {
    const cardIds = await approvedCards(app, dealer, CARDS);
    await injectFaults(app);
    if (viaRedis) workers.push(startTestWorker(app));

    const answer = await dealer.post('/api/listings/publish').send({ cardIds }).expect(202);
    expect(answer.body.queued).toHaveLength(CARDS);

    // Mid-batch: some listings are live, most are not yet.
    await waitForActive(dealer, (active) => active >= 20 && active < CARDS - 25);
    if (viaRedis) {
      await workers[0].stop('SIGKILL');
      workers.push(startTestWorker(app));
    } else {
      await app.restart();
    }

    const listings = await waitForActive(dealer, (active) => active === CARDS, 240_000);
    const listingIds = new Set(listings.map((listing) => listing.ebayListingId));
    expect(listingIds.size).toBe(CARDS);
    expect(new Set(listings.map((listing) => listing.cardId)).size).toBe(CARDS);
    expect(listings.every((listing) => listing.url && listing.errors.length === 0)).toBe(true);
    const ebay = await ebayCounts(app, 'stormy_weather');
    expect(ebay).toMatchObject({ activeListings: CARDS, offers: CARDS, inventoryItems: CARDS });
    // Every kind of fault was really met on the way (each was served at least once).
    const left: { pathPrefix: string; status?: number; delayMs?: number; remaining: number }[] = (
      await app.http.get('/__ebay/_control/faults').expect(200)
    ).body.faults;
    for (const fault of FAULTS) {
      const pending = left.find(
        (candidate) =>
          candidate.pathPrefix === fault.pathPrefix &&
          candidate.status === fault.status &&
          candidate.delayMs === fault.delayMs,
      );
      expect({ fault, served: (pending?.remaining ?? 0) < fault.count }).toEqual({
        fault,
        served: true,
      });
    }
  }, 420_000);
});

const INVENTORY = '/sell/inventory/v1';
const MEDIA = '/commerce/media/v1_beta/image';

/** A fifth to a quarter of the calls to each path misbehave, spread over the run. */
const FAULTS: {
  status?: number;
  errorId?: number;
  delayMs?: number;
  every: number;
  count: number;
  pathPrefix: string;
}[] = [
  {
    status: 500,
    errorId: 25001,
    every: 4,
    count: 2,
    pathPrefix: `${INVENTORY}/bulk_create_or_replace_inventory_item`,
  },
  {
    delayMs: CALL_TIMEOUT_MS + 1_000,
    every: 4,
    count: 2,
    pathPrefix: `${INVENTORY}/bulk_create_offer`,
  },
  { status: 429, every: 4, count: 2, pathPrefix: `${INVENTORY}/bulk_publish_offer` },
  { status: 500, every: 5, count: 30, pathPrefix: MEDIA },
  { status: 429, every: 5, count: 10, pathPrefix: MEDIA },
  { delayMs: CALL_TIMEOUT_MS + 1_000, every: 5, count: 5, pathPrefix: MEDIA },
];

async function injectFaults(app: TestApp): Promise<void> {
  for (const fault of FAULTS)
    await app.http.post('/__ebay/_control/faults').send(fault).expect(201);
}

function startTestWorker(app: TestApp): WorkerProcess {
  return startWorker(app, {
    JOB_CONCURRENCY: '2',
    JOB_LOCK_MS: '5000',
    EBAY_CALL_TIMEOUT_MS: String(CALL_TIMEOUT_MS),
  });
}

/** Reads every listing of the dealer until `enough` says so about the number active. */
async function waitForActive(
  dealer: Agent,
  enough: (active: number) => boolean,
  timeoutMs = 180_000,
): Promise<Listing[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const listings: Listing[] = (await dealer.get(`/api/listings?pageSize=200`).expect(200)).body;
    const active = listings.filter((listing) => listing.status === 'active').length;
    if (enough(active)) return listings;
    const failed = listings.filter((listing) => listing.status === 'error');
    if (failed.length > 0) throw new Error(`listings failed: ${JSON.stringify(failed[0].errors)}`);
    if (Date.now() > deadline) throw new Error(`only ${active} listings active`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
