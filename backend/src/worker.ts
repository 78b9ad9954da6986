import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError, loadConfig, operatorLogger, startSummary, type AppConfig } from './config';
import { mikroOrmOptions, verifyDatabaseConnection } from './database';
import { AppModule } from './app.module';
import { closeWithin, toleratingClosedRedisConnections } from './shutdown';

/**
 * A worker process: the same modules as the API, no HTTP; it only takes jobs from the Bull queues on
 * Redis. Run as many as the load needs (`npm run worker`). SIGTERM or Ctrl-C lets the jobs it is
 * running finish before it exits; a job of a worker that dies is taken again by another one.
 */
async function main(): Promise<void> {
  const logger = new Logger('Worker');
  const config = loadConfig();
  const databaseUrl = workerDatabaseUrl(config);
  await verifyDatabaseConnection(databaseUrl);
  await refuseUnmigratedDatabase(databaseUrl);
  const worker = await NestFactory.createApplicationContext(
    AppModule.forRoot(config, databaseUrl, 'worker'),
    { logger: operatorLogger(config) },
  );
  stopOnSignals(worker, logger);
  logger.log(
    `Worker ${process.pid} is taking jobs, ${config.jobs.concurrency} at once: ${startSummary(config)}`,
  );
  const sharedStorage = localStorageWarning(config);
  if (sharedStorage) logger.warn(sharedStorage);
}

/**
 * A worker reads the photos the API stored: with local storage only through the same folder. A worker started
 * without the API's S3_* variables fails every identification ("not one of your uploads"), so its start says so.
 */
function localStorageWarning(config: AppConfig): string | null {
  if (config.storage.driver !== 'local') return null;
  return (
    `Photos are read from the local folder ${config.storage.dir}: the API must store them in this same folder ` +
    '(same machine, same DATA_DIR). If the API uses an S3 bucket, give this worker the same S3_* variables'
  );
}

/** A worker shares the API's PostgreSQL and Redis; the embedded defaults belong to one API process. */
function workerDatabaseUrl(config: AppConfig): string {
  if (!config.redisUrl) {
    throw new ConfigError(
      'REDIS_URL',
      'is required for a worker: without it the API runs jobs itself',
    );
  }
  if (!config.database.url) {
    throw new ConfigError('DATABASE_URL', 'is required for a worker: the PostgreSQL the API uses');
  }
  return config.database.url;
}

/** Only the API applies migrations: a worker on a database it has not prepared would fail every job. */
async function refuseUnmigratedDatabase(databaseUrl: string): Promise<void> {
  const orm = await MikroORM.init(mikroOrmOptions(databaseUrl));
  try {
    const pending = await orm.getMigrator().getPendingMigrations();
    if (pending.length > 0) {
      throw new ConfigError(
        'DATABASE_URL',
        `names a database with ${pending.length} migration(s) not applied yet: run the API first: it applies migrations`,
      );
    }
  } finally {
    await orm.close(true);
  }
}

/** Longer than the API's: a running job (a batch published to eBay) is let finish. */
const WORKER_CLOSE_DEADLINE_MS = 60_000;

function stopOnSignals(worker: INestApplicationContext, logger: Logger): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} received again: stopping now; unfinished jobs run again elsewhere`);
      process.exit(1);
    }
    stopping = true;
    logger.log(`${signal} received: finishing running jobs, then stopping`);
    toleratingClosedRedisConnections(logger);
    try {
      // Past the deadline (Redis hung, a job that never ends) the worker stops anyway: its jobs' locks lapse and
      // another worker takes them (JOB_LOCK_MS).
      await closeWithin(worker, WORKER_CLOSE_DEADLINE_MS, logger);
    } catch (error) {
      logger.error(`Stopping failed: ${error instanceof Error ? error.stack : String(error)}`);
      process.exit(1);
    }
    logger.log('Stopped');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void stop(signal));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The worker could not start:', error instanceof Error ? error.stack : error);
  }
  process.exit(1);
});
