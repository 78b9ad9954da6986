import { Logger } from '@nestjs/common';
import Bull from 'bull';
import type { Listing } from '@pennant/contracts';
import { QUEUE_NAME } from '../src/integrations/jobs/jobs.options';
import { redisKeyPrefix } from '../src/integrations/redis';
import { ListingJobs } from '../src/modules/listings/jobs/listing-jobs';
import { startWorker, type WorkerProcess } from './jobs-support/worker-process';
import {
  approvedCards,
  ebayCounts,
  readyToSell,
  waitForListings,
} from './support/listing-fixtures';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const PUBLISHING = (listing: Listing) => listing.status === 'publishing';
const LIVE = (listing: Listing) => listing.status === 'active';

/** What a listing left publishing looks like to the sweep: untouched for ten minutes. */
async function leftPublishingTenMinutes(app: TestApp, listingIds: string[]): Promise<void> {
  await app.query(
    `UPDATE listing SET updated_at = now() - interval '10 minutes' WHERE id = ANY($1::uuid[])`,
    [listingIds],
  );
}

function requeueOrphans(app: TestApp): Promise<number> {
  return app.pennant.app.get(ListingJobs).publishingSweep.requeueOrphans();
}

// Needs a Redis whose jobs can be lost: CI sets REDIS_URL.
if (process.env.REDIS_URL) {
  describe('Publishing jobs lost in Redis (no process of the API takes jobs)', () => {
    let app: TestApp;
    let dealer: Agent;
    let jobs: Bull.Queue;
    const workers: WorkerProcess[] = [];

    beforeAll(async () => {
      app = await startTestApp({ JOBS_IN_API: 'false' });
      dealer = await signIn(app, 'lost_jobs_dealer');
      await readyToSell(dealer);
      jobs = new Bull(QUEUE_NAME, process.env.REDIS_URL!, {
        prefix: redisKeyPrefix(app.databaseUrl),
      });
    }, 120_000);

    afterAll(async () => {
      await Promise.all(workers.map((worker) => worker.stop('SIGKILL')));
      await jobs.obliterate({ force: true });
      await jobs.close();
      await app.close();
    });

    afterEach(() => jest.restoreAllMocks());

    async function publishWaiting(count: number): Promise<{ cardIds: string[]; ids: string[] }> {
      const cardIds = await approvedCards(app, dealer, count);
      const answer = await dealer.post('/api/listings/publish').send({ cardIds }).expect(202);
      const ids = (answer.body.queued as Listing[]).map((listing) => listing.id);
      expect(ids).toHaveLength(count);
      return { cardIds, ids };
    }

    async function publishJobsHolding(listingIds: string[]): Promise<Bull.Job[]> {
      const waiting = await jobs.getJobs(['waiting', 'active', 'delayed']);
      return waiting.filter(
        (job) =>
          job.name === 'listing.publish' &&
          (job.data.listingIds as string[]).some((id) => listingIds.includes(id)),
      );
    }

    it('leaves alone listings publishing for minutes whose job still waits', async () => {
      const { cardIds, ids } = await publishWaiting(2);
      await leftPublishingTenMinutes(app, ids);

      await expect(requeueOrphans(app)).resolves.toBe(0);

      expect(await publishJobsHolding(ids)).toHaveLength(1);
      await waitForListings(dealer, cardIds, PUBLISHING);
      for (const job of await publishJobsHolding(ids)) await job.remove();
      await app.query(`UPDATE listing SET status = 'draft' WHERE id = ANY($1::uuid[])`, [ids]);
    });

    it('queues again, once, the listings whose job Redis lost; a worker then lists each once', async () => {
      const { cardIds, ids } = await publishWaiting(3);
      // Redis restarted without persistence: the job is gone, the listings still say publishing.
      for (const job of await publishJobsHolding(ids)) await job.remove();
      await leftPublishingTenMinutes(app, ids);
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

      await expect(requeueOrphans(app)).resolves.toBe(3);
      await expect(requeueOrphans(app)).resolves.toBe(0);

      const [requeued, ...more] = await publishJobsHolding(ids);
      expect(more).toHaveLength(0);
      expect(requeued.data).toEqual({
        dealerId: expect.any(String),
        listingIds: expect.any(Array),
      });
      expect([...requeued.data.listingIds].sort()).toEqual([...ids].sort());
      expect(requeued.opts.attempts).toBe(5);

      const worker = startWorker(app, { JOB_CONCURRENCY: '1' });
      workers.push(worker);
      const live = await waitForListings(dealer, cardIds, LIVE, 120_000);
      expect(new Set(live.map((listing) => listing.ebayListingId)).size).toBe(3);
      expect(await ebayCounts(app, 'lost_jobs_dealer')).toMatchObject({
        activeListings: 3,
        offers: 3,
      });
    }, 180_000);
  });
}

// Always: the embedded default, where the API runs its jobs in memory.
describe('Publishing left unfinished, jobs in the API process (no REDIS_URL)', () => {
  let app: TestApp;
  let dealer: Agent;

  beforeAll(async () => {
    app = await startTestApp({ REDIS_URL: '' });
    dealer = await signIn(app, 'unfinished_dealer');
    await readyToSell(dealer);
  }, 120_000);
  afterAll(() => app.close());

  afterEach(() => jest.restoreAllMocks());

  it('publishes again a listing eBay had listed before its job was lost, finding that listing rather than a new one', async () => {
    const cardIds = await approvedCards(app, dealer, 1);
    await dealer.post('/api/listings/publish').send({ cardIds }).expect(202);
    const [first] = await waitForListings(dealer, cardIds, LIVE, 90_000);
    // The job was lost after eBay published the offer and before anything it learnt was saved.
    await app.query(
      `UPDATE listing SET status = 'publishing', ebay_listing_id = NULL, url = NULL, offer_id = NULL
        WHERE id = $1`,
      [first.id],
    );
    await leftPublishingTenMinutes(app, [first.id]);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

    await expect(requeueOrphans(app)).resolves.toBe(1);

    const [again] = await waitForListings(dealer, cardIds, LIVE, 90_000);
    expect(again).toMatchObject({ ebayListingId: first.ebayListingId, url: first.url, errors: [] });
    expect(await ebayCounts(app, 'unfinished_dealer')).toMatchObject({
      activeListings: 1,
      offers: 1,
      inventoryItems: 1,
    });
  }, 180_000);

  it('leaves a listing publishing only minutes ago alone', async () => {
    const cardIds = await approvedCards(app, dealer, 1);
    await dealer.post('/api/listings/publish').send({ cardIds }).expect(202);
    const [live] = await waitForListings(dealer, cardIds, LIVE, 90_000);
    await app.query(`UPDATE listing SET status = 'publishing' WHERE id = $1`, [live.id]);

    await expect(requeueOrphans(app)).resolves.toBe(0);
  }, 120_000);
});
