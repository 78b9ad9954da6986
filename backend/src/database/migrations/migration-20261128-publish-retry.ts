import { Migration } from '@mikro-orm/migrations';

/**
 * A listing whose publishing job eBay turned away for now (a 503, a timeout, eBay's "system error") says which try
 * comes next, so the dealer sees a listing waiting on eBay rather than one stuck: `{ "attempt": 2, "of": 5 }`.
 */
export class Migration20261128PublishRetry extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE listing ADD COLUMN publish_retry jsonb`);
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE listing DROP COLUMN publish_retry`);
  }
}
