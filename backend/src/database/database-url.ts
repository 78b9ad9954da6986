import type { AppConfig } from '../config';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres';

/** DATABASE_URL when configured, else the embedded PostgreSQL under DATA_DIR. */
export async function resolveDatabase(config: AppConfig): Promise<RunningPostgres> {
  if (config.database.url) return { url: config.database.url, stop: async () => undefined };
  return startEmbeddedPostgres(config.database.embeddedDir, config.database.embeddedPort);
}
