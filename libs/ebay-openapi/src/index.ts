// eBay's REST contracts as TypeScript types, generated from the OpenAPI files in ../openapi.
// Both Pennant's eBay client and the local emulator take their request and response shapes from here.
export type * as BrowseApi from './generated/buy-browse-v1';
export type * as MarketplaceInsightsApi from './generated/buy-marketplace-insights-v1-beta';
export type * as IdentityApi from './generated/commerce-identity-v1';
export type * as MediaApi from './generated/commerce-media-v1-beta';
export type * as NotificationApi from './generated/commerce-notification-v1';
export type * as TaxonomyApi from './generated/commerce-taxonomy-v1';
export type * as AnalyticsApi from './generated/developer-analytics-v1-beta';
export type * as AccountApi from './generated/sell-account-v1';
export type * as SellAnalyticsApi from './generated/sell-analytics-v1';
export type * as FeedApi from './generated/sell-feed-v1';
export type * as FinancesApi from './generated/sell-finances-v1';
export type * as FulfillmentApi from './generated/sell-fulfillment-v1';
export type * as InventoryApi from './generated/sell-inventory-v1';
export type * as MetadataApi from './generated/sell-metadata-v1';

export type EbayHost = 'api' | 'apiz' | 'apim';

/** Each API's host and base path, as the contracts' `servers` entries give them. */
export const EBAY_APIS = {
  browse: { host: 'api', basePath: '/buy/browse/v1' },
  marketplaceInsights: { host: 'api', basePath: '/buy/marketplace_insights/v1_beta' },
  identity: { host: 'apiz', basePath: '/commerce/identity/v1' },
  notification: { host: 'api', basePath: '/commerce/notification/v1' },
  taxonomy: { host: 'api', basePath: '/commerce/taxonomy/v1' },
  analytics: { host: 'api', basePath: '/developer/analytics/v1_beta' },
  account: { host: 'api', basePath: '/sell/account/v1' },
  fulfillment: { host: 'api', basePath: '/sell/fulfillment/v1' },
  inventory: { host: 'api', basePath: '/sell/inventory/v1' },
  metadata: { host: 'api', basePath: '/sell/metadata/v1' },
  media: { host: 'apim', basePath: '/commerce/media/v1_beta' },
  feed: { host: 'api', basePath: '/sell/feed/v1' },
  finances: { host: 'apiz', basePath: '/sell/finances/v1' },
  sellAnalytics: { host: 'api', basePath: '/sell/analytics/v1' },
} as const satisfies Record<string, { host: EbayHost; basePath: string }>;
export type EbayApiName = keyof typeof EBAY_APIS;

/** eBay's error envelope for REST calls (the `Error` schema shared by every contract). */
export interface EbayErrorDetail {
  errorId: number;
  domain: string;
  subdomain?: string;
  category: 'REQUEST' | 'APPLICATION' | 'BUSINESS';
  message: string;
  longMessage?: string;
  parameters?: Array<{ name: string; value: string }>;
  inputRefIds?: string[];
  outputRefIds?: string[];
}
export interface EbayErrorEnvelope {
  errors: EbayErrorDetail[];
  warnings?: EbayErrorDetail[];
}

/**
 * Media API images: `POST /image/create_image_from_file` (multipart, part `image`),
 * `POST /image/create_image_from_url` and `GET /image/{image_id}`. The contract copy in
 * openapi/commerce_media_v1_beta_oas3.json (v1_beta.1.0) predates these operations, so their
 * shapes are written here from eBay's reference pages (ImageResponse, CreateImageFromUrlRequest).
 */
export interface EbayImageResponse {
  /** The EPS URL to put in `product.imageUrls`. */
  imageUrl: string;
  /** When an image no listing uses is removed (UTC). */
  expirationDate: string;
}
export interface EbayCreateImageFromUrlRequest {
  /** An HTTPS URL of a JPG, GIF, PNG, BMP, TIFF, AVIF, HEIC or WEBP picture. */
  imageUrl: string;
}

/** OAuth token endpoint answers (not part of the REST contracts). */
export interface EbayUserTokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_token_expires_in: number;
  token_type: 'User Access Token';
}
export interface EbayRefreshTokenResponse {
  access_token: string;
  expires_in: number;
  token_type: 'User Access Token';
}
export interface EbayAppTokenResponse {
  access_token: string;
  expires_in: number;
  token_type: 'Application Access Token';
}
export interface EbayOAuthError {
  error: string;
  error_description: string;
}

export const EBAY_SCOPE_BASE = 'https://api.ebay.com/oauth/api_scope';
export const EBAY_SCOPES = {
  api: EBAY_SCOPE_BASE,
  identityReadonly: `${EBAY_SCOPE_BASE}/commerce.identity.readonly`,
  sellInventory: `${EBAY_SCOPE_BASE}/sell.inventory`,
  sellInventoryReadonly: `${EBAY_SCOPE_BASE}/sell.inventory.readonly`,
  sellAccount: `${EBAY_SCOPE_BASE}/sell.account`,
  sellAccountReadonly: `${EBAY_SCOPE_BASE}/sell.account.readonly`,
  sellFulfillment: `${EBAY_SCOPE_BASE}/sell.fulfillment`,
  sellFulfillmentReadonly: `${EBAY_SCOPE_BASE}/sell.fulfillment.readonly`,
  sellFinances: `${EBAY_SCOPE_BASE}/sell.finances`,
  marketplaceInsights: `${EBAY_SCOPE_BASE}/buy.marketplace.insights`,
} as const;

/** The user scopes Pennant asks a dealer to consent to. */
export const PENNANT_USER_SCOPES = [
  EBAY_SCOPES.api,
  EBAY_SCOPES.identityReadonly,
  EBAY_SCOPES.sellInventory,
  EBAY_SCOPES.sellAccount,
  EBAY_SCOPES.sellFulfillment,
  EBAY_SCOPES.sellFinances,
] as const;
