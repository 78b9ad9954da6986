import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue } from '../../../integrations/jobs';
import { EbayConnectionService, isEbayConnectionLost } from '../../auth';
import { CardLifecycle } from '../../cards';
import { ListingsService } from '../listings.service';
import { PreparationService } from '../preparation/preparation.service';
import {
  AUTO_PUBLISH_AWAITS_CONNECTION,
  PUBLISHING_AWAITS_CONNECTION,
  PublisherService,
  PUBLISH_JOB,
} from '../publishing/publisher.service';
import { ListingRepository } from '../repositories/listing.repository';
import { SellingSetupService } from '../selling-setup.service';
import { ListingStatusService } from '../status/listing-status.service';
import { PublishingSweep } from './publishing-sweep';

export const PREPARE_JOB = 'listing.prepare' as const;
export const ORDERS_SYNC_JOB = 'orders.sync' as const;
export const RECONCILE_JOB = 'listings.reconcile' as const;

/**
 * The listings module's jobs and hooks: publishing batches, preparing what was approved (and
 * publishing it when the dealer automates), order syncs and nightly reconciliation; and what a
 * card's approval or removal means for its listing.
 */
@Injectable()
export class ListingJobs implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ListingJobs');
  /** Listings left publishing without a job are published again (see PublishingSweep). */
  readonly publishingSweep: PublishingSweep;

  constructor(
    em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly lifecycle: CardLifecycle,
    private readonly listingsService: ListingsService,
    private readonly listings: ListingRepository,
    private readonly preparation: PreparationService,
    private readonly publisher: PublisherService,
    private readonly setup: SellingSetupService,
    private readonly status: ListingStatusService,
    private readonly connections: EbayConnectionService,
  ) {
    this.publishingSweep = new PublishingSweep(em, jobs, publisher);
  }

  onModuleInit(): void {
    this.jobs.register(
      PUBLISH_JOB,
      (job) => this.publisher.publishBatch(job.data.dealerId, job.data.listingIds, job),
      {
        onFailed: (job) => this.publisher.markFailed(job.data.dealerId, job.data.listingIds),
      },
    );
    this.jobs.register(PREPARE_JOB, (job) =>
      this.prepareApproved(job.data.dealerId, job.data.cardIds),
    );
    this.jobs.register(ORDERS_SYNC_JOB, async (job) => {
      try {
        await this.status.syncOrders(job.data.dealerId);
      } catch (error) {
        // Retries cannot help until the dealer connects eBay again; their screens say so (the sync status).
        if (!isEbayConnectionLost(error)) throw error;
        this.logger.warn(`Orders of ${job.data.dealerId} not synced: ${(error as Error).message}`);
      }
    });
    this.jobs.register(RECONCILE_JOB, async (job) => {
      await this.status.reconcile(job.data.dealerId);
    });
    this.lifecycle.onApproved(async (cards) => {
      const byDealer = new Map<string, string[]>();
      for (const card of cards)
        byDealer.set(card.dealerId, [...(byDealer.get(card.dealerId) ?? []), card.id]);
      for (const [dealerId, cardIds] of byDealer)
        await this.jobs.enqueue(PREPARE_JOB, { dealerId, cardIds });
    });
    this.lifecycle.beforeRemove((card) =>
      this.listingsService.beforeCardRemoved(card.dealerId, card.id),
    );
    this.lifecycle.onCorrected((cards) => this.preparation.refreshPrepared(cards));
    this.lifecycle.onLotsChanged((lots) => this.listingsService.lotsChanged(lots));
    this.lifecycle.beforeUnapprove((card) =>
      this.listingsService.beforeApprovalUndone(card.dealerId, card.id),
    );
    this.connections.onConnected(async (dealerId) => {
      await this.publisher.resumeAfterReconnect(dealerId);
    });
  }

  /**
   * The in-process runner lost its queue with the last process: listings left publishing go again. Every process
   * also sweeps now and then for listings whose job was lost later (Redis restarted without persistence).
   */
  async onApplicationBootstrap(): Promise<void> {
    this.publishingSweep.start();
    if (!this.jobs.runsJobsHere || this.jobs.keepsJobsAcrossRestarts) return;
    await this.publisher.resumeUnfinished();
  }

  onApplicationShutdown(): void {
    this.publishingSweep.stop();
  }

  /** Approved cards get their listing prepared; with automation on, the ready ones publish. */
  private async prepareApproved(dealerId: string, cardIds: string[]): Promise<void> {
    const result = await this.preparation.prepareCards(dealerId, cardIds);
    const { autoPublish } = await this.setup.defaults(dealerId);
    if (!autoPublish) return;
    const ready = result.preparations.flatMap((entry) =>
      entry.preparation?.status === 'ready' ? [entry.preparation.listingId] : [],
    );
    if (ready.length === 0) return;
    const listings = await this.listings.find({ dealerId, id: { $in: ready } });
    try {
      await this.setup.requireReady(dealerId);
    } catch (error) {
      this.logger.warn(`Not publishing automatically for ${dealerId}: ${(error as Error).message}`);
      await this.publisher.notPublishedAutomatically(
        listings,
        await this.whyNotPublished(dealerId, error),
      );
      return;
    }
    await this.publisher.queue(dealerId, listings);
  }

  private async whyNotPublished(dealerId: string, error: unknown): Promise<string> {
    const connection = await this.connections.connectionState(dealerId);
    if (connection === 'expired') return PUBLISHING_AWAITS_CONNECTION;
    if (connection === 'none') return AUTO_PUBLISH_AWAITS_CONNECTION;
    return `Not published automatically: ${(error as Error).message}`;
  }
}
