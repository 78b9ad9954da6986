import { Migration } from '@mikro-orm/migrations';

/**
 * An order's carried line totals (pennant_sale, pennant_refund, line_fees) follow a deleted line too, as they
 * follow an inserted or updated one: a CSV order's order-level line gives way to its item lines, and a CSV line
 * eBay's order does not have goes when the sync takes the order over. The same function as the insert and update
 * triggers, given the deleted lines under the name it reads.
 */
export class Migration20261128LineDeleteTotals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TRIGGER order_line_item_totals_delete
        AFTER DELETE ON order_line_item REFERENCING OLD TABLE AS changed_lines
        FOR EACH STATEMENT EXECUTE FUNCTION refresh_order_line_totals()`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER order_line_item_totals_delete ON order_line_item`);
  }
}
