import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  PlatformMetrics,
  PublicContact,
  RemotesConfig,
  Testimonial,
} from '@pennant/contracts';
import { APP_CONFIG, type AppConfig } from '../../config';
import { fromCents } from '../../common';
import { JobQueue, type QueueStats } from '../../integrations/jobs';
import { RedisConnection } from '../../integrations/redis';
import { OBJECT_STORAGE, type ObjectStorage } from '../../integrations/storage';
import { CardsService } from '../cards';
import { DealersService } from '../dealers';
import { OrdersService } from '../orders';

/** Fewest dealers a per-dealer figure may come from, whatever the operator chose. */
export const PRIVACY_FLOOR = 3;
/** Sales are shown in whole hundreds of dollars. */
const SALES_ROUNDING_CENTS = 100_00;
/** A job waiting this long with none running means no process takes jobs (workers stopped, JOBS_IN_API=false). */
export const JOB_WAIT_DEGRADED_SECONDS = 5 * 60;

export interface Health {
  status: 'ok' | 'degraded';
  database: boolean;
  /** The photo storage answers: the local folder can be written, or the S3 bucket takes the credentials. */
  storage: boolean;
  redis?: boolean;
  queue?: QueueStats;
}

@Injectable()
export class PlatformService {
  private readonly logger = new Logger('Platform');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dealers: DealersService,
    private readonly orders: OrdersService,
    private readonly cards: CardsService,
    private readonly em: EntityManager,
    private readonly redis: RedisConnection,
    private readonly jobs: JobQueue,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  remotes(): RemotesConfig {
    return {
      remotes: this.config.frontends.remotes.map(({ name, manifestUrl }) => ({
        name,
        manifestUrl,
      })),
    };
  }

  /**
   * Live figures, never one that tells about a single dealer: each figure built from dealers' data
   * appears only when at least PUBLIC_METRICS_MIN_DEALERS dealers contribute to it (with
   * PUBLIC_METRICS=on, the operator's choice, at least PRIVACY_FLOOR), sales rounded down to whole
   * hundreds; PUBLIC_METRICS=off hides them all. Accuracy appears once the benchmark has measured it.
   */
  async metrics(): Promise<PlatformMetrics> {
    const { mode, minDealers } = this.config.publicMetrics;
    const accuracy = await this.measuredAccuracy();
    if (mode === 'off')
      return {
        dealers: null,
        cardsProcessed: null,
        salesVolume: null,
        identificationAccuracyPercent: accuracy,
      };
    const [dealers, cards, sales] = await Promise.all([
      this.dealers.count(),
      this.cards.countIdentified(),
      this.orders.platformSalesVolume(),
    ]);
    const enough = (contributors: number) =>
      contributors >= (mode === 'on' ? PRIVACY_FLOOR : minDealers);
    return {
      dealers: mode === 'on' || dealers >= minDealers ? dealers : null,
      cardsProcessed: enough(cards.dealers) ? cards.cards : null,
      salesVolume: enough(sales.dealers)
        ? fromCents(sales.cents - (sales.cents % SALES_ROUNDING_CENTS))
        : null,
      identificationAccuracyPercent: accuracy,
    };
  }

  /** The operator's support address (SUPPORT_EMAIL); Pennant ships none of its own. */
  contact(): PublicContact {
    return { supportEmail: this.config.supportEmail ?? null };
  }

  /** Operator-edited testimonials (CONTENT_DIR/testimonials.json); none ship with Pennant. */
  async testimonials(): Promise<Testimonial[]> {
    const file = path.join(this.config.contentDir, 'testimonials.json');
    const raw = await fs.readFile(file, 'utf8').catch(() => null);
    if (raw === null) return [];
    try {
      const parsed = JSON.parse(raw) as unknown;
      return Array.isArray(parsed) ? parsed.filter(isTestimonial) : [];
    } catch {
      this.logger.warn(`${file} is not valid JSON; no testimonials shown`);
      return [];
    }
  }

  /** Database, Redis when configured, and the job queue (when it can be read): degraded if any is stuck. */
  async health(): Promise<Health> {
    const [database, storage, redis] = await Promise.all([
      this.databaseIsUp(),
      this.storage.isReachable(),
      this.redis.configured ? this.redis.isUp() : Promise.resolve(undefined),
    ]);
    const queue = redis === false ? undefined : await this.queueStats();
    const healthy = database && storage && redis !== false && !jobsAreStuck(queue);
    return {
      status: healthy ? 'ok' : 'degraded',
      database,
      storage,
      ...(redis === undefined ? {} : { redis }),
      ...(queue ? { queue } : {}),
    };
  }

  private async queueStats(): Promise<QueueStats | undefined> {
    try {
      return await this.jobs.stats();
    } catch {
      return undefined;
    }
  }

  private async databaseIsUp(): Promise<boolean> {
    try {
      await this.em.getConnection().execute('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  private async measuredAccuracy(): Promise<string | null> {
    const file = path.join(this.config.benchmarkResultsDir, 'identify-latest.json');
    const raw = await fs.readFile(file, 'utf8').catch(() => null);
    if (raw === null) return null;
    try {
      const value = (JSON.parse(raw) as { allFieldsExactPercent?: unknown }).allFieldsExactPercent;
      return typeof value === 'number' && value >= 0 && value <= 100 ? value.toFixed(1) : null;
    } catch {
      return null;
    }
  }
}

/**
 * Jobs wait and none runs: no process takes them. A long wait while jobs run is a busy queue (a dealer's stack of a
 * thousand cards), which a load balancer must not take for a dead server.
 */
export function jobsAreStuck(queue: QueueStats | undefined): boolean {
  if (!queue || queue.active > 0) return false;
  return (queue.oldestWaitingSeconds ?? 0) > JOB_WAIT_DEGRADED_SECONDS;
}

function isTestimonial(value: unknown): value is Testimonial {
  const item = value as Partial<Testimonial> | null;
  return Boolean(
    item &&
    typeof item.quote === 'string' &&
    item.quote.trim() &&
    typeof item.name === 'string' &&
    item.name.trim(),
  );
}
