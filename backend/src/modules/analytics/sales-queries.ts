import type { EntityManager } from '@mikro-orm/postgresql';
import type { DayRange } from '../../common';

/**
 * The SQL behind the sales analytics, one statement per figure group; every one is scoped to the
 * dealer and reads a dealer's orders by (dealer_id, ordered_at). Amounts come back as numeric
 * text, never as floats.
 */

/** A line's sale: item + shipping − discounts (eBay's tax is never in it). */
const LINE_SALE = `greatest(l.item_price + l.shipping - l.discount, 0)`;
/** eBay's cancelStatus.cancelState CANCELED: the order is no sale, in no figure. */
const NOT_CANCELLED = `o.cancel_state IS DISTINCT FROM 'CANCELED'`;

export interface DayFigures {
  day: string;
  orders: string;
  gross: string;
  refunds: string;
  ebay_fees: string;
  pennant_net: string;
}

/**
 * Per local day, of the orders not cancelled (a cancelled order is no sale): orders, gross, refunds
 * (never more than the sale), eBay's fees (the lines' from Finances, else the order's) and the net of the lines that
 * count toward the fee. Reads only the orders' covering index: each order carries its lines'
 * totals (see the orders-fees migration).
 */
export function dailyFigures(
  em: EntityManager,
  dealerId: string,
  range: DayRange,
  timeZone: string,
): Promise<DayFigures[]> {
  // Memory enough to group a year of orders by day in a hash, not a sort spilled to disk.
  return em.fork().transactional(async (tx) => {
    await tx.execute(`SET LOCAL work_mem = '32MB'`);
    return tx.execute<DayFigures[]>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, orders::text, gross::text, refunds::text,
              ebay_fees::text, pennant_net::text
         FROM (SELECT (o.ordered_at AT TIME ZONE ?)::date AS day,
                      count(*) AS orders,
                      sum(o.total_price) AS gross,
                      sum(least(o.refund_amount, o.total_price)) AS refunds,
                      sum(coalesce(o.line_fees, o.marketplace_fee, 0)) AS ebay_fees,
                      sum(o.pennant_sale - o.pennant_refund) AS pennant_net
                 FROM customer_order o
                WHERE o.dealer_id = ? AND o.ordered_at >= ? AND o.ordered_at < ?
                  AND ${NOT_CANCELLED}
                GROUP BY 1) days`,
      [timeZone, dealerId, range.from, range.to],
    );
  });
}

export interface LineInsight {
  dimension: 'set' | 'player' | 'graded' | 'median';
  key: string;
  sales: string | null;
  average: string | null;
}

/**
 * A set as the hobby names it, with its year: "1956 Topps" and "2019 Topps" are two sets that sell at very different
 * prices. A set whose name already has the year keeps it once; a card without a year is named by its set alone.
 */
const SET_NAME = `CASE WHEN c."set" IS NULL THEN NULL
                      WHEN c.year IS NULL OR strpos(c."set", c.year::text) > 0 THEN c."set"
                      ELSE c.year || ' ' || c."set" END`;

/**
 * Over the lines sold in the range (cancelled orders are no sale) whose card or listing is known:
 * the average sale by set (with its year), by player (top 10 by count) and graded or raw; and the median days from
 * the listing going live to the order (as dimension "median", its key the days).
 */
export function lineInsights(
  em: EntityManager,
  dealerId: string,
  range: DayRange,
): Promise<LineInsight[]> {
  return em.execute<LineInsight[]>(
    `WITH sold AS MATERIALIZED (
       SELECT ${LINE_SALE} AS sale, ${SET_NAME} AS set_name, c.player,
              CASE WHEN c.id IS NULL THEN NULL
                   WHEN c.grader IS NOT NULL OR c.grade IS NOT NULL THEN 'graded' ELSE 'raw' END
                AS graded,
              extract(epoch FROM l.ordered_at - li.published_at) / 86400 AS days
         FROM order_line_item l
         LEFT JOIN card c ON c.id = l.card_id AND c.dealer_id = l.dealer_id
         LEFT JOIN listing li ON li.id = l.listing_id AND li.dealer_id = l.dealer_id
          AND li.published_at <= l.ordered_at
        WHERE l.dealer_id = ? AND l.ordered_at >= ? AND l.ordered_at < ?
          AND NOT l.order_cancelled
          AND (l.card_id IS NOT NULL OR l.listing_id IS NOT NULL)),
     groups AS (
       SELECT CASE WHEN grouping(set_name) = 0 THEN 'set'
                   WHEN grouping(player) = 0 THEN 'player' ELSE 'graded' END AS dimension,
              coalesce(set_name, player, graded) AS key,
              count(*) AS sales, round(avg(sale), 2) AS average
         FROM sold
        GROUP BY GROUPING SETS ((set_name), (player), (graded))),
     ranked AS (
       SELECT *, row_number() OVER (PARTITION BY dimension ORDER BY sales DESC, key) AS rank
         FROM groups WHERE key IS NOT NULL)
     SELECT dimension, key, sales::text, average::text, rank FROM ranked WHERE rank <= 10
     UNION ALL
     SELECT 'median', round((percentile_cont(0.5) WITHIN GROUP (ORDER BY days))::numeric, 1)::text,
            NULL, NULL, 0
       FROM sold WHERE days IS NOT NULL HAVING count(*) > 0
     ORDER BY dimension, rank`,
    [dealerId, range.from, range.to],
  );
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
