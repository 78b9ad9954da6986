import type { EntityManager } from '@mikro-orm/postgresql';
import type { DayRange } from '../../common';

/**
 * The SQL behind the sales analytics, one statement per figure group; every one is scoped to the
 * dealer and reads a dealer's orders by (dealer_id, ordered_at). Amounts come back as numeric
 * text, never as floats.
 */

/** A line's sale: item + shipping − discounts (eBay's tax is never in it). */
const LINE_SALE = `greatest(l.item_price + l.shipping - l.discount, 0)`;
/** What the buyer got back: all of it on a cancelled order, never more than the sale. */
const LINE_REFUND = `CASE WHEN o.cancel_state = 'CANCELED' THEN ${LINE_SALE}
  ELSE least(l.refund_amount, ${LINE_SALE}) END`;
const ORDER_REFUND = `CASE WHEN o.cancel_state = 'CANCELED' THEN o.total_price
  ELSE least(o.refund_amount, o.total_price) END`;

export interface DayFigures {
  day: string;
  orders: string;
  gross: string;
  refunds: string;
  ebay_fees: string;
  pennant_net: string;
}

/** Per local day: orders, gross, refunds, eBay's fees and the net of lines counting toward the fee. */
export function dailyFigures(
  em: EntityManager,
  dealerId: string,
  range: DayRange,
  timeZone: string,
): Promise<DayFigures[]> {
  return em.execute<DayFigures[]>(
    `WITH o AS (
       SELECT id, ordered_at, total_price, refund_amount, cancel_state, marketplace_fee
         FROM customer_order
        WHERE dealer_id = ? AND ordered_at >= ? AND ordered_at < ?),
     per_order AS (
       SELECT l.order_id, sum(l.ebay_fee) AS fees, count(l.ebay_fee) AS fee_lines,
              coalesce(sum(${LINE_SALE} - ${LINE_REFUND}) FILTER (WHERE l.listed_through_pennant), 0)
                AS pennant_net
         FROM o JOIN order_line_item l ON l.order_id = o.id
        GROUP BY l.order_id)
     SELECT to_char(o.ordered_at AT TIME ZONE ?, 'YYYY-MM-DD') AS day,
            count(*)::text AS orders,
            sum(o.total_price)::text AS gross,
            sum(${ORDER_REFUND})::text AS refunds,
            sum(CASE WHEN p.fee_lines > 0 THEN p.fees ELSE coalesce(o.marketplace_fee, 0) END)::text
              AS ebay_fees,
            coalesce(sum(p.pennant_net), 0)::text AS pennant_net
       FROM o LEFT JOIN per_order p ON p.order_id = o.id
      GROUP BY 1`,
    [dealerId, range.from, range.to, timeZone],
  );
}

export interface GroupAverage {
  dimension: 'set' | 'player' | 'graded';
  key: string;
  sales: string;
  average: string;
}

/** Average sale of lines whose card is known, by set, by player (top 10 by count) and graded or raw. */
export function averagesByCard(
  em: EntityManager,
  dealerId: string,
  range: DayRange,
): Promise<GroupAverage[]> {
  return em.execute<GroupAverage[]>(
    `WITH sold AS (
       SELECT ${LINE_SALE} AS sale, c."set", c.player,
              CASE WHEN c.grader IS NOT NULL OR c.grade IS NOT NULL THEN 'graded' ELSE 'raw' END
                AS graded
         FROM customer_order o
         JOIN order_line_item l ON l.order_id = o.id
         JOIN card c ON c.id = l.card_id AND c.dealer_id = o.dealer_id
        WHERE o.dealer_id = ? AND o.ordered_at >= ? AND o.ordered_at < ?
          AND o.cancel_state IS DISTINCT FROM 'CANCELED'),
     groups AS (
       SELECT CASE WHEN grouping("set") = 0 THEN 'set'
                   WHEN grouping(player) = 0 THEN 'player' ELSE 'graded' END AS dimension,
              coalesce("set", player, graded) AS key,
              count(*) AS sales, round(avg(sale), 2) AS average
         FROM sold
        GROUP BY GROUPING SETS (("set"), (player), (graded))),
     ranked AS (
       SELECT *, row_number() OVER (PARTITION BY dimension ORDER BY sales DESC, key) AS rank
         FROM groups WHERE key IS NOT NULL)
     SELECT dimension, key, sales::text, average::text FROM ranked
      WHERE rank <= 10 ORDER BY dimension, rank`,
    [dealerId, range.from, range.to],
  );
}

/** Median days from a listing going live to the order that sold it, over lines with a listing. */
export async function medianDaysToSell(
  em: EntityManager,
  dealerId: string,
  range: DayRange,
): Promise<number | null> {
  const [row] = await em.execute<{ median: string | null }[]>(
    `SELECT round((percentile_cont(0.5) WITHIN GROUP (
              ORDER BY extract(epoch FROM o.ordered_at - li.published_at) / 86400))::numeric, 1)::text
              AS median
       FROM customer_order o
       JOIN order_line_item l ON l.order_id = o.id
       JOIN listing li ON li.id = l.listing_id AND li.dealer_id = o.dealer_id
      WHERE o.dealer_id = ? AND o.ordered_at >= ? AND o.ordered_at < ?
        AND li.published_at IS NOT NULL AND li.published_at <= o.ordered_at`,
    [dealerId, range.from, range.to],
  );
  return row?.median === null || row?.median === undefined ? null : Number(row.median);
}

export interface ListingFigures {
  live_in_range: string;
  sold_in_range: string;
  buckets: { bucket: string; listings: number; value: string }[];
}

/** Inventory age buckets of what is still listed, in whole days since it went live. */
const AGE_BUCKETS = [
  { bucket: '0-7', condition: 'age_days <= 7' },
  { bucket: '8-30', condition: 'age_days BETWEEN 8 AND 30' },
  { bucket: '31-90', condition: 'age_days BETWEEN 31 AND 90' },
  { bucket: '90+', condition: 'age_days > 90' },
];

/** Sell-through (listings live at any time in the range, and those sold in it) and inventory age. */
export async function listingFigures(
  em: EntityManager,
  dealerId: string,
  range: DayRange,
  now: Date,
): Promise<ListingFigures> {
  const bucketColumns = AGE_BUCKETS.map(
    ({ condition }, index) =>
      `count(*) FILTER (WHERE status = 'active' AND ${condition})::text AS count_${index},
       coalesce(sum(list_price) FILTER (WHERE status = 'active' AND ${condition}), 0)::text
         AS value_${index}`,
  );
  const [row] = await em.execute<Record<string, string>[]>(
    `WITH live AS (
       SELECT status, list_price, published_at, sold_at, ended_at,
              floor(extract(epoch FROM ?::timestamptz - published_at) / 86400) AS age_days
         FROM listing
        WHERE dealer_id = ? AND published_at IS NOT NULL)
     SELECT count(*) FILTER (WHERE published_at < ?
              AND coalesce(sold_at, ended_at, 'infinity') >= ?)::text AS live_in_range,
            count(*) FILTER (WHERE status = 'sold' AND sold_at >= ? AND sold_at < ?)::text
              AS sold_in_range,
            ${bucketColumns.join(',\n')}
       FROM live`,
    [now, dealerId, range.to, range.from, range.from, range.to],
  );
  return {
    live_in_range: row.live_in_range,
    sold_in_range: row.sold_in_range,
    buckets: AGE_BUCKETS.map(({ bucket }, index) => ({
      bucket,
      listings: Number(row[`count_${index}`]),
      value: row[`value_${index}`],
    })),
  };
}
