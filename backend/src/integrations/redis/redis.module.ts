import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config';

/**
 * The Redis connection when REDIS_URL is configured (job queues build on it); absent on embedded defaults,
 * where jobs run in process.
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  readonly client?: Redis;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.redisUrl) return;
    this.client = new Redis(config.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    this.client.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
  }

  get configured(): boolean {
    return this.client !== undefined;
  }

  /** True when Redis answers PING within a second. */
  async isUp(): Promise<boolean> {
    if (!this.client) return false;
    try {
      if (this.client.status === 'wait') await this.client.connect();
      const answer = await Promise.race([
        this.client.ping(),
        new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 1000)),
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
}

@Global()
@Module({ providers: [RedisConnection], exports: [RedisConnection] })
export class RedisModule {}
