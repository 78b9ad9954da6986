import { Migration } from '@mikro-orm/migrations';

/**
 * A stack dropped twice makes every card twice, and Approve All would list each card twice on eBay. Each image's
 * digest is kept when the identification job reads it; a card whose photos an earlier card of the dealer already
 * has points at that card, and the pointer goes when that card is deleted.
 */
export class Migration20261127SamePhotos extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE card_image ADD COLUMN sha256 text`);
    this.addSql(
      `CREATE INDEX card_image_sha256_idx ON card_image (sha256) WHERE sha256 IS NOT NULL`,
    );
    this.addSql(
      `ALTER TABLE card ADD COLUMN same_photos_as uuid REFERENCES card (id) ON DELETE SET NULL`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE card DROP COLUMN same_photos_as`);
    this.addSql(`DROP INDEX card_image_sha256_idx`);
    this.addSql(`ALTER TABLE card_image DROP COLUMN sha256`);
  }
}
