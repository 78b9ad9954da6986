import { Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';

/**
 * One log line when this process loses Redis and one when it has it back, whatever the number of its
 * connections and of their reconnection attempts (every few hundred milliseconds while Redis is away).
 */
@Injectable()
export class RedisOutageLog {
  private readonly logger = new Logger('Redis');
  private readonly down = new Set<string>();

  /** Reports the errors and recoveries of `client`, named `connection` in the log; its errors are handled. */
  watch(client: Redis, connection: string): void {
    client.on('error', (error: Error) => this.lost(connection, error));
    client.on('ready', () => this.back(connection));
  }

  lost(connection: string, error: Error): void {
    const firstDown = this.down.size === 0;
    this.down.add(connection);
    if (firstDown)
      this.logger.warn(`Redis unreachable (${error.message}); retrying quietly until it is back`);
  }

  back(connection: string): void {
    if (!this.down.delete(connection) || this.down.size > 0) return;
    this.logger.log('Redis is back');
  }

  get isDown(): boolean {
    return this.down.size > 0;
  }
}

/** The address of a Redis URL without its user name or password, for messages. */
export function redisAddress(redisUrl: string): string {
  const url = new URL(redisUrl);
  return `${url.protocol}//${url.host}`;
}
