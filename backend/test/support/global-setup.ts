import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

/**
 * API tests run against a real PostgreSQL: DATABASE_URL when set (CI uses the machine's server),
 * otherwise an embedded one started here for the run. Each test file makes its own database.
 */
export default async function globalSetup(): Promise<void> {
  process.env.TZ = 'UTC';
  if (process.env.DATABASE_URL) {
    process.env.PENNANT_TEST_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-test-pg-'));
  fs.chmodSync(dir, 0o755);
  const running = await startEmbeddedPostgres(path.join(dir, 'data'), await freePort());
  (globalThis as Record<string, unknown>).__PENNANT_TEST_PG__ = { running, dir };
  process.env.PENNANT_TEST_ADMIN_URL = running.url;
}
