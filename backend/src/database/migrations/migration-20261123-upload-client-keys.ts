import { Migration } from '@mikro-orm/migrations';

/**
 * A client's own key for an upload (the Idempotency-Key header), so a retried upload is the same
 * upload rather than a second copy; when a card first used it; and an index for the cleanup of
 * abandoned uploads (never used, older than their URL).
 */
export class Migration20261123UploadClientKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE uploaded_object ADD COLUMN client_key text`);
    this.addSql(`ALTER TABLE uploaded_object ADD COLUMN used_at timestamptz`);
    this.addSql(
      `CREATE UNIQUE INDEX uploaded_object_client_key_idx ON uploaded_object (dealer_id, client_key) WHERE client_key IS NOT NULL`,
    );
    this.addSql(
      `CREATE INDEX uploaded_object_unused_idx ON uploaded_object (created_at) WHERE used_at IS NULL`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX uploaded_object_unused_idx`);
    this.addSql(`DROP INDEX uploaded_object_client_key_idx`);
    this.addSql(`ALTER TABLE uploaded_object DROP COLUMN used_at`);
    this.addSql(`ALTER TABLE uploaded_object DROP COLUMN client_key`);
  }
}
