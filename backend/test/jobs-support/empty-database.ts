import crypto from 'node:crypto';
import pg from 'pg';

/** A new database without any table, on the test PostgreSQL; `drop()` removes it. */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.PENNANT_TEST_ADMIN_URL;
  if (!adminUrl)
    throw new Error('PENNANT_TEST_ADMIN_URL is not set: run through jest (global setup)');
  const name = `pennant_e_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
