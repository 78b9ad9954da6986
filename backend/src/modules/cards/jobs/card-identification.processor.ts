import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../integrations/jobs';
import { CardIdentificationService } from '../card-identification.service';
import { CARD_IDENTIFICATION_JOB } from './card-identification.job';

/**
 * Runs the identification job. What the engine cannot read is recorded on the card (status error)
 * and not retried; only infrastructure failures (database, storage) reach the queue and are retried.
 * When the job fails for good (last attempt, or its workers kept dying) the card says so instead of
 * staying in processing.
 */
@Injectable()
export class CardIdentificationProcessor implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly identification: CardIdentificationService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(
      CARD_IDENTIFICATION_JOB,
      (job) => this.identification.identifyCard(job.data.cardId),
      { onFailed: (job, reason) => this.identification.markFailed(job.data.cardId, reason) },
    );
  }
}
