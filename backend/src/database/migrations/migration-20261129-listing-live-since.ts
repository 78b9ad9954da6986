import { Migration } from '@mikro-orm/migrations';

/**
 * `listing.live_since`: when the listing's current eBay item went up (a relist is a new item), which an auction's
 * end counts from; `published_at` stays the first publish. Listings on eBay now take their publish time (one
 * relisted before this change may look closed early: it is read from eBay, which says it is still live).
 */
export class Migration20261129ListingLiveSince extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE listing ADD COLUMN live_since timestamptz NULL`);
    this.addSql(`UPDATE listing SET live_since = published_at WHERE ebay_listing_id IS NOT NULL`);
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE listing DROP COLUMN live_since`);
  }
}
