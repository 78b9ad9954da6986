import type { RequestHandler } from 'express';
import { EBAY_APIS, type EbayApiName } from '@pennant/ebay-openapi';
import { activeAccessToken, bearerToken } from './bearer';
import type { EmulatorContext } from './context';
import { sendErrors, tooManyRequests } from './errors';
import { nextPacificMidnight, pacificDay } from './pacific-day';

/**
 * Daily call limits per application and API, as eBay's defaults have them (README §10): past the
 * limit a call answers 429 with errorId 2001. Days run midnight to midnight Pacific time on the
 * emulator clock. Calls are also counted per user, for Developer Analytics' user_rate_limit.
 * Counters live in memory: a restart starts the day again.
 */

export const DEFAULT_DAILY_CALL_LIMITS: Partial<Record<EbayApiName, number>> = {
  inventory: 2_000_000,
  fulfillment: 100_000,
  account: 25_000,
  browse: 5_000,
  taxonomy: 5_000,
  notification: 10_000,
  sellAnalytics: 5_000,
};

export interface CallUsage {
  api: EbayApiName;
  limit: number;
  count: number;
  /** When the count starts again (the next Pacific midnight). */
  resetAt: number;
}

export interface CallQuotas {
  /** Counts calls on a host's APIs and refuses those past the app's daily limit. */
  middleware(): RequestHandler;
  /** Usage of the limited APIs by an app, or by one of its users. */
  usage(clientId: string, userId?: string): CallUsage[];
}

export function createCallQuotas(context: EmulatorContext): CallQuotas {
  const limits = { ...DEFAULT_DAILY_CALL_LIMITS, ...context.options.dailyCallLimits };
  const counts = new Map<string, number>();
  const key = (day: string, api: EbayApiName, clientId: string, userId?: string) =>
    [day, api, clientId, userId ?? ''].join('|');
  return {
    middleware: () => (req, res, next) => {
      const api = apiOfPath(req.path);
      const token = bearerToken(req.get('authorization'));
      const record = token ? activeAccessToken(context, token) : undefined;
      if (!api || !record) {
        next();
        return;
      }
      const day = pacificDay(context.clock.now());
      const appKey = key(day, api, record.clientId);
      const limit = limits[api];
      const used = counts.get(appKey) ?? 0;
      if (limit !== undefined && used >= limit) {
        const seconds = Math.ceil(
          (nextPacificMidnight(context.clock.now()) - context.clock.now()) / 1000,
        );
        res.setHeader('Retry-After', String(Math.max(1, seconds)));
        sendErrors(res, 429, tooManyRequests());
        return;
      }
      counts.set(appKey, used + 1);
      if (record.userId) {
        const userKey = key(day, api, record.clientId, record.userId);
        counts.set(userKey, (counts.get(userKey) ?? 0) + 1);
      }
      next();
    },
    usage(clientId, userId) {
      const now = context.clock.now();
      const day = pacificDay(now);
      return (Object.keys(limits) as EbayApiName[])
        .filter((api) => limits[api] !== undefined)
        .map((api) => ({
          api,
          limit: limits[api] as number,
          count: counts.get(key(day, api, clientId, userId)) ?? 0,
          resetAt: nextPacificMidnight(now),
        }));
    },
  };
}

export function apiOfPath(path: string): EbayApiName | undefined {
  return (Object.keys(EBAY_APIS) as EbayApiName[]).find((name) =>
    path.startsWith(`${EBAY_APIS[name].basePath}/`),
  );
}
