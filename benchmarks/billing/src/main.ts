// `npm run bench:billing`: month-end billing for 1,000 dealers. Seeds the dealers and a month of
// orders with SQL, then runs the monthly job as the hourly cron does on the 1st (every dealer's job
// queued, generated and invoiced with the local provider), and once more to show a second run
// changes nothing. Prints the figures and writes them to benchmarks/results/billing-latest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createScratchDatabase, freePort, REPO_ROOT } from '@pennant/test-support';
/* eslint-disable @nx/enforce-module-boundaries -- the benchmark runs the backend's own monthly job in
   this process (the built server has no way to start it on demand), as the API tests do. */
import { createPennantApp } from '@pennant/backend/src/app.factory';
import { loadConfig } from '@pennant/backend/src/config';
import { startEmbeddedPostgres } from '@pennant/backend/src/database/embedded-postgres';
import { BillingJobs } from '@pennant/backend/src/modules/billing';
/* eslint-enable @nx/enforce-module-boundaries */

const { values: args } = parseArgs({
  options: {
    dealers: { type: 'string', default: '1000' },
    'orders-per-dealer': { type: 'string', default: '25' },
    'database-url': { type: 'string' },
    redis: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
  },
});
const DEALERS = Number(args.dealers);
const ORDERS = Number(args['orders-per-dealer']);
const MONTH = '2026-10';
/** 12:00 UTC on November 1st: the 1st in every US time zone. */
const FIRST_OF_NEXT_MONTH = new Date('2026-11-01T12:00:00Z');
const TIME_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-bench-billing-'));
  const adminUrl = args['database-url'] ?? process.env.DATABASE_URL;
  const embedded = adminUrl
    ? undefined
    : await startEmbeddedPostgres(path.join(dataDir, 'postgres'), await freePort());
  const database = await createScratchDatabase(adminUrl ?? embedded!.url, 'pennant_bench');
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    JOB_CONCURRENCY: args.concurrency!,
    ...(args.redis ? { REDIS_URL: args.redis } : {}),
  });
  const pennant = await createPennantApp(config, database.url);
  const db = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    console.log(`Seeding ${DEALERS} dealers with ${ORDERS} orders each in ${MONTH}...`);
    await seed(db);
    const jobs = pennant.app.get(BillingJobs);
    const first = await runMonthEnd(jobs);
    console.log(`First run: ${DEALERS} dealers billed in ${first.seconds.toFixed(1)} s`);
    const second = await runMonthEnd(jobs);
    console.log(`Second run: ${second.seconds.toFixed(1)} s, nothing new`);
    const counts = await countBilling(db);
    const figures = {
      measuredAt: new Date().toISOString(),
      dealers: DEALERS,
      ordersPerDealer: ORDERS,
      month: MONTH,
      firstRunSeconds: round(first.seconds),
      secondRunSeconds: round(second.seconds),
      cycles: counts.cycles,
      invoices: counts.invoices,
      invoiceNumbersGapless: counts.lastNumber === counts.invoices,
      totalFees: counts.fees,
      jobs: args.redis ? 'Bull on Redis' : 'in-process',
      jobConcurrency: Number(args.concurrency),
    };
    console.log(JSON.stringify(figures, null, 2));
    if (counts.cycles !== DEALERS || counts.invoices !== DEALERS)
      throw new Error(
        `expected ${DEALERS} cycles and invoices, got ${counts.cycles} and ${counts.invoices}`,
      );
    const out = path.join(REPO_ROOT, 'benchmarks/results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(
      path.join(out, 'billing-latest.json'),
      `${JSON.stringify(figures, null, 2)}\n`,
    );
  } finally {
    await db.end();
    await pennant.close();
    await database.drop();
    await embedded?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Dealers across four time zones; each sale a Pennant line on the 1st to the 28th of the month. */
async function seed(db: pg.Pool): Promise<void> {
  await db.query(
    `INSERT INTO dealer (ebay_user_id, username, time_zone)
     SELECT 'bench_dealer_' || n, 'bench_dealer_' || n, ($2::text[])[1 + n % 4]
       FROM generate_series(1, $1) AS n`,
    [DEALERS, TIME_ZONES],
  );
  await db.query(
    `INSERT INTO customer_order (dealer_id, ebay_order_id, total_price, ordered_at, source)
     SELECT d.id, 'bench-' || d.ebay_user_id || '-' || n, ((5 + (n * 37) % 500) || '.' || lpad(((n * 13) % 100)::text, 2, '0'))::numeric,
            $2::timestamptz + make_interval(days => n % 28, hours => n % 24), 'ebay'
       FROM dealer d CROSS JOIN generate_series(1, $1) AS n`,
    [ORDERS, `${MONTH}-01T12:00:00Z`],
  );
  await db.query(
    `INSERT INTO order_line_item (order_id, dealer_id, line_item_id, title, item_price,
       refund_amount, listed_through_pennant)
     SELECT o.id, o.dealer_id, o.ebay_order_id || '-1', 'Bench card ' || o.ebay_order_id, o.total_price,
            CASE WHEN right(o.ebay_order_id, 1) = '7' THEN round(o.total_price / 3, 2) ELSE 0 END, true
       FROM customer_order o`,
  );
}

/** The cron's work on the 1st: every dealer's job queued; timed until every job has ended. */
async function runMonthEnd(jobs: BillingJobs): Promise<{ seconds: number }> {
  const started = process.hrtime.bigint();
  const queued = await jobs.enqueueMonthEnd(FIRST_OF_NEXT_MONTH);
  if (queued.length !== DEALERS)
    throw new Error(`queued ${queued.length} jobs for ${DEALERS} dealers`);
  const outcomes = await Promise.all(queued.map((job) => job.settled(300_000)));
  const failed = outcomes.filter((outcome) => outcome !== 'completed').length;
  if (failed > 0) throw new Error(`${failed} billing jobs did not complete`);
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

async function countBilling(db: pg.Pool) {
  const { rows } = await db.query<{
    cycles: string;
    invoices: string;
    last_number: string;
    fees: string;
  }>(
    `SELECT (SELECT count(*) FROM billing_cycle) AS cycles,
            (SELECT count(*) FROM invoice WHERE status = 'issued') AS invoices,
            (SELECT coalesce(max(last_number), 0) FROM invoice_counter) AS last_number,
            (SELECT coalesce(sum(fee_due), 0)::text FROM billing_cycle) AS fees`,
  );
  return {
    cycles: Number(rows[0].cycles),
    invoices: Number(rows[0].invoices),
    lastNumber: Number(rows[0].last_number),
    fees: rows[0].fees,
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
