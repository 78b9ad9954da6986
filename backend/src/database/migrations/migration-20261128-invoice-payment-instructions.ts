import { Migration } from '@mikro-orm/migrations';

/**
 * How a dealer pays an invoice (the operator's bank details, `INVOICE_PAYMENT_INSTRUCTIONS`), kept with the invoice
 * as its issuer's name and address are: an invoice reads as it did when it was issued.
 */
export class Migration20261128InvoicePaymentInstructions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE invoice ADD COLUMN payment_instructions text NOT NULL DEFAULT ''`);
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE invoice DROP COLUMN payment_instructions`);
  }
}
