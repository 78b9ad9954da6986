import pg from 'pg';
import type { BuiltServer } from './built-server';

/** The sample under which `share` of them fall, by nearest rank, to a tenth of a millisecond. */
export function rank(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Math.round(sorted[at] * 10) / 10;
}

/** Runs `work` on a connection to the server's database (rows a benchmark writes straight in). */
export async function withDatabase<T>(
  server: BuiltServer,
  work: (db: pg.Client) => Promise<T>,
): Promise<T> {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}
