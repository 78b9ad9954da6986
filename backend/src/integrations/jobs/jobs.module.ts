import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { BullModule } from '@nestjs/bull';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config';
import { redisKeyPrefix } from '../redis';
import { BullJobQueue, bullSettings } from './bull-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';
import {
  JOB_CONTEXT,
  JOBS_OPTIONS,
  QUEUE_NAME,
  runWithoutContext,
  type JobContextRunner,
  type JobsOptions,
} from './jobs.options';

/** The API serves HTTP (and takes jobs unless told not to); a worker only takes jobs. */
export type ProcessRole = 'api' | 'worker';

const ATTEMPTS = 3;
const BACKOFF_MS = 2000;
const MAX_RECONNECT_DELAY_MS = 2000;

/**
 * The job queue, global: inject `JobQueue` anywhere. Without REDIS_URL jobs run in this process;
 * with it they go through Bull on Redis, and worker processes (worker.ts) take them.
 */
@Module({})
export class JobsModule {
  static forRoot(config: AppConfig, databaseUrl: string, role: ProcessRole): DynamicModule {
    const options = jobsOptions(config, databaseUrl, role);
    const providers: Provider[] = [
      { provide: JOBS_OPTIONS, useValue: options },
      { provide: JobRegistry, useFactory: () => new JobRegistry() },
      {
        provide: JOB_CONTEXT,
        inject: [{ token: MikroORM, optional: true }],
        useFactory: jobContextRunner,
      },
    ];
    if (!config.redisUrl) {
      return {
        module: JobsModule,
        global: true,
        providers: [...providers, { provide: JobQueue, useClass: InProcessJobQueue }],
        exports: [JobQueue],
      };
    }
    return {
      module: JobsModule,
      global: true,
      imports: [
        BullModule.forRoot({
          url: config.redisUrl,
          prefix: options.prefix,
          settings: bullSettings(options),
          redis: { retryStrategy: reconnectDelay },
        }),
        BullModule.registerQueue({ name: QUEUE_NAME }),
      ],
      providers: [...providers, { provide: JobQueue, useClass: BullJobQueue }],
      exports: [JobQueue],
    };
  }
}

export function jobsOptions(
  config: AppConfig,
  databaseUrl: string,
  role: ProcessRole,
): JobsOptions {
  return {
    consume: role === 'worker' || !config.redisUrl || config.jobs.processInApi,
    concurrency: config.jobs.concurrency,
    attempts: ATTEMPTS,
    backoffMs: BACKOFF_MS,
    lockDurationMs: config.jobs.lockDurationMs,
    prefix: redisKeyPrefix(databaseUrl),
  };
}

/**
 * Bull's own reconnection waits e^attempt ms, up to 20 s: jobs would resume that long after Redis is back.
 * Attempts every 2 s at most cost nothing (their failures are logged once, see RedisOutageLog).
 */
export function reconnectDelay(attempt: number): number {
  return Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS);
}

/** Each job runs in its own MikroORM context (identity map), like an HTTP request. */
function jobContextRunner(orm?: MikroORM): JobContextRunner {
  if (!orm) return runWithoutContext;
  return (work) => RequestContext.create(orm.em, work);
}
