import type { PricingBasis } from '@pennant/contracts';
import { MAX_MONEY_CENTS, percentOfCents } from '../../common';

/**
 * Statistics over comparable prices, all in integer cents: outlier removal, the dealer's basis,
 * markup and the estimated range. Prices are never binary floats; logarithms only decide which
 * prices to keep.
 */

/** Scale that makes the median absolute deviation estimate a standard deviation. */
const MAD_TO_SIGMA = 1.4826;
/** How many (robust) standard deviations from the median a price may stray. */
const OUTLIER_SIGMAS = 3;
/** Prices within this log distance of the median (0.6x to 1.65x) are never outliers. */
const MIN_LOG_LIMIT = 0.5;
/** With fewer prices there is no telling an outlier from a normal sale. */
const MIN_SAMPLE_FOR_OUTLIERS = 4;

export interface PriceSummary {
  /** The prices kept, ascending. */
  kept: number[];
  /** How many were removed as outliers (lots, reprints, wishful asking prices). */
  removed: number;
  medianCents: number;
  meanCents: number;
  lowestCents: number;
  /** Estimated range: the middle half of the kept prices (all of them when there are few). */
  lowCents: number;
  highCents: number;
}

/**
 * Removes outliers by the median absolute deviation of the log prices: prices spread by ratio
 * (a $2 card sells for $1 to $4), so a lot at 8x and a reprint at 1/10 are equally far out.
 */
export function removeOutliers(prices: readonly number[]): number[] {
  const sorted = [...prices].sort((a, b) => a - b);
  if (sorted.length < MIN_SAMPLE_FOR_OUTLIERS) return sorted;
  const logs = sorted.map((price) => Math.log(Math.max(price, 1)));
  const center = medianOf(logs);
  const spread = medianOf(logs.map((value) => Math.abs(value - center)));
  const limit = Math.max(OUTLIER_SIGMAS * MAD_TO_SIGMA * spread, MIN_LOG_LIMIT);
  return sorted.filter((_price, index) => Math.abs(logs[index] - center) <= limit);
}

/** Median in whole cents; between two middle prices, their mean rounded half up. */
export function medianCents(sortedCents: readonly number[]): number {
  const middle = Math.floor(sortedCents.length / 2);
  if (sortedCents.length % 2 === 1) return sortedCents[middle];
  return roundedDivision(sortedCents[middle - 1] + sortedCents[middle], 2);
}

/** Mean in whole cents, rounded half up, in integer arithmetic. */
export function meanCents(cents: readonly number[]): number {
  return roundedDivision(
    cents.reduce((sum, value) => sum + value, 0),
    cents.length,
  );
}

/** Summarises comparable prices after removing outliers; null when there are none. */
export function summarizePrices(prices: readonly number[]): PriceSummary | null {
  const kept = removeOutliers(prices);
  if (kept.length === 0) return null;
  const quartiles = kept.length >= MIN_SAMPLE_FOR_OUTLIERS;
  return {
    kept,
    removed: prices.length - kept.length,
    medianCents: medianCents(kept),
    meanCents: meanCents(kept),
    lowestCents: kept[0],
    lowCents: quartiles ? nearestRank(kept, 25) : kept[0],
    highCents: quartiles ? nearestRank(kept, 75) : kept[kept.length - 1],
  };
}

/** The dealer's pricing basis over the summarised comparables. */
export function basisCents(summary: PriceSummary, basis: PricingBasis): number {
  switch (basis) {
    case 'sold_median':
      return summary.medianCents;
    case 'sold_average':
    case 'active_avg':
      return summary.meanCents;
    case 'current_lowest':
      return summary.lowestCents;
  }
}

/**
 * The basis plus the dealer's markup percent (a two-place decimal string), to the cent; never more than one listing
 * may ask (MAX_MONEY), so the price stays one the dealer and eBay's listing may keep.
 */
export function withMarkup(cents: number, markupPercent: string): number {
  return Math.min(cents + percentOfCents(cents, markupPercent), MAX_MONEY_CENTS);
}

function nearestRank(sorted: readonly number[], percentile: number): number {
  const rank = Math.ceil((percentile / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function roundedDivision(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
