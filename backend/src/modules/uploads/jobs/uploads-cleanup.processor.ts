import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../integrations/jobs';
import { UploadsService } from '../uploads.service';

export const UPLOADS_CLEANUP_JOB = 'uploads.cleanup';

/** Runs one bounded cleanup of abandoned uploads (see UploadsService.cleanUpAbandoned). */
@Injectable()
export class UploadsCleanupProcessor implements OnModuleInit {
  private readonly logger = new Logger('UploadsCleanup');

  constructor(
    private readonly jobs: JobQueue,
    private readonly uploads: UploadsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(UPLOADS_CLEANUP_JOB, async () => {
      const removed = await this.uploads.cleanUpAbandoned();
      if (removed.pending + removed.unused + removed.partialFiles + removed.swept > 0)
        this.logger.log(
          `Removed ${removed.pending} unfinished upload(s), ${removed.unused} unused image(s), ${removed.partialFiles} half-written file(s) and ${removed.swept} object(s) left after an erasure or an S3 upload`,
        );
    });
  }
}
