import { EBAY_APIS, EbayApiName } from '@pennant/ebay-openapi';

/** The `domain` each API puts in its own errors. */
const API_ERROR_DOMAINS: Record<EbayApiName, string> = {
  browse: 'API_BROWSE',
  marketplaceInsights: 'API_MARKETPLACE_INSIGHTS',
  identity: 'API_IDENTITY',
  notification: 'API_NOTIFICATION',
  taxonomy: 'API_TAXONOMY',
  analytics: 'API_ANALYTICS',
  account: 'API_ACCOUNT',
  fulfillment: 'API_FULFILLMENT',
  inventory: 'API_INVENTORY',
  metadata: 'API_METADATA',
  media: 'API_MEDIA',
  feed: 'API_FEED',
  finances: 'API_FINANCES',
  sellAnalytics: 'API_ANALYTICS',
};

const OAUTH_DOMAIN = 'OAuth';

export function errorDomainForPath(path: string): string {
  const api = (Object.keys(EBAY_APIS) as EbayApiName[]).find((name) =>
    path.startsWith(EBAY_APIS[name].basePath),
  );
  return api ? API_ERROR_DOMAINS[api] : OAUTH_DOMAIN;
}
