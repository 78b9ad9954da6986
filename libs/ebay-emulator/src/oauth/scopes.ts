import { EBAY_SCOPE_BASE, EBAY_SCOPES } from '@pennant/ebay-openapi';

/**
 * Scopes the emulator knows: Pennant's EBAY_SCOPES with their `.readonly` variants, plus the other
 * scopes eBay's contracts declare, so any keyset scope a real app could ask for is accepted.
 */
const CONTRACT_SCOPE_NAMES = [
  'buy.item.bulk',
  'buy.shopping.cart',
  'commerce.catalog.readonly',
  'commerce.identity.address.readonly',
  'commerce.identity.email.readonly',
  'commerce.identity.name.readonly',
  'commerce.identity.phone.readonly',
  'commerce.notification.subscription',
  'commerce.notification.subscription.readonly',
  'metadata.insights',
  'sell.analytics.readonly',
  'sell.finances',
  'sell.marketing',
  'sell.marketing.readonly',
  'sell.marketplace.insights.readonly',
  'sell.payment.dispute',
];

/** eBay has `.readonly` variants of the inventory, account and fulfillment scopes only. */
const WITH_READONLY_VARIANT: readonly string[] = [
  EBAY_SCOPES.sellInventory,
  EBAY_SCOPES.sellAccount,
  EBAY_SCOPES.sellFulfillment,
];

/** Scopes an application token (client credentials grant) may carry. */
export const APP_GRANT_SCOPES: ReadonlySet<string> = new Set([
  EBAY_SCOPES.api,
  EBAY_SCOPES.marketplaceInsights,
  `${EBAY_SCOPE_BASE}/buy.item.bulk`,
  `${EBAY_SCOPE_BASE}/metadata.insights`,
]);

export const KNOWN_SCOPES: ReadonlySet<string> = new Set([
  ...Object.values(EBAY_SCOPES).flatMap(withReadonlyVariant),
  ...CONTRACT_SCOPE_NAMES.map((name) => `${EBAY_SCOPE_BASE}/${name}`),
]);

function withReadonlyVariant(scope: string): string[] {
  return WITH_READONLY_VARIANT.includes(scope) ? [scope, `${scope}.readonly`] : [scope];
}

/** Splits a space-separated scope parameter; undefined when it is missing or blank. */
export function parseScopes(raw: unknown): string[] | undefined {
  if (typeof raw !== 'string') return undefined;
  const scopes = [...new Set(raw.split(/\s+/).filter(Boolean))];
  return scopes.length > 0 ? scopes : undefined;
}

export function unknownScopes(scopes: readonly string[]): string[] {
  return scopes.filter((scope) => !KNOWN_SCOPES.has(scope));
}

export function isSubsetOf(requested: readonly string[], granted: readonly string[]): boolean {
  return requested.every((scope) => granted.includes(scope));
}

export function areAppGrantScopes(scopes: readonly string[]): boolean {
  return scopes.every((scope) => APP_GRANT_SCOPES.has(scope));
}
