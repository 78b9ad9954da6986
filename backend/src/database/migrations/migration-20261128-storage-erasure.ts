import { Migration } from '@mikro-orm/migrations';

/**
 * Storage that outlives its records. `upload_key`: the key an S3 upload URL was presigned for,
 * kept once the checked bytes moved to a key no URL grants (the row's `key`), so the URL still
 * names the image. `object_sweep`: objects to remove once no signed URL can write them any more
 * (an erased dealer's whole prefix, an adopted upload's presigned key); no foreign key, as it
 * must outlive the dealer.
 */
export class Migration20261128StorageErasure extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE uploaded_object ADD COLUMN upload_key text UNIQUE`);
    this.addSql(`
      CREATE TABLE object_sweep (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        target text NOT NULL,
        due_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX object_sweep_due_idx ON object_sweep (due_at)`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE object_sweep`);
    this.addSql(`ALTER TABLE uploaded_object DROP COLUMN upload_key`);
  }
}
