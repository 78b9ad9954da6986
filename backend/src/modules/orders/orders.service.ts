import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { toCents } from '../../common';

/** Sales in a period, in integer cents. */
export interface SalesTotals {
  orderCount: number;
  grossCents: number;
  refundCents: number;
}

@Injectable()
export class OrdersService {
  constructor(private readonly em: EntityManager) {}

  /** Orders placed in [from, to): count, gross (sum of order totals) and refunds. */
  async salesTotals(dealerId: string, from: Date, to: Date): Promise<SalesTotals> {
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ order_count: string; gross: string; refunds: string }>>(
        `SELECT count(*) AS order_count,
              coalesce(sum(total_price), 0)::text AS gross,
              coalesce(sum(refund_amount), 0)::text AS refunds
         FROM customer_order
        WHERE dealer_id = ? AND ordered_at >= ? AND ordered_at < ?`,
        [dealerId, from, to],
      );
    return {
      orderCount: Number(row.order_count),
      grossCents: toCents(row.gross),
      refundCents: toCents(row.refunds),
    };
  }

  /**
   * Sum of all order totals through Pennant and how many dealers it comes from, for the landing
   * page's live metrics (which hide it while too few dealers contribute).
   */
  async platformSalesVolume(): Promise<{ cents: number; dealers: number }> {
    const [row] = await this.em.getConnection().execute<Array<{ gross: string; dealers: string }>>(
      `SELECT coalesce(sum(total_price), 0)::text AS gross, count(DISTINCT dealer_id) AS dealers
           FROM customer_order`,
    );
    return { cents: toCents(row.gross), dealers: Number(row.dealers) };
  }
}
