import { Migration } from '@mikro-orm/migrations';

/** Uploaded images and their owners: serving and using an image is a lookup here. */
export class Migration20261122UploadedObjects extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE uploaded_object (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dealer_id uuid NOT NULL REFERENCES dealer(id) ON DELETE CASCADE,
        key text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'receiving', 'stored')),
        name text,
        content_type text
          CHECK (content_type IN ('image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp')),
        size integer CHECK (size BETWEEN 1 AND 10485760),
        thumbnail_key text,
        created_at timestamptz NOT NULL DEFAULT now(),
        stored_at timestamptz
      )`);
    this.addSql(
      `CREATE INDEX uploaded_object_dealer_idx ON uploaded_object (dealer_id, created_at)`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE uploaded_object`);
  }
}
