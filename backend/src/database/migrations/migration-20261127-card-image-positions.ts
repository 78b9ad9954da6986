import { Migration } from '@mikro-orm/migrations';

/**
 * A card's images may exchange places in one statement (a card scanned back first is turned round after
 * identification: front and back swap positions 0 and 1). PostgreSQL checks a plain unique constraint row by row,
 * so the swap failed halfway; checked at commit instead, the positions only have to be unique once both rows moved.
 */
export class Migration20261127CardImagePositions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE card_image DROP CONSTRAINT card_image_card_id_position_key`);
    this.addSql(
      `ALTER TABLE card_image ADD CONSTRAINT card_image_card_id_position_key
         UNIQUE (card_id, position) DEFERRABLE INITIALLY DEFERRED`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE card_image DROP CONSTRAINT card_image_card_id_position_key`);
    this.addSql(
      `ALTER TABLE card_image ADD CONSTRAINT card_image_card_id_position_key UNIQUE (card_id, position)`,
    );
  }
}
