import { EventEmitter } from 'node:events';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import type { CardEvent } from '@pennant/contracts';
import { RedisConnection } from '../../integrations/redis';

/** The channel's name follows this deployment's prefix: another deployment on the same Redis is not heard. */
const CHANNEL = 'card-events';
const LOCAL_EVENT = 'card-event';

interface DealerCardEvent {
  dealerId: string;
  event: CardEvent;
}

export type CardEventListener = (event: CardEvent) => void;

/** Card events' use of Redis, as the outage log names it. */
const CARD_EVENTS = 'card events';

/**
 * Card changes for the screens, per dealer. With REDIS_URL every process (API or worker) publishes
 * on one Redis channel and every API process relays to its own listeners; without it, in process.
 */
@Injectable()
export class CardEventBus implements OnApplicationShutdown {
  private readonly logger = new Logger('CardEvents');
  private readonly local = new EventEmitter().setMaxListeners(0);
  private connecting?: Promise<void>;
  private subscriber?: Promise<Redis>;

  constructor(private readonly redis: RedisConnection) {}

  private get channel(): string {
    return `${this.redis.keyPrefix}:${CHANNEL}`;
  }

  async publish(dealerId: string, event: CardEvent): Promise<void> {
    const message: DealerCardEvent = { dealerId, event };
    const client = this.redis.client;
    if (!client) {
      this.local.emit(LOCAL_EVENT, message);
      return;
    }
    try {
      await this.connected(client);
      await client.publish(this.channel, JSON.stringify(message));
      this.redis.commandAnswered(CARD_EVENTS);
    } catch (error) {
      // Logged once for the outage; the event still reaches this process's own tabs.
      this.redis.commandFailed(CARD_EVENTS, error as Error);
      this.local.emit(LOCAL_EVENT, message);
    }
  }

  /**
   * Resolves once this process hears every card event (with Redis, once its subscribing connection listens): a
   * stream that answers after this misses nothing published after it.
   */
  async ready(): Promise<void> {
    if (this.redis.client)
      await this.redisSubscriber(this.redis.client).then(
        () => undefined,
        (error: Error) =>
          this.logger.warn(`Listening in this process only, Redis refused: ${error.message}`),
      );
  }

  /** Calls `listener` with each change to the dealer's cards; resolves once listening, with the way to stop. */
  async subscribe(dealerId: string, listener: CardEventListener): Promise<() => void> {
    const relay = (message: DealerCardEvent) => {
      if (message.dealerId === dealerId) listener(message.event);
    };
    this.local.on(LOCAL_EVENT, relay);
    await this.ready();
    return () => this.local.off(LOCAL_EVENT, relay);
  }

  async onApplicationShutdown(): Promise<void> {
    this.local.removeAllListeners();
    const subscriber = await this.subscriber?.catch(() => undefined);
    await subscriber?.quit().catch(() => undefined);
  }

  private connected(client: Redis): Promise<void> {
    if (client.status !== 'wait') return Promise.resolve();
    this.connecting ??= client.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  /** One subscribing connection per process, opened on the first listener. */
  private redisSubscriber(client: Redis): Promise<Redis> {
    this.subscriber ??= (async () => {
      // No command timeout: a slow SUBSCRIBE abandoned would leave this connection listening beside the next one's.
      const subscriber = client.duplicate({
        lazyConnect: true,
        enableOfflineQueue: true,
        commandTimeout: undefined,
      });
      subscriber.on('error', (error) => this.redis.commandFailed(CARD_EVENTS, error));
      subscriber.on('ready', () => this.redis.commandAnswered(CARD_EVENTS));
      subscriber.on('message', (_channel: string, raw: string) => this.relay(raw));
      try {
        await subscriber.connect();
        await subscriber.subscribe(this.channel);
      } catch (error) {
        subscriber.disconnect();
        throw error;
      }
      return subscriber;
    })();
    this.subscriber.catch(() => (this.subscriber = undefined));
    return this.subscriber;
  }

  private relay(raw: string): void {
    try {
      this.local.emit(LOCAL_EVENT, JSON.parse(raw) as DealerCardEvent);
    } catch (error) {
      this.logger.warn(`Unreadable card event: ${(error as Error).message}`);
    }
  }
}
