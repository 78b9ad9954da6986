import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { CARD_REPRICE_MINUTES } from '@pennant/contracts';
import { JobQueue, type EnqueuedJob } from '../../../integrations/jobs';
import { CardsService } from '../cards.service';
import { CardRepository } from '../repositories/card.repository';

const CARD_REPRICE_JOB = 'cards.reprice' as const;
/** Cards priced again per dealer and run: a bounded number of eBay searches while eBay may still be failing. */
const REPRICE_BATCH = 50;

const REPRICE_EVERY_MS = CARD_REPRICE_MINUTES * 60_000;

/**
 * A card priced while eBay was failing (down, slow, rate limited, the dealer's access refused) is priced again by
 * itself: every ten minutes a job per dealer with such cards awaiting review, each run stopping at the first card
 * eBay fails again. A job id per dealer and time slot keeps several API processes from queueing it twice.
 */
@Injectable()
export class CardRepricing implements OnModuleInit {
  private readonly logger = new Logger('CardRepricing');

  constructor(
    private readonly jobs: JobQueue,
    private readonly cards: CardsService,
    private readonly repository: CardRepository,
  ) {}

  onModuleInit(): void {
    this.jobs.register(CARD_REPRICE_JOB, async (job) => {
      const priced = await this.cards.repriceAfterOutage(job.data.dealerId, REPRICE_BATCH);
      if (priced > 0)
        this.logger.log(`Priced ${priced} card(s) of dealer ${job.data.dealerId} now eBay answers`);
    });
  }

  @Cron(`*/${CARD_REPRICE_MINUTES} * * * *`, { name: 'cards-reprice' })
  async schedule(): Promise<void> {
    try {
      await this.enqueueDue(new Date());
    } catch (error) {
      this.logger.warn(`Queueing card repricing failed: ${(error as Error).message}`);
    }
  }

  /** Queues a repricing run for every dealer with cards awaiting review whose pricing eBay failed. */
  async enqueueDue(now: Date): Promise<EnqueuedJob[]> {
    const slot = Math.floor(now.getTime() / REPRICE_EVERY_MS);
    const queued: EnqueuedJob[] = [];
    for (const dealerId of await this.repository.dealersAwaitingRepricing()) {
      queued.push(
        await this.jobs.enqueue(
          CARD_REPRICE_JOB,
          { dealerId },
          { jobId: `cards-reprice-${dealerId}-${slot}` },
        ),
      );
    }
    return queued;
  }
}
