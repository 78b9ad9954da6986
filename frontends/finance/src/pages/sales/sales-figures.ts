import { PLATFORM_FEE_PERCENT, type SalesAnalytics } from '@pennant/contracts';
import { moneyOrNull } from '../../shared/figures';
import type { Tile } from '../../shared/tile-grid';
import { decimalToCents, formatDate, formatMoney, formatPercent } from '@pennant/ui';

export type SalesTileKey = 'grossSales' | 'netAfterFee' | 'platformFee' | 'orders';

export interface SalesTile extends Tile {
  key: SalesTileKey;
}

const COUNT = new Intl.NumberFormat('en-US');

/** "2%" from the contract's "2.00". */
export const PLATFORM_FEE_LABEL = `${Number(PLATFORM_FEE_PERCENT)}%`;

/** The four tiles of /sales: USD in en-US, the order count with separators. */
export function salesTiles(analytics: SalesAnalytics | null | undefined): SalesTile[] {
  const totals = analytics?.totals;
  const money = moneyOrNull;
  return [
    {
      key: 'grossSales',
      title: 'Gross Sales',
      value: money(totals?.grossSales),
      hint: 'Every order, before refunds and fees',
    },
    {
      key: 'netAfterFee',
      title: 'Net After Fees',
      value: money(totals?.netAfterFee),
      hint: 'After refunds and Pennant’s fee',
    },
    {
      key: 'platformFee',
      title: `Platform Fee (${PLATFORM_FEE_LABEL})`,
      value: money(totals?.platformFee),
      hint: analytics?.trends.feePercentage
        ? `${formatPercent(analytics.trends.feePercentage)} of gross sales`
        : 'Of sales listed through Pennant',
    },
    {
      key: 'orders',
      title: 'Total Orders',
      value: totals ? COUNT.format(totals.orders) : null,
      hint: 'In this period',
    },
  ];
}

/**
 * Trends: the last 7 days of the range up to today in the dealer's time zone, newest last. A custom range may end in
 * the future (next month, the end of the year); its days to come have no sales yet.
 */
export function lastDays(analytics: SalesAnalytics, count = 7, now = new Date()) {
  const today = dayIn(analytics.range.timeZone, now);
  return analytics.trends.dailySales.filter((day) => day.date <= today).slice(-count);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
function dayIn(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export interface FeeAnalysis {
  effectiveFeeRate: string;
  platformFee: string;
  earnings: string;
  ebayFees: string;
  ebayFeeShare: string;
}

/** The fee analysis on the Trends tab: effective fee rate with one decimal, fee and earnings in USD. */
export function feeAnalysis(analytics: SalesAnalytics): FeeAnalysis {
  return {
    effectiveFeeRate: formatPercent(analytics.trends.feePercentage),
    platformFee: formatMoney(analytics.totals.platformFee),
    earnings: formatMoney(analytics.totals.netAfterFee),
    ebayFees: formatMoney(analytics.totals.ebayFees),
    ebayFeeShare: formatPercent(analytics.insights.ebayFeePercent),
  };
}

/**
 * A chart's bar height. Charts need numbers; the amount shown in the tooltip stays the server's
 * decimal string, so no figure a dealer reads goes through a binary float.
 */
export function plotValue(amount: string): number {
  return (decimalToCents(amount) ?? 0) / 100;
}

/** An axis label for a chart's values: "$2.50", "$250" or a plain count. */
export function axisLabel(value: number, unit: ChartPoint['unit']): string {
  // Listings and orders come whole: a tick between two counts goes unlabelled.
  if (unit === 'count') return Number.isInteger(value) ? String(value) : '';
  return Number.isInteger(value) ? `$${value}` : `$${value.toFixed(2)}`;
}

/** The longest group name an axis shows whole; the tooltip always gives it in full. */
export const CATEGORY_LABEL_MAX = 20;

/** A cut this close to a word's start is made there instead ("Fleer Ultra Gold…", not "Fleer Ultra Gold Me…"). */
const WORD_CUT_SLACK = 4;

/**
 * A group's name as an axis shows it: whole when short, else cut with an ellipsis. A set's full name ("Upper Deck
 * McDonald's NHL All-Stars") beside its bar took most of a phone's width and left the bar a sliver.
 */
export function categoryLabel(name: string, max = CATEGORY_LABEL_MAX): string {
  if (name.length <= max) return name;
  const cut = name.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  const kept = atWord >= cut.length - WORD_CUT_SLACK ? cut.slice(0, atWord) : cut;
  return `${kept.trimEnd()}…`;
}

/** Nothing to draw: no points, or every one of them zero. */
export function nothingToChart(points: ChartPoint[]): boolean {
  return points.every((point) => point.value === 0);
}

export interface ChartPoint {
  label: string;
  /** What the bar measures: dollars (the axis shows $) or a count. */
  unit: 'usd' | 'count';
  value: number;
  /** What the tooltip shows. */
  text: string;
}

export function dailySalesPoints(analytics: SalesAnalytics): ChartPoint[] {
  return analytics.trends.dailySales.map((day) => ({
    label: formatDate(day.date).replace(/, \d{4}$/, ''),
    unit: 'usd',
    value: plotValue(day.sales),
    text: formatMoney(day.sales),
  }));
}

const GROUP_LABELS: Record<string, string> = { graded: 'Graded', raw: 'Raw' };

export function averagePoints(
  groups: { key: string; sales: number; average: string }[],
  limit = 8,
): ChartPoint[] {
  return [...groups]
    .sort((a, b) => b.sales - a.sales)
    .slice(0, limit)
    .map((group) => ({
      label: GROUP_LABELS[group.key] ?? group.key,
      unit: 'usd',
      value: plotValue(group.average),
      text: `${formatMoney(group.average)} average over ${group.sales} sale${group.sales === 1 ? '' : 's'}`,
    }));
}

export function inventoryAgePoints(analytics: SalesAnalytics): ChartPoint[] {
  return analytics.insights.inventoryAge.map((bucket) => ({
    label: /^\d/.test(bucket.bucket) ? `${bucket.bucket} days` : bucket.bucket,
    unit: 'count',
    value: bucket.listings,
    text: `${bucket.listings} listing${bucket.listings === 1 ? '' : 's'} worth ${formatMoney(bucket.value)}`,
  }));
}

const percentOrNull = (value: string | null) => (value === null ? null : formatPercent(value));

/** How fast cards sell and what eBay takes, beside the charts. */
export function insightTiles({ insights }: SalesAnalytics): Tile[] {
  return [
    {
      key: 'sellThrough',
      title: 'Sell-through',
      value: percentOrNull(insights.sellThroughPercent),
      hint: 'Of listings live in this period',
    },
    {
      key: 'medianDaysToSell',
      title: 'Median days to sell',
      value: insights.medianDaysToSell === null ? null : String(insights.medianDaysToSell),
      hint: 'From listing to sale',
    },
    {
      key: 'ebayFeeShare',
      title: 'eBay fees',
      value: percentOrNull(insights.ebayFeePercent),
      hint: 'Share of gross sales',
    },
  ];
}
