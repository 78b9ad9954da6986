import { Migration } from '@mikro-orm/migrations';

/**
 * `listing.sold_price`: what one item sold for on eBay (a winning bid, an accepted offer), shown instead of the
 * starting bid or asking price of a sold listing. Listings sold before take the price of the latest line bought
 * from them, of an order not cancelled.
 */
export class Migration20261129ListingSoldPrice extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE listing ADD COLUMN sold_price numeric(12, 2) NULL`);
    this.addSql(
      `UPDATE listing SET sold_price = (
         SELECT round(l.item_price / greatest(l.quantity, 1), 2)
           FROM order_line_item l JOIN customer_order o ON o.id = l.order_id
          WHERE l.listing_id = listing.id AND o.cancel_state IS DISTINCT FROM 'CANCELED'
          ORDER BY o.ordered_at DESC, l.id
          LIMIT 1)
        WHERE status = 'sold'`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE listing DROP COLUMN sold_price`);
  }
}
