import { Migration } from '@mikro-orm/migrations';

/**
 * `billing_cycle_line.credit_reason`: why a credit line gives back a fee already invoiced. Credits used
 * to come from refunds and cancellations only (`cancelled` tells them apart, and stays for the lines
 * made before); a sale lowered or removed after its month was invoiced is now credited too, and
 * the invoice says which.
 */
export class Migration20261129CreditReason extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE billing_cycle_line ADD COLUMN credit_reason text
        CHECK (credit_reason IN ('refund', 'cancelled', 'lowered', 'removed'))`);
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE billing_cycle_line DROP COLUMN credit_reason`);
  }
}
