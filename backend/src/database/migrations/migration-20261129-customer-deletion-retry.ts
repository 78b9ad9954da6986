import { Migration } from '@mikro-orm/migrations';

/**
 * `payment_customer_deletion`: a customer at the payment provider that account erasure could not
 * delete, retried by billing until the provider confirms it. No foreign key and no dealer id: it
 * outlives the erased dealer, and names only what is left to delete. `given_up_at` marks one the
 * retries stopped on (30 days of failures), kept for the operator to delete by hand.
 */
export class Migration20261129CustomerDeletionRetry extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE payment_customer_deletion (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider text NOT NULL,
        customer_id text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL,
        given_up_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, customer_id)
      )`);
    this.addSql(
      `CREATE INDEX payment_customer_deletion_due_idx ON payment_customer_deletion (next_attempt_at) WHERE given_up_at IS NULL`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE payment_customer_deletion`);
  }
}
