import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  Optional,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import { APP_CONFIG, ConfigError, type AppConfig } from '../../config';
import { redisAddress, RedisOutageLog } from './redis-outage-log';
import { redisKeyPrefix } from './redis-key-prefix';

/** This deployment's prefix for what it keeps in Redis (see redisKeyPrefix). */
export const REDIS_KEY_PREFIX = Symbol('REDIS_KEY_PREFIX');

/** How long a starting process waits for Redis (it may be starting too) before it gives up. */
export const REDIS_START_WAIT_MS = 10_000;
const PING_TIMEOUT_MS = 1000;
const START_POLL_MS = 500;
/** A command Redis has not answered this long fails: a Redis that takes connections but answers nothing hung every request. */
const REDIS_COMMAND_TIMEOUT_MS = 2000;

/** The rate limits' connection as the outage log names it: its client's events and the guard's commands. */
export const RATE_LIMITS_CONNECTION = 'rate limits';

/** How Pennant's own Redis clients (not Bull's, whose blocking reads wait on purpose) talk to Redis. */
export const REDIS_CLIENT_OPTIONS = {
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
} as const;

/**
 * The Redis connection when REDIS_URL is configured (job queues build on it); absent on embedded defaults,
 * where jobs run in process. A process does not start without the Redis it is configured with.
 */
@Injectable()
export class RedisConnection implements OnModuleInit, OnApplicationShutdown {
  readonly client?: Redis;
  /** The uses of Redis (rate limits, card events…) whose last command failed. */
  private readonly failedCommands = new Set<string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outage: RedisOutageLog,
    /** Starts every key and channel name this deployment uses in Redis. */
    @Inject(REDIS_KEY_PREFIX) readonly keyPrefix: string,
    @Optional() @Inject(ThrottlerStorage) rateLimitStore?: unknown,
  ) {
    if (!config.redisUrl) return;
    this.watchRateLimitStore(rateLimitStore);
    this.client = new Redis(config.redisUrl, { lazyConnect: true, ...REDIS_CLIENT_OPTIONS });
    outage.watch(this.client, 'health');
  }

  get configured(): boolean {
    return this.client !== undefined;
  }

  async onModuleInit(): Promise<void> {
    if (!this.config.redisUrl) return;
    await this.waitUntilUp(this.config.redisUrl);
  }

  /** True when Redis answers PING within a second (connecting first, within the same second). */
  async isUp(): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    const ping = async () => {
      if (client.status === 'wait') await client.connect();
      return client.ping();
    };
    try {
      const answer = await Promise.race([
        ping(),
        new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), PING_TIMEOUT_MS)),
      ]);
      if (answer !== 'PONG') return false;
      // Redis answers again: what a command's failure marked down (and may not run again soon) is back.
      for (const connection of this.failedCommands) this.commandAnswered(connection);
      return true;
    } catch {
      return false;
    }
  }

  /** A command through another client failed (or timed out): logged once for the outage, as a lost connection is. */
  commandFailed(connection: string, error: Error): void {
    this.failedCommands.add(connection);
    this.outage.lost(connection, error);
  }

  /** A command through another client was answered: the outage, if any, is over for it. */
  commandAnswered(connection: string): void {
    this.failedCommands.delete(connection);
    this.outage.back(connection);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.client && this.client.status !== 'end' && this.client.status !== 'wait')
      await this.client.quit().catch(() => undefined);
  }

  private async waitUntilUp(redisUrl: string): Promise<void> {
    const deadline = Date.now() + REDIS_START_WAIT_MS;
    while (!(await this.isUp())) {
      if (Date.now() >= deadline) {
        this.client?.disconnect();
        throw new ConfigError(
          'REDIS_URL',
          `(${redisAddress(redisUrl)}) did not answer within ${REDIS_START_WAIT_MS / 1000} s: start Redis or correct the address`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, START_POLL_MS));
    }
    await this.checkDatabase(redisUrl);
  }

  /**
   * ioredis goes on in database 0 when Redis refuses the one REDIS_URL names (past its `databases`): the queues would
   * share database 0 with whatever else uses it. Such an address stops the start instead.
   */
  private async checkDatabase(redisUrl: string): Promise<void> {
    const database = Number(new URL(redisUrl).pathname.replace(/^\//, '') || 0);
    if (database === 0) return;
    try {
      await this.client!.select(database);
    } catch (error) {
      this.client?.disconnect();
      throw new ConfigError(
        'REDIS_URL',
        `(${redisAddress(redisUrl)}) names database ${database}, which this Redis refuses (${(error as Error).message}): use one under its \`databases\` setting (16 by default)`,
      );
    }
  }

  /**
   * The rate limits keep their counters in Redis through a client of their own (RateLimitsModule), which
   * has no error listener: ioredis would print every failed reconnection as an unhandled error.
   */
  private watchRateLimitStore(store: unknown): void {
    const client = (store as { redis?: unknown } | undefined)?.redis;
    if (client instanceof Redis && client.listenerCount('error') === 0)
      this.outage.watch(client, RATE_LIMITS_CONNECTION);
  }
}

@Global()
@Module({})
export class RedisModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        RedisOutageLog,
        RedisConnection,
        { provide: REDIS_KEY_PREFIX, useValue: redisKeyPrefix(databaseUrl) },
      ],
      exports: [RedisOutageLog, RedisConnection],
    };
  }
}
