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
    this.linesCarryTheirOrder();
    this.addSql(`DROP INDEX IF EXISTS customer_order_dealer_ordered_idx`);
    this.addSql(`
      CREATE INDEX customer_order_dealer_ordered_idx ON customer_order (dealer_id, ordered_at DESC)
        INCLUDE (total_price, refund_amount, cancel_state, marketplace_fee, pennant_sale,
                 pennant_refund, line_fees)`);
  }

  /**
   * The insights read the sold lines of a range without joining every order: each line carries its
   * order's date and whether it was cancelled, set when the line is written and whenever the order
   * changes them.
   */
  private linesCarryTheirOrder(): void {
    this.addSql(`
      ALTER TABLE order_line_item
        ADD COLUMN ordered_at timestamptz,
        ADD COLUMN order_cancelled boolean NOT NULL DEFAULT false`);
    this.addSql(`
      UPDATE order_line_item l
         SET ordered_at = o.ordered_at, order_cancelled = coalesce(o.cancel_state = 'CANCELED', false)
        FROM customer_order o WHERE o.id = l.order_id`);
    this.addSql(`
      CREATE FUNCTION line_takes_its_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT o.ordered_at, coalesce(o.cancel_state = 'CANCELED', false)
          INTO NEW.ordered_at, NEW.order_cancelled
          FROM customer_order o WHERE o.id = NEW.order_id;
        RETURN NEW;
      END $$`);
    this.addSql(`
      CREATE TRIGGER order_line_item_takes_order BEFORE INSERT ON order_line_item
        FOR EACH ROW EXECUTE FUNCTION line_takes_its_order()`);
    this.addSql(`
      CREATE FUNCTION order_passes_to_lines() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE order_line_item
           SET ordered_at = NEW.ordered_at,
               order_cancelled = coalesce(NEW.cancel_state = 'CANCELED', false)
         WHERE order_id = NEW.id;
        RETURN NULL;
      END $$`);
    this.addSql(`
      CREATE TRIGGER customer_order_passes_to_lines AFTER UPDATE OF ordered_at, cancel_state
        ON customer_order FOR EACH ROW
        WHEN (OLD.ordered_at IS DISTINCT FROM NEW.ordered_at
              OR OLD.cancel_state IS DISTINCT FROM NEW.cancel_state)
        EXECUTE FUNCTION order_passes_to_lines()`);
    this.addSql(`
      CREATE INDEX order_line_item_sold_idx ON order_line_item (dealer_id, ordered_at)
        INCLUDE (item_price, shipping, discount, card_id, listing_id, order_cancelled)
        WHERE card_id IS NOT NULL OR listing_id IS NOT NULL`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER customer_order_passes_to_lines ON customer_order`);
    this.addSql(`DROP TRIGGER order_line_item_takes_order ON order_line_item`);
    this.addSql(`DROP FUNCTION order_passes_to_lines()`);
    this.addSql(`DROP FUNCTION line_takes_its_order()`);
    this.addSql(`ALTER TABLE order_line_item DROP COLUMN ordered_at, DROP COLUMN order_cancelled`);
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
