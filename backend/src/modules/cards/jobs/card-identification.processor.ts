import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { JobQueue } from '../../../integrations/jobs';
import { CardRecognition } from '../../../integrations/recognition';
import { CardIdentificationService } from '../card-identification.service';
import { CARD_IDENTIFICATION_JOB, identificationJobId } from './card-identification.job';

/** A card processing this long without a job in the queue lost it (enqueued while Redis was away, or not marked failed). */
export const ORPHAN_AFTER_MS = 5 * 60_000;
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 200;

/**
 * Runs the identification job. What the engine cannot read is recorded on the card (status error)
 * and not retried; only infrastructure failures (database, storage) reach the queue and are retried.
 * When the job fails for good (last attempt, or its workers kept dying) the card says so instead of
 * staying in processing.
 */
@Injectable()
export class CardIdentificationProcessor
  implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger('CardIdentification');
  private sweeper?: NodeJS.Timeout;

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
   * A process that runs jobs starts its OCR workers now rather than on the first card. The in-process
   * runner, whose queue died with the last process, takes up the cards left processing. Every process
   * looks now and then for cards left without a job: with Redis, one whose job never reached the queue;
   * in-process too, one whose job failed for good while the database was away, so it could not be marked failed.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (this.jobs.runsJobsHere) this.recognition.warmUp();
    this.sweeper = setInterval(() => void this.sweepQuietly(), SWEEP_EVERY_MS).unref();
    if (!this.jobs.keepsJobsAcrossRestarts && this.jobs.runsJobsHere) await this.resumeUnfinished();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  /**
   * Enqueues again the cards processing for over ORPHAN_AFTER_MS that have no job waiting or running;
   * answers how many. Idempotent (one job id per card), so several processes may sweep at once.
   */
  async requeueOrphans(): Promise<number> {
    const stale = await this.identification.processingSince(
      new Date(Date.now() - ORPHAN_AFTER_MS),
      SWEEP_BATCH,
    );
    let requeued = 0;
    for (const cardId of stale) {
      if (await this.jobs.hasUnfinished(identificationJobId(cardId))) continue;
      await this.enqueue(cardId);
      requeued += 1;
    }
    if (requeued > 0)
      this.logger.warn(`Enqueued again ${requeued} card(s) left processing without a job`);
    return requeued;
  }

  private async sweepQuietly(): Promise<void> {
    try {
      await this.requeueOrphans();
    } catch (error) {
      this.logger.warn(`Looking for cards left without a job failed: ${(error as Error).message}`);
    }
  }

  private async resumeUnfinished(): Promise<void> {
    const cardIds = await this.identification.unfinishedCardIds();
    for (const cardId of cardIds) await this.enqueue(cardId);
    if (cardIds.length > 0) {
      this.logger.log(`Resumed ${cardIds.length} card(s) left processing by the last run`);
    }
  }

  private enqueue(cardId: string): Promise<unknown> {
    return this.jobs.enqueue(
      CARD_IDENTIFICATION_JOB,
      { cardId },
      { jobId: identificationJobId(cardId) },
    );
  }
}
