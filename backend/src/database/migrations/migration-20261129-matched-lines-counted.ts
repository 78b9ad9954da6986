import { Migration } from '@mikro-orm/migrations';

/**
 * A sale matched to one of the dealer's Pennant listings counts toward Pennant's fee. `PATCH
 * /api/orders/:id/lines/:lineId` used to accept unmarking one (the screen never offered it); such lines count again,
 * and the next cycle bills any of them its month was invoiced without.
 */
export class Migration20261129MatchedLinesCounted extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      UPDATE order_line_item SET listed_through_pennant = true, updated_at = now()
       WHERE listing_id IS NOT NULL AND NOT listed_through_pennant`);
  }

  override async down(): Promise<void> {
    // Which lines were unmarked before is not kept: nothing to undo.
  }
}
