import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Inject,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import { DomainError, type RateLimitName } from '../common';
import { RedisConnection } from '../integrations/redis';

const RATE_LIMIT_REFUSALS_METADATA = 'pennant:rateLimitRefusals';
const WINDOW_MS = 60_000;

/** How many requests an address had refused in the current minute, and until when that minute runs. */
interface RefusalWindow {
  count: number;
  endsAt: number;
}

/** The refusal counters' use of Redis, as the outage log names it. */
const REFUSAL_COUNTS = 'refusal counts';

/**
 * Refusals per key in one-minute windows: in Redis when configured (every API process shares them),
 * else in this process. A store that cannot be reached counts nothing rather than failing requests.
 */
@Injectable()
export class RefusalCounter {
  private readonly local = new Map<string, RefusalWindow>();

  constructor(private readonly redis: RedisConnection) {}

  async current(key: string): Promise<RefusalWindow> {
    const client = this.redis.client;
    if (!client) return this.localWindow(key);
    try {
      const [count, ttl] = await Promise.all([
        client.get(this.redisKey(key)),
        client.pttl(this.redisKey(key)),
      ]);
      this.redis.commandAnswered(REFUSAL_COUNTS);
      return { count: Number(count ?? 0), endsAt: Date.now() + Math.max(0, ttl) };
    } catch (error) {
      this.redis.commandFailed(REFUSAL_COUNTS, error as Error);
      return { count: 0, endsAt: 0 };
    }
  }

  async record(key: string): Promise<void> {
    const client = this.redis.client;
    if (!client) {
      const window = this.localWindow(key);
      this.local.set(key, { ...window, count: window.count + 1 });
      return;
    }
    try {
      // The window starts with the first refusal; INCR keeps the expiry SET gave it.
      await client.set(this.redisKey(key), 0, 'PX', WINDOW_MS, 'NX');
      await client.incr(this.redisKey(key));
      this.redis.commandAnswered(REFUSAL_COUNTS);
    } catch (error) {
      this.redis.commandFailed(REFUSAL_COUNTS, error as Error);
    }
  }

  private localWindow(key: string): RefusalWindow {
    const window = this.local.get(key);
    if (window && window.endsAt > Date.now()) return window;
    const fresh = { count: 0, endsAt: Date.now() + WINDOW_MS };
    this.local.set(key, fresh);
    return fresh;
  }

  private redisKey(key: string): string {
    return `${this.redis.keyPrefix}:rate:${key}`;
  }
}

/** The per-minute budgets by name (config `rateLimits`), provided by RateLimitsModule. */
export const RATE_LIMIT_BUDGETS = Symbol('RATE_LIMIT_BUDGETS');

/**
 * Applies `@RateLimitRefusals(name)`: an address whose refused requests reached the budget in the
 * current minute gets 429 with Retry-After before its request is looked at; a request the route
 * refuses (4xx) is counted before its answer goes out; an accepted one is never counted. Bound to the
 * marked routes only: a global interceptor would defer every handler into an observable, and an event
 * stream would then answer before its handler listens.
 */
@Injectable()
export class RefusalLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly counter: RefusalCounter,
    @Inject(RATE_LIMIT_BUDGETS) private readonly budgets: Record<RateLimitName, number>,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const name = this.reflector.get<RateLimitName>(
      RATE_LIMIT_REFUSALS_METADATA,
      context.getHandler(),
    );
    const http = context.switchToHttp();
    const key = `${name}-refused:ip:${http.getRequest<Request>().ip}`;
    const limit = this.budgets[name];
    const window = await this.counter.current(key);
    if (window.count >= limit) throw tooManyRefused(http.getResponse<Response>(), limit, window);
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          isRefusal(statusOf(error))
            ? from(this.counter.record(key)).pipe(mergeMap(() => throwError(() => error)))
            : throwError(() => error),
        ),
      );
  }
}

/**
 * Counts only the route's refused requests (answered 4xx: a signature that does not verify, a body
 * that is not one) against a named budget, per IP address; past it every request from that address
 * answers 429 until the minute is over. For webhooks whose sender is entitled to any volume: eBay
 * sends account-deletion notices for every eBay user, so a busy day must never be turned away.
 */
export const RateLimitRefusals = (name: RateLimitName) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_REFUSALS_METADATA, name),
    UseInterceptors(RefusalLimitInterceptor),
  );

function statusOf(error: unknown): number {
  if (error instanceof DomainError) return error.status;
  return error instanceof HttpException ? error.getStatus() : 500;
}

/** A 4xx other than 429 (what the interceptor itself answers past the budget). */
function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 429;
}

function tooManyRefused(response: Response, limit: number, window: RefusalWindow): DomainError {
  const seconds = Math.max(1, Math.ceil((window.endsAt - Date.now()) / 1000));
  response.setHeader('Retry-After', String(seconds));
  return new DomainError(
    'RATE_LIMITED',
    `Too many refused requests: at most ${limit} a minute; try again in ${seconds} seconds`,
    429,
  );
}
