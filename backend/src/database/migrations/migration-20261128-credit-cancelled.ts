import { Migration } from '@mikro-orm/migrations';

/**
 * A credit line says whether eBay cancelled the order after it was billed or the buyer was refunded: the invoice
 * names which ("Order cancelled after invoicing", "Refund after invoicing"). Lines billed before say refund, as
 * they did.
 */
export class Migration20261128CreditCancelled extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `ALTER TABLE billing_cycle_line ADD COLUMN cancelled boolean NOT NULL DEFAULT false`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE billing_cycle_line DROP COLUMN cancelled`);
  }
}
