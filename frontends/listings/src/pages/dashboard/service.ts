import { useApi } from '@pennant/api-client';
import type { DashboardRange, DashboardStats, EbayAccount, Listing } from '@pennant/contracts';
import type { Dayjs } from 'dayjs';

export const CURRENT_USER_KEY = '/api/auth/user';
export const EBAY_ACCOUNT_KEY = '/api/ebay/account';
export const LISTINGS_KEY = '/api/listings';
export const STATS_PATH = '/api/dashboard/stats';

export const DEFAULT_RANGE: DashboardRange = 'this-month';

export interface RangeSelection {
  range: DashboardRange;
  /** Only for `custom`: both ends, inclusive. */
  dates: [Dayjs, Dayjs] | null;
}

const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * The stats address for a range; the range is part of the SWR key. A custom range is asked for
 * only once both dates are chosen (null means "do not fetch yet").
 */
export function statsKey({ range, dates }: RangeSelection): string | null {
  const params = new URLSearchParams({ range });
  if (range === 'custom') {
    if (!dates) return null;
    params.set('start', dates[0].format(DAY_FORMAT));
    params.set('end', dates[1].format(DAY_FORMAT));
  }
  return `${STATS_PATH}?${params.toString()}`;
}

export function useDashboardStats(selection: RangeSelection) {
  return useApi<DashboardStats>(statsKey(selection));
}

export function useListings() {
  return useApi<Listing[]>(LISTINGS_KEY);
}

/** The connected eBay account; null when none is connected (the call answers 404) or it failed. */
export function useEbayAccount() {
  const { data, isLoading } = useApi<EbayAccount>(EBAY_ACCOUNT_KEY, { on401: 'returnNull' });
  return { account: data ?? null, isLoading };
}
