import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { AppModule } from './app.module';
import { LOG_LEVELS } from './app.factory';

/**
 * A worker process: the same modules as the API, no HTTP; it only takes jobs from the Bull queues on
 * Redis. Run as many as the load needs (`npm run worker`). SIGTERM or Ctrl-C lets the jobs it is
 * running finish before it exits; a job of a worker that dies is taken again by another one.
 */
async function main(): Promise<void> {
  const logger = new Logger('Worker');
  const config = loadConfig();
  const databaseUrl = workerDatabaseUrl(config);
  const worker = await NestFactory.createApplicationContext(
    AppModule.forRoot(config, databaseUrl, 'worker'),
    { logger: LOG_LEVELS[config.logLevel] },
  );
  stopOnSignals(worker, logger);
  logger.log(`Worker ${process.pid} is taking jobs, ${config.jobs.concurrency} at once`);
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

function stopOnSignals(worker: INestApplicationContext, logger: Logger): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} received again: stopping now; unfinished jobs run again elsewhere`);
      process.exit(1);
    }
    stopping = true;
    logger.log(`${signal} received: finishing running jobs, then stopping`);
    await worker.close();
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
