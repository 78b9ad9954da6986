import type { DecimalString } from './settings';

/**
 * A custom date range (the dashboard's and /sales' alike) spans at most two years: its first day plus
 * two years, inclusive. The pickers offer no day past it; the API refuses one with 400.
 */
export const MAX_CUSTOM_RANGE_YEARS = 2;

/**
 * The days a query may name (a date range's ends): wide enough for any sale, narrow enough that date
 * arithmetic always holds. Outside them the API answers 400.
 */
export const FIRST_QUERY_DAY = '1970-01-01';
export const LAST_QUERY_DAY = '2999-12-31';

/** GET /api/dashboard/stats?range=this-month|last-month|custom&start=YYYY-MM-DD&end=YYYY-MM-DD */
export interface DashboardStats {
  itemsListed: number;
  /** Items of Pennant's listings sold in the period (an order of a listing made elsewhere is not counted). */
  soldCount: number;
  grossSales: DecimalString;
  netAfterFee: DecimalString;
  /** Fee as a percent of gross sales with one decimal, or null when there were no sales. */
  effectiveFeePercent: string | null;
  /** The days counted, in the dealer's time zone (an IANA name), as /sales answers them. */
  range: { start: string; end: string; timeZone: string };
}
