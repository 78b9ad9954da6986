import {
  type DynamicModule,
  type ExecutionContext,
  Inject,
  Injectable,
  Module,
} from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import {
  ThrottlerGuard,
  ThrottlerModule,
  type ThrottlerLimitDetail,
  type ThrottlerOptions,
} from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { Request, Response } from 'express';
import { DomainError, RATE_LIMIT_METADATA, signedInDealerId, type RateLimitName } from '../common';
import type { AppConfig } from '../config';
import {
  RATE_LIMITS_CONNECTION,
  REDIS_CLIENT_OPTIONS,
  RedisConnection,
  redisKeyPrefix,
} from '../integrations/redis';
import { RATE_LIMIT_BUDGETS, RefusalCounter } from './refusal-limit';

const MINUTE_MS = 60_000;
const PER_DEALER: readonly RateLimitName[] = ['uploads', 'identify'];

/**
 * Rate limits (@nestjs/throttler): only routes marked `@RateLimit(name)` are counted, against that
 * budget, per IP address (sign-in, webhook) or per signed-in dealer (uploads, identification). Routes
 * marked `@RateLimitRefusals(name)` count only the requests they refuse (RefusalLimitInterceptor).
 * With REDIS_URL the counts live in Redis, so every API process shares them; otherwise in memory.
 */
@Module({})
export class RateLimitsModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    const reflector = new Reflector();
    const routeBudget = (context: ExecutionContext) =>
      reflector.get<RateLimitName | undefined>(RATE_LIMIT_METADATA, context.getHandler());
    const budgets: Record<RateLimitName, number> = {
      signIn: config.rateLimits.signInPerMinute,
      webhook: config.rateLimits.webhookPerMinute,
      uploads: config.rateLimits.uploadsPerMinute,
      identify: config.rateLimits.identifyPerMinute,
    };
    const prefix = `${redisKeyPrefix(databaseUrl)}:rate`;
    const throttlers: ThrottlerOptions[] = (Object.keys(budgets) as RateLimitName[]).map(
      (name) => ({
        name,
        ttl: MINUTE_MS,
        limit: budgets[name],
        skipIf: (context) => routeBudget(context) !== name,
        getTracker: (request) => trackerOf(name, request as Request),
        generateKey: (_context, tracker) => `${prefix}:${name}:${tracker}`,
      }),
    );
    return {
      module: RateLimitsModule,
      imports: [
        ThrottlerModule.forRoot({
          throttlers,
          setHeaders: false,
          storage: config.redisUrl
            ? new ThrottlerStorageRedisService(config.redisUrl, { ...REDIS_CLIENT_OPTIONS })
            : undefined,
        }),
      ],
      providers: [
        { provide: APP_GUARD, useClass: RateLimitGuard },
        RefusalCounter,
        { provide: RATE_LIMIT_BUDGETS, useValue: budgets },
      ],
      // For RefusalLimitInterceptor, which each marked route's module builds.
      exports: [RefusalCounter, RATE_LIMIT_BUDGETS],
      global: true,
    };
  }
}

function trackerOf(name: RateLimitName, request: Request): string {
  if (!PER_DEALER.includes(name)) return `ip:${request.ip}`;
  const dealerId = signedInDealerId(request);
  return dealerId ? `dealer:${dealerId}` : `ip:${request.ip}`;
}

@Injectable()
class RateLimitGuard extends ThrottlerGuard {
  @Inject(RedisConnection) private readonly redis!: RedisConnection;

  /**
   * A limit store that cannot be reached (or does not answer in time) lets requests through rather than failing
   * them; the outage is logged once, not on every request.
   */
  protected override async handleRequest(
    props: Parameters<ThrottlerGuard['handleRequest']>[0],
  ): Promise<boolean> {
    try {
      const allowed = await super.handleRequest(props);
      this.redis.commandAnswered(RATE_LIMITS_CONNECTION);
      return allowed;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.redis.commandFailed(RATE_LIMITS_CONNECTION, error as Error);
      return true;
    }
  }

  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, detail.timeToBlockExpire);
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw new DomainError(
      'RATE_LIMITED',
      `Too many requests: at most ${detail.limit} a minute; try again in ${seconds} seconds`,
      429,
    );
  }
}
