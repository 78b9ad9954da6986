import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PLATFORM_FEE_PERCENT, type SalesAnalytics } from '@pennant/contracts';
import {
  fromCents,
  oneDecimalPercent,
  percentOfCents,
  toCents,
  toDecimalString,
  type DayRange,
} from '../../common';
import { DealersService } from '../dealers';
import { daysOf, salesRange, type SalesRangeQuery } from './sales-range';
import {
  dailyFigures,
  lineInsights,
  listingFigures,
  type DayFigures,
  type LineInsight,
} from './sales-queries';

type Insights = SalesAnalytics['insights'];

/**
 * Sales analytics in the dealer's time zone. Gross is every order's sale amount (items + shipping −
 * discounts, no eBay tax); Pennant's fee is the revenue share of the net sales (sale − refunds) of
 * the lines that count toward it, rounded half up; net after fee is gross − refunds − that fee.
 */
@Injectable()
export class SalesAnalyticsService {
  constructor(
    private readonly em: EntityManager,
    private readonly dealers: DealersService,
  ) {}

  async sales(dealerId: string, query: SalesRangeQuery, now = new Date()): Promise<SalesAnalytics> {
    const { timeZone } = await this.dealers.getSummary(dealerId);
    const range = salesRange(query, timeZone, now);
    const [days, lines, listings] = await Promise.all([
      dailyFigures(this.em, dealerId, range, timeZone),
      lineInsights(this.em, dealerId, range),
      listingFigures(this.em, dealerId, range, now),
    ]);
    const totals = sumDays(days);
    const feeCents = Math.max(0, percentOfCents(totals.pennantNetCents, PLATFORM_FEE_PERCENT));
    return {
      range: { start: range.startDay, end: range.endDay, timeZone },
      totals: {
        grossSales: fromCents(totals.grossCents),
        netAfterFee: fromCents(totals.grossCents - totals.refundCents - feeCents),
        platformFee: fromCents(feeCents),
        orders: totals.orders,
        refunds: fromCents(totals.refundCents),
        ebayFees: fromCents(totals.ebayFeeCents),
      },
      trends: {
        dailySales: dailySales(range, days),
        feePercentage: oneDecimalPercent(feeCents, totals.grossCents),
      },
      insights: {
        sellThroughPercent: oneDecimalPercent(
          Number(listings.sold_in_range),
          Number(listings.live_in_range),
        ),
        medianDaysToSell: medianOf(lines),
        ebayFeePercent: oneDecimalPercent(totals.ebayFeeCents, totals.grossCents),
        ...averagesOf(lines),
        inventoryAge: listings.buckets.map((bucket) => ({
          ...bucket,
          value: toDecimalString(bucket.value),
        })),
      },
    };
  }
}

function sumDays(days: DayFigures[]) {
  return days.reduce(
    (sum, day) => ({
      orders: sum.orders + Number(day.orders),
      grossCents: sum.grossCents + toCents(day.gross),
      refundCents: sum.refundCents + toCents(day.refunds),
      ebayFeeCents: sum.ebayFeeCents + toCents(day.ebay_fees),
      pennantNetCents: sum.pennantNetCents + toCents(day.pennant_net),
    }),
    { orders: 0, grossCents: 0, refundCents: 0, ebayFeeCents: 0, pennantNetCents: 0 },
  );
}

/** Every day of the range, 0.00 on days without sales. */
function dailySales(range: DayRange, days: DayFigures[]) {
  const gross = new Map(days.map((day) => [day.day, toDecimalString(day.gross)]));
  return daysOf(range).map((date) => ({ date, sales: gross.get(date) ?? '0.00' }));
}

function medianOf(rows: LineInsight[]): number | null {
  const median = rows.find((row) => row.dimension === 'median');
  return median ? Number(median.key) : null;
}

function averagesOf(
  rows: LineInsight[],
): Pick<Insights, 'averageSaleBySet' | 'averageSaleByPlayer' | 'gradedVsRaw'> {
  const of = (dimension: LineInsight['dimension']) =>
    rows
      .filter((row) => row.dimension === dimension)
      .map((row) => ({
        key: row.key,
        sales: Number(row.sales),
        average: toDecimalString(row.average ?? '0'),
      }));
  return {
    averageSaleBySet: of('set'),
    averageSaleByPlayer: of('player'),
    gradedVsRaw: of('graded') as Insights['gradedVsRaw'],
  };
}
