import { Migration } from '@mikro-orm/migrations';

/** A line's sale: item + shipping − discounts; its refund never more than that. */
const SALE = `greatest(l.item_price + l.shipping - l.discount, 0)`;
const REFUND = `least(l.refund_amount, ${SALE})`;

/** The order's totals of its lines, for the orders whose lines a statement touched. */
const REFRESH_ORDER_TOTALS = (changedOrders: string) => `
  UPDATE customer_order o
     SET pennant_sale = t.sale, pennant_refund = t.refund, line_fees = t.fees
    FROM (SELECT l.order_id,
                 coalesce(sum(${SALE}) FILTER (WHERE l.listed_through_pennant), 0) AS sale,
                 coalesce(sum(${REFUND}) FILTER (WHERE l.listed_through_pennant), 0) AS refund,
                 sum(l.ebay_fee) AS fees
            FROM order_line_item l
           WHERE l.order_id IN (${changedOrders})
           GROUP BY l.order_id) t
   WHERE o.id = t.order_id
     AND (o.pennant_sale, o.pennant_refund, o.line_fees)
         IS DISTINCT FROM (t.sale, t.refund, t.fees)`;

/**
 * eBay's fees per order line (Finances API). For the sales analytics, which must read a year of
 * 50,000 orders in well under 100 ms, each order carries its lines' totals (the sale and refunds
 * of the lines that count toward Pennant's fee, and eBay's fees on its lines), kept by a trigger
 * whatever writes the lines (sync, CSV import, matching, fees, the dealer's mark), and the index
 * the analytics read covers them.
 */
export class Migration20261125OrdersFees extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `ALTER TABLE order_line_item ADD COLUMN ebay_fee numeric(12,2) CHECK (ebay_fee >= 0)`,
    );
    this.addSql(`
      ALTER TABLE customer_order
        ADD COLUMN pennant_sale numeric(12,2) NOT NULL DEFAULT 0,
        ADD COLUMN pennant_refund numeric(12,2) NOT NULL DEFAULT 0,
        ADD COLUMN line_fees numeric(12,2)`);
    this.addSql(`
      CREATE FUNCTION refresh_order_line_totals() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${REFRESH_ORDER_TOTALS('SELECT DISTINCT order_id FROM changed_lines')};
        RETURN NULL;
      END $$`);
    for (const event of ['INSERT', 'UPDATE'])
      this.addSql(`
        CREATE TRIGGER order_line_item_totals_${event.toLowerCase()}
          AFTER ${event} ON order_line_item REFERENCING NEW TABLE AS changed_lines
          FOR EACH STATEMENT EXECUTE FUNCTION refresh_order_line_totals()`);
    this.addSql(`${REFRESH_ORDER_TOTALS('SELECT order_id FROM order_line_item')}`);
    this.addSql(`DROP INDEX IF EXISTS customer_order_dealer_ordered_idx`);
    this.addSql(`
      CREATE INDEX customer_order_dealer_ordered_idx ON customer_order (dealer_id, ordered_at DESC)
        INCLUDE (total_price, refund_amount, cancel_state, marketplace_fee, pennant_sale,
                 pennant_refund, line_fees)`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER order_line_item_totals_insert ON order_line_item`);
    this.addSql(`DROP TRIGGER order_line_item_totals_update ON order_line_item`);
    this.addSql(`DROP FUNCTION refresh_order_line_totals()`);
    this.addSql(`ALTER TABLE order_line_item DROP COLUMN ebay_fee`);
    this.addSql(`ALTER TABLE customer_order DROP COLUMN pennant_sale, DROP COLUMN pennant_refund,
      DROP COLUMN line_fees`);
    this.addSql(
      `CREATE INDEX customer_order_dealer_ordered_idx ON customer_order (dealer_id, ordered_at)`,
    );
  }
}
