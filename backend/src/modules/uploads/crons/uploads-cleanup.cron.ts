import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobQueue, queueOnSchedule } from '../../../integrations/jobs';
import { UPLOADS_CLEANUP_JOB } from '../jobs/uploads-cleanup.processor';

/**
 * Every ten minutes, enqueue one cleanup of abandoned uploads. One job id: every API process runs
 * this cron, and a cleanup already waiting or running is not enqueued twice.
 */
@Injectable()
export class UploadsCleanupCron {
  private readonly logger = new Logger('UploadsCleanup');

  constructor(private readonly jobs: JobQueue) {}

  @Cron(CronExpression.EVERY_10_MINUTES, { name: 'uploads-cleanup' })
  async enqueue(): Promise<void> {
    await queueOnSchedule(this.logger, 'Cleanup of abandoned uploads', () =>
      this.jobs.enqueue(UPLOADS_CLEANUP_JOB, {}, { jobId: 'uploads-cleanup', attempts: 1 }),
    );
  }
}
