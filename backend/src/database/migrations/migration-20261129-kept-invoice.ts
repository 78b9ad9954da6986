import { Migration } from '@mikro-orm/migrations';

/**
 * `kept_invoice`: the invoices Pennant issued to a dealer since erased (eBay's account-deletion notice), as issued
 * but for whom they were to. Erasing the dealer took every invoice with it, leaving gaps in numbers said to be
 * gapless and no record of what was owed. No foreign key: it outlives the dealer.
 */
export class Migration20261129KeptInvoice extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE kept_invoice (
        number text PRIMARY KEY,
        issued_at timestamptz NOT NULL,
        total numeric(12,2) NOT NULL,
        status text NOT NULL,
        erased_at timestamptz NOT NULL DEFAULT now(),
        invoice jsonb NOT NULL
      )`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE kept_invoice`);
  }
}
