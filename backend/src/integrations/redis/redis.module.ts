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

/**
 * The Redis connection when REDIS_URL is configured (job queues build on it); absent on embedded defaults,
 * where jobs run in process. A process does not start without the Redis it is configured with.
 */
@Injectable()
export class RedisConnection implements OnModuleInit, OnApplicationShutdown {
  readonly client?: Redis;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outage: RedisOutageLog,
    /** Starts every key and channel name this deployment uses in Redis. */
    @Inject(REDIS_KEY_PREFIX) readonly keyPrefix: string,
    @Optional() @Inject(ThrottlerStorage) rateLimitStore?: unknown,
  ) {
    if (!config.redisUrl) return;
    this.watchRateLimitStore(rateLimitStore);
    this.client = new Redis(config.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    outage.watch(this.client, 'health');
  }

  get configured(): boolean {
    return this.client !== undefined;
  }

  async onModuleInit(): Promise<void> {
    if (!this.config.redisUrl) return;
    await this.waitUntilUp(this.config.redisUrl);
  }

  /** True when Redis answers PING within a second. */
  async isUp(): Promise<boolean> {
    if (!this.client) return false;
    try {
      if (this.client.status === 'wait') await this.client.connect();
      const answer = await Promise.race([
        this.client.ping(),
        new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), PING_TIMEOUT_MS)),
      ]);
      return answer === 'PONG';
    } catch {
      return false;
    }
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
  }

  /**
   * The rate limits keep their counters in Redis through a client of their own (RateLimitsModule), which
   * has no error listener: ioredis would print every failed reconnection as an unhandled error.
   */
  private watchRateLimitStore(store: unknown): void {
    const client = (store as { redis?: unknown } | undefined)?.redis;
    if (client instanceof Redis && client.listenerCount('error') === 0)
      this.outage.watch(client, 'rate limits');
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
