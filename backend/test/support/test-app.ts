import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { freePort } from './free-port';
import pg from 'pg';
import request from 'supertest';
import { loadConfig, type AppConfig } from '../../src/config';
import { createPennantApp, type PennantApp } from '../../src/app.factory';

export interface TestApp {
  pennant: PennantApp;
  config: AppConfig;
  baseUrl: string;
  /** A client without a session. */
  http: ReturnType<typeof request>;
  databaseUrl: string;
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(
    sql: string,
    params?: unknown[],
  ): Promise<T[]>;
  /** Stops the app as a deployment would and starts it again on the same port and database. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export const GENEROUS_RATE_LIMITS = {
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
  RATE_LIMIT_WEBHOOK_PER_MINUTE: '100000',
  RATE_LIMIT_UPLOADS_PER_MINUTE: '100000',
  RATE_LIMIT_IDENTIFY_PER_MINUTE: '100000',
};

/** Boots the real application on a free port against a fresh PostgreSQL database with real migrations. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { adminUrl?: string } = {},
): Promise<TestApp> {
  const adminUrl = options.adminUrl ?? process.env.PENNANT_TEST_ADMIN_URL;
  if (!adminUrl)
    throw new Error('PENNANT_TEST_ADMIN_URL is not set: run through jest (global setup)');
  const database = await createDatabase(adminUrl);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    // Tests drive the emulator (state, faults, clock) and sign in hundreds of times from one address.
    EBAY_EMULATOR_CONTROL: 'true',
    // Not the checkout's benchmarks/results: a figure a developer measured must not leak into a test.
    BENCHMARK_RESULTS_DIR: path.join(dataDir, 'benchmark-results'),
    ...GENEROUS_RATE_LIMITS,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const boot = async () => {
    const started = await createPennantApp(config, database.url);
    await started.app.listen(port, '127.0.0.1');
    stopScheduledJobs(started.app);
    return started;
  };
  let pennant = await boot();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  return {
    get pennant() {
      return pennant;
    },
    config,
    baseUrl: config.publicUrl,
    http: request(config.publicUrl),
    databaseUrl: database.url,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    restart: async () => {
      await pennant.close();
      pennant = await boot();
    },
    close: async () => {
      await pool.end();
      await pennant.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The schedules run on the wall clock: an orders sync firing at :05 between a test's purchase and its own sync would
 * take the order first. Tests start each scheduled job themselves (its cron's enqueue()).
 */
function stopScheduledJobs(app: INestApplication): void {
  for (const job of app.get(SchedulerRegistry).getCronJobs().values()) void job.stop();
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pennant_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
