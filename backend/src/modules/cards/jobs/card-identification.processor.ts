import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../integrations/jobs';
import { CardRecognition } from '../../../integrations/recognition';
import { CardIdentificationService } from '../card-identification.service';
import { CARD_IDENTIFICATION_JOB } from './card-identification.job';

/**
 * Runs the identification job. What the engine cannot read is recorded on the card (status error)
 * and not retried; only infrastructure failures (database, storage) reach the queue and are retried.
 * When the job fails for good (last attempt, or its workers kept dying) the card says so instead of
 * staying in processing.
 */
@Injectable()
export class CardIdentificationProcessor implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('CardIdentification');

  constructor(
    private readonly jobs: JobQueue,
    private readonly identification: CardIdentificationService,
    private readonly recognition: CardRecognition,
  ) {}

  onModuleInit(): void {
    this.jobs.register(
      CARD_IDENTIFICATION_JOB,
      (job) => this.identification.identifyCard(job.data.cardId),
      { onFailed: (job) => this.identification.markFailed(job.data.cardId) },
    );
  }

  /**
   * A process that runs jobs starts its OCR workers now rather than on the first card, and the
   * in-process runner, whose queue died with the last process, takes up the cards left processing.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.jobs.runsJobsHere) return;
    this.recognition.warmUp();
    if (this.jobs.keepsJobsAcrossRestarts) return;
    const cardIds = await this.identification.unfinishedCardIds();
    for (const cardId of cardIds) {
      await this.jobs.enqueue(CARD_IDENTIFICATION_JOB, { cardId });
    }
    if (cardIds.length > 0) {
      this.logger.log(`Resumed ${cardIds.length} card(s) left processing by the last run`);
    }
  }
}
