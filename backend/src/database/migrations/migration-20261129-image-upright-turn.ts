import { Migration } from '@mikro-orm/migrations';

/**
 * `card_image.upright_turn`: 180 when identification read the photo upside down (a scanner fed the card the other
 * way round), so its eBay picture is sent turned upright. Photos read before stay as they are (0).
 */
export class Migration20261129ImageUprightTurn extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `ALTER TABLE card_image ADD COLUMN upright_turn smallint NOT NULL DEFAULT 0
         CHECK (upright_turn IN (0, 180))`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE card_image DROP COLUMN upright_turn`);
  }
}
