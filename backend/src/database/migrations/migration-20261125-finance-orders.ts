import { Migration } from '@mikro-orm/migrations';

/**
 * Orders for billing: a line counts toward Pennant's fee when it matched one of the dealer's
 * Pennant listings or the dealer marked it as listed through Pennant (imported orders).
 */
export class Migration20261125FinanceOrders extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `ALTER TABLE order_line_item ADD COLUMN listed_through_pennant boolean NOT NULL DEFAULT false`,
    );
    this.addSql(
      `UPDATE order_line_item SET listed_through_pennant = true WHERE listing_id IS NOT NULL`,
    );
    this.addSql(
      `CREATE INDEX order_line_item_billable_idx ON order_line_item (dealer_id)
         WHERE listed_through_pennant`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE order_line_item DROP COLUMN listed_through_pennant`);
  }
}
