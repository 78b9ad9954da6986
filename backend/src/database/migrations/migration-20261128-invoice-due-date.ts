import { Migration } from '@mikro-orm/migrations';

/**
 * When an invoice paid by bank transfer is due (`INVOICE_PAYMENT_DAYS` after it is issued), kept with the invoice.
 * Null for one Stripe charges at once, and for invoices issued before: they read as they did.
 */
export class Migration20261128InvoiceDueDate extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE invoice ADD COLUMN due_at timestamptz`);
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE invoice DROP COLUMN due_at`);
  }
}
