import { Logger } from '@nestjs/common';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { JobQueue } from '../../../integrations/jobs';
import { Listing } from '../entities/listing.entity';
import { PublisherService, PUBLISH_JOB } from '../publishing/publisher.service';

/**
 * A listing publishing this long, untouched, with no job in the queue naming it, lost its job. The publishing
 * job writes the listing at every step and every retry, and the sweep reads every job still waiting, running or
 * waiting for its retry, so the delay only has to outlast the few seconds between marking a listing publishing
 * and its job reaching the queue; five minutes, as for cards.
 */
export const PUBLISHING_ORPHAN_AFTER_MS = 5 * 60_000;
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 500;

interface StaleListing {
  id: string;
  dealer_id: string;
}

/**
 * Publishes again the listings left publishing without a job: with Redis, one lost by a Redis restarted without
 * persistence, an eviction or a flush; in process too, one whose job failed for good while the database was
 * away, so it could not be marked failed. Publishing again is safe: the publisher resumes from what it saved
 * and finds what eBay already has (offer by SKU, a published offer read back), so nothing is listed twice.
 * Every process sweeps (ListingJobs starts it), whether it takes jobs or only enqueues them.
 */
export class PublishingSweep {
  private readonly logger = new Logger('PublishingSweep');
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly publisher: PublisherService,
  ) {}

  start(): void {
    this.sweeper = setInterval(() => void this.sweepQuietly(), SWEEP_EVERY_MS).unref();
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  /**
   * Queues again the listings publishing for over PUBLISHING_ORPHAN_AFTER_MS that no unfinished job names;
   * answers how many. Several processes may sweep at once: each listing is claimed by one of them.
   */
  async requeueOrphans(): Promise<number> {
    const before = new Date(Date.now() - PUBLISHING_ORPHAN_AFTER_MS);
    const stale = await this.stalePublishing(before);
    if (stale.length === 0) return 0;
    const held = await this.listingsHeldByJobs();
    const orphans = await this.claim(
      stale.filter((listing) => !held.has(listing.id)),
      before,
    );
    let requeued = 0;
    for (const [dealerId, listingIds] of byDealer(orphans))
      requeued += await this.publishAgain(dealerId, listingIds);
    if (requeued > 0)
      this.logger.warn(`Queued again ${requeued} listing(s) left publishing without a job`);
    return requeued;
  }

  private async sweepQuietly(): Promise<void> {
    try {
      await this.requeueOrphans();
    } catch (error) {
      this.logger.warn(
        `Looking for listings left publishing without a job failed: ${(error as Error).message}`,
      );
    }
  }

  private stalePublishing(before: Date): Promise<StaleListing[]> {
    return this.em
      .fork()
      .getConnection()
      .execute<StaleListing[]>(
        `SELECT id, dealer_id FROM listing WHERE status = 'publishing' AND updated_at < ?
          ORDER BY updated_at LIMIT ?`,
        [before, SWEEP_BATCH],
      );
  }

  private async listingsHeldByJobs(): Promise<Set<string>> {
    const batches = await this.jobs.unfinishedData(PUBLISH_JOB);
    return new Set(batches.flatMap((batch) => batch.listingIds));
  }

  /**
   * Marks the listings as touched now, when they are still publishing and untouched since `before`; answers those
   * this process marked. Another process sweeping at the same moment finds them touched and leaves them.
   */
  private async claim(listings: StaleListing[], before: Date): Promise<StaleListing[]> {
    if (listings.length === 0) return [];
    return this.em
      .fork()
      .getConnection()
      .execute<StaleListing[]>(
        `UPDATE listing SET updated_at = now()
          WHERE id IN (${listings.map(() => '?').join(', ')})
            AND status = 'publishing' AND updated_at < ?
          RETURNING id, dealer_id`,
        [...listings.map((listing) => listing.id), before],
      );
  }

  /** Queued as the dealer's Publish queues them: one job per 25, put back if the queue cannot take them. */
  private publishAgain(dealerId: string, listingIds: string[]): Promise<number> {
    return RequestContext.create(this.em, async () => {
      const listings = await this.em.find(Listing, {
        dealerId,
        id: { $in: listingIds },
        status: 'publishing',
      });
      try {
        return (await this.publisher.queue(dealerId, listings)).length;
      } catch (error) {
        this.logger.warn(
          `Could not queue again ${listings.length} listing(s) of ${dealerId}: ${(error as Error).message}`,
        );
        return 0;
      }
    });
  }
}

function byDealer(listings: StaleListing[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const { id, dealer_id: dealerId } of listings)
    grouped.set(dealerId, [...(grouped.get(dealerId) ?? []), id]);
  return grouped;
}
