import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue, type Job } from '../../../integrations/jobs';
import { CardIdentificationService } from '../card-identification.service';
import { CARD_IDENTIFICATION_JOB, type CardIdentificationJob } from './card-identification.job';

/**
 * Runs the identification job. What the engine cannot read is recorded on the card (status error)
 * and not retried; only infrastructure failures (database, storage) reach the queue and are retried,
 * and when the last attempt fails too the card says so instead of staying in processing.
 */
@Injectable()
export class CardIdentificationProcessor implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly identification: CardIdentificationService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(CARD_IDENTIFICATION_JOB, (job) => this.run(job));
  }

  async run(job: Job<CardIdentificationJob>): Promise<void> {
    try {
      await this.identification.identifyCard(job.data.cardId);
    } catch (error) {
      if (job.attempt >= job.maxAttempts)
        await this.identification.markFailed(job.data.cardId, (error as Error).message);
      throw error;
    }
  }
}
