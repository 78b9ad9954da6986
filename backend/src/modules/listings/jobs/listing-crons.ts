import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue, queueOnSchedule } from '../../../integrations/jobs';
import { EbayConnectionService } from '../../auth';
import { ORDERS_SYNC_JOB, RECONCILE_JOB } from './listing-jobs';

const SYNC_EVERY_MS = 5 * 60_000;

/**
 * Schedules only: every five minutes an order sync per connected dealer, every night a
 * reconciliation per dealer with live listings. A job id per dealer and time slot keeps several
 * API processes from queueing the same sync twice.
 */
@Injectable()
export class ListingCrons {
  private readonly logger = new Logger('ListingCrons');

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly connections: EbayConnectionService,
  ) {}

  @Cron('*/5 * * * *', { name: 'orders-sync' })
  async syncOrders(): Promise<void> {
    const slot = Math.floor(Date.now() / SYNC_EVERY_MS);
    const dealerIds = await this.connections.connectedDealerIds();
    await queueOnSchedule(this.logger, 'Order sync', async () => {
      for (const dealerId of dealerIds)
        await this.jobs.enqueue(
          ORDERS_SYNC_JOB,
          { dealerId },
          { jobId: `orders-sync-${dealerId}-${slot}` },
        );
    });
  }

  @Cron('30 3 * * *', { name: 'listings-reconcile' })
  async reconcile(): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ dealer_id: string }[]>(
        `SELECT DISTINCT dealer_id FROM listing WHERE status = 'active'`,
      );
    await queueOnSchedule(this.logger, 'Nightly reconciliation', async () => {
      for (const { dealer_id: dealerId } of rows)
        await this.jobs.enqueue(
          RECONCILE_JOB,
          { dealerId },
          { jobId: `reconcile-${dealerId}-${day}` },
        );
    });
  }
}
