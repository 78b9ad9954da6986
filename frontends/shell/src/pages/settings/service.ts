import { ApiError, apiRequest, useApi } from '@pennant/api-client';
import {
  LOTTING_MODES,
  PRICING_BASES,
  type ConnectStartResponse,
  type CreateSellingDefaultsRequest,
  type LottingMode,
  type PricingBasis,
  type PricingSettings,
  type Profile,
  type SellingSetup,
  type SettingsResponse,
  type UpdateDealerSettingsRequest,
  type UpdatePricingRulesRequest,
  type UpdateProfileRequest,
  type UpdateSellingSetupRequest,
} from '@pennant/contracts';
import { rememberReturnTo } from '@pennant/ui';
import { mutate, useSWRConfig } from 'swr';
import { CURRENT_USER_KEY, EBAY_ACCOUNT_KEY } from '../../session/use-current-user';

export const SETTINGS_KEY = '/api/settings';
export const SELLING_SETUP_KEY = '/api/selling/setup';

export const PRICING_BASIS_LABELS: Record<PricingBasis, string> = {
  sold_median: 'Sold median',
  sold_average: 'Sold average',
  active_avg: 'Active average',
  current_lowest: 'Current lowest',
};

export const LOTTING_MODE_LABELS: Record<LottingMode, string> = {
  team_year: 'Team and year',
  set: 'Set',
  brand_year: 'Brand and year',
};

export function pricingBasisOptions(bases: readonly PricingBasis[] = PRICING_BASES) {
  return bases.map((value) => ({ value, label: PRICING_BASIS_LABELS[value] }));
}

export const LOTTING_MODE_OPTIONS = LOTTING_MODES.map((value) => ({
  value,
  label: LOTTING_MODE_LABELS[value],
}));

/** GET /api/settings: the eBay connection, pricing rules and profile. */
export function useSettings() {
  const { data, error, isLoading } = useApi<SettingsResponse>(SETTINGS_KEY);
  return { settings: data ?? null, error, isLoading };
}

/** The pricing-rule fields as a form holds them: decimals as strings (InputNumber stringMode). */
export interface PricingRulesFormValues {
  pricingBasis: PricingBasis;
  defaultMarkupPercent: string;
  minSingleFmv: string;
  lottingMode: LottingMode;
}

export function pricingRulesFormValues(settings: PricingSettings): PricingRulesFormValues {
  return {
    pricingBasis: settings.pricingBasis,
    defaultMarkupPercent: settings.defaultMarkupPercent,
    minSingleFmv: settings.minSingleFmv,
    lottingMode: settings.lottingMode,
  };
}

/**
 * A decimal as the API wants it: a string with exactly two places ("8" -> "8.00", "8.5" -> "8.50").
 * The form's inputs already limit the value to two places, so nothing is rounded here.
 */
export function toTwoPlaces(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const [, whole, fraction = ''] = match;
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

export function pricingRulesRequest(values: PricingRulesFormValues): UpdatePricingRulesRequest {
  return {
    pricingBasis: values.pricingBasis,
    defaultMarkupPercent: toTwoPlaces(values.defaultMarkupPercent),
    minSingleFmv: toTwoPlaces(values.minSingleFmv),
    lottingMode: values.lottingMode,
  };
}

/**
 * The fields of a request that differ from the same request made of the values as loaded. A tab open since before
 * another tab saved sends only what the dealer changed in it, not its stale copy of the rest (which reverted the
 * other tab's markup without a word).
 */
export function changedOnly<T extends object>(next: T, loaded: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T>)
    if (JSON.stringify(next[key]) !== JSON.stringify(loaded[key])) changed[key] = next[key];
  return changed;
}

/** What saving the pricing rules did: a new markup reprices the cards awaiting review, not approved ones. */
export function savedPricingMessage(
  before: PricingSettings,
  saved: UpdatePricingRulesRequest,
): string {
  const saving = 'Your pricing rules were saved.';
  if (saved.defaultMarkupPercent === undefined) return saving;
  if (toTwoPlaces(saved.defaultMarkupPercent) === toTwoPlaces(before.defaultMarkupPercent))
    return saving;
  return `${saving} Cards awaiting review now ask ${toTwoPlaces(saved.defaultMarkupPercent)}% over their market value; approved cards keep their prices.`;
}

export { errorText as errorMessage } from '@pennant/api-client';

/** Field errors from a 400 answer (`errors: [{field, message}]`) for the form's own fields. */
export function fieldErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
): Array<{ name: K; errors: string[] }> {
  if (!(error instanceof ApiError)) return [];
  const known = new Set<string>(fields);
  return error.details.flatMap(({ field, message }) =>
    field && known.has(field) ? [{ name: field as K, errors: [message] }] : [],
  );
}

export const PRICING_RULE_FIELDS = [
  'pricingBasis',
  'defaultMarkupPercent',
  'minSingleFmv',
  'lottingMode',
] as const satisfies ReadonlyArray<keyof PricingRulesFormValues>;

export function updateProfile(body: UpdateProfileRequest): Promise<Profile> {
  return apiRequest<Profile>('PUT', '/api/profile', body);
}

export function updatePricingRules(body: UpdatePricingRulesRequest): Promise<SettingsResponse> {
  return apiRequest<SettingsResponse>('PUT', SETTINGS_KEY, body);
}

export function updateDealerSettings(body: UpdateDealerSettingsRequest): Promise<PricingSettings> {
  return apiRequest<PricingSettings>('PUT', '/api/dealer/settings', body);
}

/** Starts connecting an eBay account and sends the browser to eBay. */
export async function startEbayConnect(): Promise<void> {
  const { redirectUrl } = await apiRequest<ConnectStartResponse>('POST', '/api/ebay/connect/start');
  rememberReturnTo();
  window.location.assign(redirectUrl);
}

export function disconnectEbay(): Promise<void> {
  return apiRequest<void>('DELETE', '/api/ebay/disconnect');
}

/** Revalidates what a settings write can change, so the screens show what the server has. */
export function useRefreshSettings() {
  const { mutate } = useSWRConfig();
  return async (options: { user?: boolean; ebayAccount?: boolean } = {}) => {
    const keys = [SETTINGS_KEY];
    if (options.user) keys.push(CURRENT_USER_KEY);
    if (options.ebayAccount) keys.push(EBAY_ACCOUNT_KEY);
    await Promise.all(keys.map((key) => mutate(key)));
  };
}

/** GET /api/selling/setup: eBay's policies and locations, the dealer's choices, what is missing. */
export function useSellingSetup() {
  return useApi<SellingSetup>(SELLING_SETUP_KEY);
}

/**
 * A selling-setup write: its answer is the new setup, shown at once; after a failure the setup is
 * read again (eBay may have been changed half way, e.g. policies created before a refusal).
 */
async function sellingWrite(call: () => Promise<SellingSetup>): Promise<SellingSetup> {
  try {
    const setup = await call();
    await mutate(SELLING_SETUP_KEY, setup, { revalidate: false });
    return setup;
  } catch (error) {
    void mutate(SELLING_SETUP_KEY);
    throw error;
  }
}

export function updateSellingSetup(body: UpdateSellingSetupRequest): Promise<SellingSetup> {
  return sellingWrite(() => apiRequest<SellingSetup>('PUT', SELLING_SETUP_KEY, body));
}

export function optInToBusinessPolicies(): Promise<SellingSetup> {
  return sellingWrite(() => apiRequest<SellingSetup>('POST', `${SELLING_SETUP_KEY}/opt-in`));
}

export function createSellingDefaults(body: CreateSellingDefaultsRequest): Promise<SellingSetup> {
  return sellingWrite(() =>
    apiRequest<SellingSetup>('POST', `${SELLING_SETUP_KEY}/defaults`, body),
  );
}
