import { Migration } from '@mikro-orm/migrations';

/**
 * eBay's fees per order line (Finances API), and the indexes the orders list and the sales
 * analytics read by: a dealer's orders by date, with the amounts the totals need.
 */
export class Migration20261125OrdersFees extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `ALTER TABLE order_line_item ADD COLUMN ebay_fee numeric(12,2) CHECK (ebay_fee >= 0)`,
    );
    this.addSql(`DROP INDEX IF EXISTS customer_order_dealer_ordered_idx`);
    this.addSql(
      `CREATE INDEX customer_order_dealer_ordered_idx ON customer_order (dealer_id, ordered_at DESC)
         INCLUDE (total_price, refund_amount, cancel_state, marketplace_fee, source)`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE order_line_item DROP COLUMN ebay_fee`);
    this.addSql(`DROP INDEX IF EXISTS customer_order_dealer_ordered_idx`);
    this.addSql(
      `CREATE INDEX customer_order_dealer_ordered_idx ON customer_order (dealer_id, ordered_at)`,
    );
  }
}
