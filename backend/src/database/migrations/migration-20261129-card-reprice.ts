import { Migration } from '@mikro-orm/migrations';

/**
 * The cards awaiting review whose pricing eBay failed (`pricing.ebayUnavailable`), found every ten
 * minutes to be priced again: a partial index keeps that look cheap however many cards are stored.
 */
export class Migration20261129CardReprice extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `CREATE INDEX card_reprice_idx ON card (dealer_id, updated_at)
        WHERE status = 'identified' AND (pricing->>'ebayUnavailable')::boolean`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX card_reprice_idx`);
  }
}
