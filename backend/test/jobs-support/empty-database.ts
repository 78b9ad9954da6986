import { createScratchDatabase, type ScratchDatabase } from '@pennant/test-support';

/** A new database without any table, on the test PostgreSQL; `drop()` removes it. */
export async function createEmptyDatabase(): Promise<ScratchDatabase> {
  const adminUrl = process.env.PENNANT_TEST_ADMIN_URL;
  if (!adminUrl)
    throw new Error('PENNANT_TEST_ADMIN_URL is not set: run through jest (global setup)');
  return createScratchDatabase(adminUrl, 'pennant_e');
}
