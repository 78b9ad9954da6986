import { Router, type Request, type Response } from 'express';
import { AnalyticsApi, EBAY_APIS, EBAY_SCOPES, type EbayApiName } from '@pennant/ebay-openapi';
import { getCaller, requireBearer } from '../core/bearer';
import type { CallQuotas, CallUsage } from '../core/call-quotas';
import type { EmulatorContext } from '../core/context';
import { queryValue } from '../core/paging';

/**
 * Developer Analytics: `rate_limit/` (application token) and `user_rate_limit/` (user token)
 * report the daily call limits the emulator enforces and how much of them is used today.
 */

type RateLimit = AnalyticsApi.components['schemas']['RateLimit'];

const BASE = EBAY_APIS.analytics.basePath;
const DAY_SECONDS = 86_400;

/** eBay's names for each API: its context (buy, sell, commerce, developer) and short name. */
const API_NAMES: Record<EbayApiName, { apiContext: string; apiName: string }> = {
  browse: { apiContext: 'buy', apiName: 'browse' },
  marketplaceInsights: { apiContext: 'buy', apiName: 'marketplace_insights' },
  identity: { apiContext: 'commerce', apiName: 'identity' },
  notification: { apiContext: 'commerce', apiName: 'notification' },
  taxonomy: { apiContext: 'commerce', apiName: 'taxonomy' },
  media: { apiContext: 'commerce', apiName: 'media' },
  analytics: { apiContext: 'developer', apiName: 'analytics' },
  account: { apiContext: 'sell', apiName: 'account' },
  fulfillment: { apiContext: 'sell', apiName: 'fulfillment' },
  inventory: { apiContext: 'sell', apiName: 'inventory' },
  metadata: { apiContext: 'sell', apiName: 'metadata' },
  feed: { apiContext: 'sell', apiName: 'feed' },
  finances: { apiContext: 'sell', apiName: 'finances' },
  sellAnalytics: { apiContext: 'sell', apiName: 'analytics' },
};

export function createDeveloperAnalyticsRouter(
  context: EmulatorContext,
  quotas: CallQuotas,
): Router {
  const router = Router({ strict: true });
  router.get(
    `${BASE}/rate_limit/`,
    requireBearer(context, { grant: 'app', anyScope: [EBAY_SCOPES.api] }),
    (req, res) => answer(req, res, quotas.usage(getCaller(res).record.clientId)),
  );
  router.get(
    `${BASE}/user_rate_limit/`,
    requireBearer(context, {
      grant: 'user',
      anyScope: [EBAY_SCOPES.sellInventory, EBAY_SCOPES.sellInventoryReadonly],
    }),
    (req, res) => {
      const { clientId, userId } = getCaller(res).record;
      answer(req, res, quotas.usage(clientId, userId));
    },
  );
  return router;
}

function answer(req: Request, res: Response, usage: CallUsage[]): void {
  const apiContext = queryValue(req, 'api_context')?.toLowerCase();
  const apiName = queryValue(req, 'api_name')?.toLowerCase();
  const rateLimits: RateLimit[] = usage
    .map((entry) => ({ entry, names: API_NAMES[entry.api] }))
    .filter(
      ({ names }) =>
        (!apiContext || names.apiContext === apiContext) && (!apiName || names.apiName === apiName),
    )
    .map(({ entry, names }) => ({
      apiContext: names.apiContext,
      apiName: names.apiName,
      apiVersion: 'v1',
      resources: [
        {
          name: `${names.apiContext}.${names.apiName}`,
          rates: [
            {
              limit: entry.limit,
              remaining: Math.max(0, entry.limit - entry.count),
              reset: new Date(entry.resetAt).toISOString(),
              timeWindow: DAY_SECONDS,
            },
          ],
        },
      ],
    }));
  res.json({ rateLimits });
}
