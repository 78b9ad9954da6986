import { Injectable } from '@nestjs/common';
import { PLATFORM_FEE_PERCENT, type DashboardRange, type DashboardStats } from '@pennant/contracts';
import {
  customRange,
  fromCents,
  monthRange,
  oneDecimalPercent,
  percentOfCents,
  rangeError,
  type DayRange,
} from '../../common';
import { DealersService } from '../dealers';
import { OrdersService } from '../orders';
import { ListingRepository } from './repositories/listing.repository';

@Injectable()
export class DashboardService {
  constructor(
    private readonly dealers: DealersService,
    private readonly orders: OrdersService,
    private readonly listings: ListingRepository,
  ) {}

  /**
   * KPIs for a period in the dealer's time zone. Net sales are gross minus refunds; the fee is
   * net sales times the platform percentage, rounded to the cent; net after fee is net sales minus the fee.
   */
  async stats(
    dealerId: string,
    range: DashboardRange,
    start?: string,
    end?: string,
  ): Promise<DashboardStats> {
    const { timeZone } = await this.dealers.getSummary(dealerId);
    const period = resolveRange(range, start, end, timeZone);
    const [itemsListed, sales] = await Promise.all([
      this.listings.count({ dealerId, publishedAt: { $gte: period.from, $lt: period.to } }),
      this.orders.salesTotals(dealerId, period.from, period.to),
    ]);
    const netSalesCents = sales.grossCents - sales.refundCents;
    // Pennant's fee is on the sales listed through Pennant only, as billing charges it.
    const feeCents = Math.max(0, percentOfCents(sales.pennantNetCents, PLATFORM_FEE_PERCENT));
    return {
      itemsListed,
      // Beside the items listed through Pennant: the items of those listings that sold, not every order.
      soldCount: sales.pennantItemsSold,
      grossSales: fromCents(sales.grossCents),
      netAfterFee: fromCents(netSalesCents - feeCents),
      effectiveFeePercent: oneDecimalPercent(feeCents, sales.grossCents),
      range: { start: period.startDay, end: period.endDay, timeZone },
    };
  }
}

function resolveRange(
  range: DashboardRange,
  start: string | undefined,
  end: string | undefined,
  timeZone: string,
): DayRange {
  if (range === 'custom') return customRange(start, end, timeZone);
  // Dates with another range would be answered for that range, not the dates: refused, as /sales refuses them.
  if (start !== undefined || end !== undefined)
    throw rangeError(
      'range',
      'start and end are for range=custom: send range=custom with them, or neither',
    );
  return monthRange(timeZone, range === 'last-month' ? 1 : 0);
}
