import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import Bull from 'bull';
import type { Card, ProcessBatchResponse } from '@pennant/contracts';
import { QUEUE_NAME } from '../src/integrations/jobs/jobs.options';
import { redisKeyPrefix } from '../src/integrations/redis';
import { IDENTIFICATION_UNAVAILABLE } from '../src/modules/cards/card-identification.service';
import { identificationJobId } from '../src/modules/cards/jobs/card-identification.job';
import { CardIdentificationProcessor } from '../src/modules/cards/jobs/card-identification.processor';
import { RedisOutageLog } from '../src/integrations/redis';
import { freePort } from './support/free-port';
import { startTestApp, type TestApp } from './support/test-app';
import { signIn, type Agent } from './support/sign-in';
import { printedCardJpeg, uploadImage } from './cards-helpers';
import { createEmptyDatabase } from './jobs-support/empty-database';
import { startRedisProxy, type RedisProxy } from './jobs-support/redis-proxy';
import { until } from './jobs-support/until';
import { spawnApi } from './jobs-support/worker-process';

const UNREACHABLE_REDIS = 'redis://:hunter2@127.0.0.1:6399';
const TEN_MINUTES_MS = 10 * 60_000;

async function photoUrl(dealer: Agent, seed: number): Promise<string> {
  const photo = await printedCardJpeg(['CAL RIPKEN JR.', 'BALTIMORE ORIOLES', `#${seed}`], seed);
  return uploadImage(dealer, photo, `outage_${seed}.jpg`);
}

/** Starts the API on `redisUrl` and answers what it printed once it stopped (expected: exit code 1). */
async function startRefused(redisUrl: string): Promise<string> {
  const database = await createEmptyDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-api-'));
  const port = await freePort();
  const api = spawnApi({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  try {
    await expect(api.exited).resolves.toBe(1);
    expect(api.output()).not.toMatch(/is listening on|Unhandled error event/);
    return api.output();
  } finally {
    await api.stop('SIGKILL');
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('API start without its Redis', () => {
  it('stops with a line naming REDIS_URL, without its password', async () => {
    const output = await startRefused(UNREACHABLE_REDIS);
    expect(output).toContain(
      'Invalid configuration: REDIS_URL (redis://127.0.0.1:6399) did not answer within 10 s',
    );
    expect(output).not.toContain('hunter2');
  }, 90_000);

  it('stops the same way when Redis takes the connection and never answers', async () => {
    const silent = net.createServer((socket) => socket.pause());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const output = await startRefused(`redis://127.0.0.1:${port}`);
      expect(output).toContain(
        `Invalid configuration: REDIS_URL (redis://127.0.0.1:${port}) did not answer within 10 s`,
      );
    } finally {
      silent.close();
    }
  }, 90_000);

  if (process.env.REDIS_URL)
    it('stops naming REDIS_URL when it names a database Redis refuses, rather than use database 0', async () => {
      const url = new URL(process.env.REDIS_URL!);
      url.pathname = '/99';
      const output = await startRefused(url.toString());
      expect(output).toMatch(
        /Invalid configuration: REDIS_URL \(redis:\/\/[^)]+\) names database 99, which this Redis refuses/,
      );
    }, 90_000);
});

// Needs a Redis to lose: CI sets REDIS_URL.
if (process.env.REDIS_URL) {
  describe('Redis lost while running', () => {
    let proxy: RedisProxy;
    let app: TestApp;
    let dealer: Agent;

    beforeAll(async () => {
      proxy = await startRedisProxy(process.env.REDIS_URL!);
      app = await startTestApp({ REDIS_URL: proxy.url, JOBS_IN_API: 'false' });
      dealer = await signIn(app, 'outage_dealer');
    }, 120_000);

    afterAll(async () => {
      await proxy.restore();
      const jobs = new Bull(QUEUE_NAME, process.env.REDIS_URL!, {
        prefix: redisKeyPrefix(app.databaseUrl),
      });
      await jobs.obliterate({ force: true });
      await jobs.close();
      await app.close();
      await proxy.close();
    });

    afterEach(() => jest.restoreAllMocks());

    it('answers an upload 503 within seconds and leaves its cards in error, to retry once Redis is back', async () => {
      const single = await photoUrl(dealer, 1);
      const batch = [await photoUrl(dealer, 2), await photoUrl(dealer, 3)];
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      await proxy.cut();

      const started = Date.now();
      const answer = await dealer.post('/api/cards/process').send({ imageUrl: single }).expect(503);
      const batchAnswer = await dealer
        .post('/api/cards/process-batch')
        .send({ imageUrls: batch })
        .expect(503);

      expect(Date.now() - started).toBeLessThan(15_000);
      for (const body of [answer.body, batchAnswer.body]) {
        expect(body.message).toBe(IDENTIFICATION_UNAVAILABLE);
        expect(JSON.stringify(body)).not.toMatch(/ at |MaxRetries|stack/);
      }
      const cards = await app.query<{ id: string; status: string; error: string }>(
        `SELECT id, status, error FROM card`,
      );
      expect(cards).toHaveLength(3);
      for (const card of cards)
        expect(card).toMatchObject({ status: 'error', error: IDENTIFICATION_UNAVAILABLE });

      await proxy.restore();
      await until(
        async () => (await app.http.get('/api/health')).status === 200,
        20_000,
        'Redis is back',
      );
      const retried = await dealer.post(`/api/cards/${cards[0].id}/retry`).expect(200);
      expect((retried.body as Card).status).toBe('processing');
    }, 90_000);

    it('answers sign-in, upload links and the health check while Redis takes connections and answers nothing', async () => {
      const outage = app.pennant.app.get(RedisOutageLog);
      await until(async () => !outage.isDown, 20_000, 'the last outage is over');
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      await proxy.hang();
      try {
        // Rate-limited routes ask Redis for their counters first: each let through after its time, not hung.
        await app.http.get('/api/login').timeout(15_000).expect(302);
        await dealer
          .post('/api/cards/upload-url')
          .send({ name: 'hung.jpg' })
          .timeout(15_000)
          .expect(200);
        await app.http.get('/api/health').timeout(15_000).expect(503);
      } finally {
        await proxy.restore();
      }
      await until(
        async () => (await app.http.get('/api/health')).status === 200,
        20_000,
        'Redis is back',
      );
    }, 90_000);

    it('logs a lost Redis once and its return once, and says degraded meanwhile', async () => {
      const said = (spy: jest.SpyInstance, pattern: RegExp) =>
        spy.mock.calls.filter(([message]) => pattern.test(String(message)));
      // The last test's outage is over for every connection (health answers as soon as one is back).
      const outage = app.pennant.app.get(RedisOutageLog);
      await until(async () => !outage.isDown, 20_000, 'the last outage is over');
      const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const logs = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
      await proxy.cut();

      await app.http
        .get('/api/health')
        .expect(503, { status: 'degraded', database: true, storage: true, redis: false });
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await proxy.restore();
      await until(
        async () => (await app.http.get('/api/health')).status === 200,
        20_000,
        'Redis is back',
      );
      await until(
        async () => said(logs, /^Redis is back$/).length > 0,
        5000,
        'every connection is back',
      );

      expect(said(warnings, /Redis unreachable/)).toHaveLength(1);
      expect(said(warnings, /ECONNREFUSED|ECONNRESET|Connection is closed/)).toHaveLength(1);
      expect(said(logs, /^Redis is back$/)).toHaveLength(1);
    }, 90_000);
  });

  describe('Health and sweep of the job queue (no process takes jobs)', () => {
    let app: TestApp;
    let dealer: Agent;
    let jobs: Bull.Queue;

    beforeAll(async () => {
      app = await startTestApp({ JOBS_IN_API: 'false' });
      dealer = await signIn(app, 'queue_dealer');
      jobs = new Bull(QUEUE_NAME, process.env.REDIS_URL!, {
        prefix: redisKeyPrefix(app.databaseUrl),
      });
    }, 120_000);

    afterAll(async () => {
      await jobs.obliterate({ force: true });
      await jobs.close();
      await app.close();
    });

    async function submitCard(seed: number): Promise<Card> {
      const answer = await dealer
        .post('/api/cards/process-batch')
        .send({ imageUrls: [await photoUrl(dealer, seed)] })
        .expect(200);
      return (answer.body as ProcessBatchResponse).processed[0];
    }

    it('reports the queue, and degraded once a job has waited over five minutes', async () => {
      const card = await submitCard(10);

      const fresh = await app.http.get('/api/health').expect(200);
      expect(fresh.body.queue).toEqual({
        waiting: 1,
        active: 0,
        failed: 0,
        oldestWaitingSeconds: expect.any(Number),
      });
      expect(fresh.body.queue.oldestWaitingSeconds).toBeLessThan(60);

      const job = await jobs.getJob(identificationJobId(card.id));
      await jobs.client.hset(
        `${redisKeyPrefix(app.databaseUrl)}:${QUEUE_NAME}:${job!.id}`,
        'timestamp',
        Date.now() - TEN_MINUTES_MS,
      );

      const stuck = await app.http.get('/api/health').expect(503);
      expect(stuck.body).toMatchObject({ status: 'degraded', database: true, redis: true });
      expect(stuck.body.queue.oldestWaitingSeconds).toBeGreaterThanOrEqual(600);
      await job!.remove();
    });

    it('enqueues again, once, a card left processing for minutes without a job', async () => {
      const card = await submitCard(11);
      await (await jobs.getJob(identificationJobId(card.id)))!.remove();
      await app.query(`UPDATE card SET updated_at = now() - interval '10 minutes' WHERE id = $1`, [
        card.id,
      ]);
      const sweeper = app.pennant.app.get(CardIdentificationProcessor);
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

      await expect(sweeper.requeueOrphans()).resolves.toBe(1);
      await expect(sweeper.requeueOrphans()).resolves.toBe(0);

      const job = await jobs.getJob(identificationJobId(card.id));
      expect(job?.data).toEqual({ cardId: card.id });
      expect(await job!.getState()).toBe('waiting');
      jest.restoreAllMocks();
    });
  });
}
