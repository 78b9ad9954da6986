import { useApi, useApiPage } from '@pennant/api-client';
import type { DashboardRange, DashboardStats, Listing } from '@pennant/contracts';
import type { Dayjs } from 'dayjs';
import { DASHBOARD_STATS_PATH, listingsKey, type ListingsFilter } from '../../shared/listings-api';

export const CURRENT_USER_KEY = '/api/auth/user';
export const STATS_PATH = DASHBOARD_STATS_PATH;
export const LISTINGS_PAGE_SIZE = 10;

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

/** One page of the dealer's listings (newest first) and how many there are in all. */
export function useListingsPage(filter: ListingsFilter) {
  return useApiPage<Listing>(listingsKey(filter));
}
