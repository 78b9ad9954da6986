import { Migration } from '@mikro-orm/migrations';

/**
 * From approved card to live eBay listing: two named prices on cards (market value and list price),
 * storage location and ungraded condition, lots as rows, full listings (preparation, eBay state,
 * errors), each dealer's selling setup, and orders with line items matched to listings.
 */
export class Migration20261123Listings extends Migration {
  override async up(): Promise<void> {
    this.cards();
    this.lots();
    this.listings();
    this.sellingSetup();
    this.orders();
  }

  private cards(): void {
    // `fmv` always held the asking price (comparables plus markup): it is the list price.
    this.addSql(`ALTER TABLE card RENAME COLUMN fmv TO list_price`);
    this.addSql(`ALTER TABLE card RENAME CONSTRAINT card_fmv_check TO card_list_price_check`);
    this.addSql(
      `ALTER TABLE card ADD COLUMN market_value numeric(12,2) CHECK (market_value >= 0),
        ADD COLUMN card_condition text
          CHECK (card_condition IN ('near_mint_or_better', 'excellent', 'very_good', 'poor')),
        ADD COLUMN storage_box text CHECK (storage_box ~ '^[A-Za-z0-9]{1,8}$'),
        ADD COLUMN storage_row text CHECK (storage_row ~ '^[A-Za-z0-9]{1,8}$'),
        ADD COLUMN storage_slot text CHECK (storage_slot ~ '^[A-Za-z0-9]{1,8}$')`,
    );
    // Existing prices: the market value is the list price without the dealer's markup.
    this.addSql(`
      UPDATE card SET market_value = round(card.list_price * 100 / (100 + d.default_markup_percent), 2)
        FROM dealer d WHERE d.id = card.dealer_id AND card.list_price IS NOT NULL`);
    this.addSql(
      `UPDATE card SET corrected_fields = array_replace(corrected_fields, 'fmv', 'listPrice')`,
    );
  }

  private lots(): void {
    this.addSql(`
      CREATE TABLE lot (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dealer_id uuid NOT NULL REFERENCES dealer(id) ON DELETE CASCADE,
        lot_key text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'listed', 'sold')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Cards lotted under one key join the same open lot; a listed lot takes no new members.
    this.addSql(
      `CREATE UNIQUE INDEX lot_open_key_idx ON lot (dealer_id, lot_key) WHERE status = 'open'`,
    );
    this.addSql(`ALTER TABLE card ADD COLUMN lot_id uuid REFERENCES lot(id) ON DELETE SET NULL`);
    this.addSql(`CREATE INDEX card_lot_idx ON card (lot_id) WHERE lot_id IS NOT NULL`);
    this.addSql(`
      INSERT INTO lot (dealer_id, lot_key)
        SELECT DISTINCT dealer_id, lot_key FROM card WHERE status = 'lotted' AND lot_key IS NOT NULL`);
    this.addSql(`
      UPDATE card SET lot_id = lot.id FROM lot
        WHERE card.status = 'lotted' AND lot.dealer_id = card.dealer_id AND lot.lot_key = card.lot_key`);
  }

  private listings(): void {
    // Nothing wrote listings before this migration (the table was only read): a row here has no
    // SKU and could never be published.
    this.addSql(`DELETE FROM listing`);
    this.addSql(`
      ALTER TABLE listing
        ADD COLUMN lot_id uuid REFERENCES lot(id) ON DELETE SET NULL,
        ADD COLUMN sku text NOT NULL CHECK (sku ~ '^[A-Za-z0-9]{1,50}$'),
        ADD COLUMN format text NOT NULL DEFAULT 'fixed_price'
          CHECK (format IN ('fixed_price', 'auction')),
        ADD COLUMN buy_it_now_price numeric(12,2) CHECK (buy_it_now_price >= 0),
        ADD COLUMN auction_duration text,
        ADD COLUMN best_offer jsonb,
        ADD COLUMN market_value numeric(12,2) CHECK (market_value >= 0),
        ADD COLUMN description text,
        ADD COLUMN keywords text[] NOT NULL DEFAULT '{}',
        ADD COLUMN features text[] NOT NULL DEFAULT '{}',
        ADD COLUMN category_id text NOT NULL DEFAULT '261328',
        ADD COLUMN condition_id text,
        ADD COLUMN condition_descriptors jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN card_condition text,
        ADD COLUMN aspects jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN aspect_check jsonb,
        ADD COLUMN lot_size integer CHECK (lot_size >= 2),
        ADD COLUMN pictures jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN problems jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN warnings jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN errors jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN edited_fields text[] NOT NULL DEFAULT '{}',
        ADD COLUMN inventory_item_at timestamptz,
        ADD COLUMN offer_id text,
        ADD COLUMN publish_attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN revision_day date,
        ADD COLUMN revisions_on_day integer NOT NULL DEFAULT 0,
        ADD COLUMN prepared_at timestamptz,
        ADD COLUMN sold_at timestamptz,
        ADD COLUMN ended_at timestamptz,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    this.addSql(`ALTER TABLE listing ALTER COLUMN status SET DEFAULT 'draft'`);
    this.addSql(`
      ALTER TABLE listing ADD CONSTRAINT listing_status_check
        CHECK (status IN ('draft', 'publishing', 'active', 'sold', 'ended', 'error'))`);
    this.addSql(`
      ALTER TABLE listing ADD CONSTRAINT listing_card_fk
        FOREIGN KEY (card_id) REFERENCES card(id) ON DELETE SET NULL`);
    this.addSql(
      `CREATE UNIQUE INDEX listing_card_idx ON listing (card_id) WHERE card_id IS NOT NULL`,
    );
    this.addSql(`CREATE UNIQUE INDEX listing_lot_idx ON listing (lot_id) WHERE lot_id IS NOT NULL`);
    this.addSql(`CREATE UNIQUE INDEX listing_sku_idx ON listing (dealer_id, sku)`);
    this.addSql(
      `CREATE INDEX listing_dealer_created_idx ON listing (dealer_id, created_at DESC, id)`,
    );
    this.addSql(
      `CREATE INDEX listing_dealer_status_idx ON listing (dealer_id, status, created_at DESC)`,
    );
    this.addSql(
      `CREATE INDEX listing_ebay_id_idx ON listing (dealer_id, ebay_listing_id) WHERE ebay_listing_id IS NOT NULL`,
    );
  }

  private sellingSetup(): void {
    this.addSql(`
      CREATE TABLE selling_setup (
        dealer_id uuid PRIMARY KEY REFERENCES dealer(id) ON DELETE CASCADE,
        fulfillment_policy_id text,
        envelope_policy_id text,
        payment_policy_id text,
        return_policy_id text,
        merchant_location_key text,
        format text NOT NULL DEFAULT 'fixed_price' CHECK (format IN ('fixed_price', 'auction')),
        auction_duration text NOT NULL DEFAULT 'DAYS_7'
          CHECK (auction_duration IN ('DAYS_1', 'DAYS_3', 'DAYS_5', 'DAYS_7', 'DAYS_10')),
        auction_start_percent numeric(5,2) NOT NULL DEFAULT 60.00
          CHECK (auction_start_percent BETWEEN 1 AND 100),
        best_offer boolean NOT NULL DEFAULT false,
        best_offer_auto_accept_percent numeric(5,2)
          CHECK (best_offer_auto_accept_percent BETWEEN 1 AND 100),
        best_offer_auto_decline_percent numeric(5,2)
          CHECK (best_offer_auto_decline_percent BETWEEN 1 AND 100),
        card_condition text NOT NULL DEFAULT 'near_mint_or_better'
          CHECK (card_condition IN ('near_mint_or_better', 'excellent', 'very_good', 'poor')),
        lot_price_factor numeric(4,2) NOT NULL DEFAULT 0.80
          CHECK (lot_price_factor > 0 AND lot_price_factor <= 2),
        auto_publish boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  private orders(): void {
    this.addSql(`
      ALTER TABLE customer_order
        ADD COLUMN source text NOT NULL DEFAULT 'ebay' CHECK (source IN ('ebay', 'csv')),
        ADD COLUMN marketplace_fee numeric(12,2) CHECK (marketplace_fee >= 0),
        ADD COLUMN payment_status text,
        ADD COLUMN cancel_state text,
        ADD COLUMN ebay_modified_at timestamptz`);
    this.addSql(`
      CREATE TABLE order_line_item (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES customer_order(id) ON DELETE CASCADE,
        dealer_id uuid NOT NULL REFERENCES dealer(id) ON DELETE CASCADE,
        line_item_id text NOT NULL,
        sku text,
        legacy_item_id text,
        title text,
        quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
        item_price numeric(12,2) NOT NULL DEFAULT 0 CHECK (item_price >= 0),
        shipping numeric(12,2) NOT NULL DEFAULT 0 CHECK (shipping >= 0),
        discount numeric(12,2) NOT NULL DEFAULT 0 CHECK (discount >= 0),
        ebay_collected_tax numeric(12,2) NOT NULL DEFAULT 0 CHECK (ebay_collected_tax >= 0),
        refund_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (refund_amount >= 0),
        listing_id uuid REFERENCES listing(id) ON DELETE SET NULL,
        card_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (order_id, line_item_id)
      )`);
    this.addSql(`CREATE INDEX order_line_item_listing_idx ON order_line_item (listing_id)`);
    this.addSql(`
      CREATE TABLE order_sync (
        dealer_id uuid PRIMARY KEY REFERENCES dealer(id) ON DELETE CASCADE,
        synced_through timestamptz,
        last_run_at timestamptz,
        last_error text
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE order_sync');
    this.addSql('DROP TABLE order_line_item');
    this.addSql(`ALTER TABLE customer_order DROP COLUMN source, DROP COLUMN marketplace_fee,
      DROP COLUMN payment_status, DROP COLUMN cancel_state, DROP COLUMN ebay_modified_at`);
    this.addSql('DROP TABLE selling_setup');
    this.addSql('DELETE FROM listing');
    this.addSql(`ALTER TABLE listing DROP CONSTRAINT listing_status_check,
      DROP CONSTRAINT listing_card_fk, DROP COLUMN lot_id, DROP COLUMN sku, DROP COLUMN format,
      DROP COLUMN buy_it_now_price, DROP COLUMN auction_duration, DROP COLUMN best_offer,
      DROP COLUMN market_value, DROP COLUMN description, DROP COLUMN keywords, DROP COLUMN features,
      DROP COLUMN category_id, DROP COLUMN condition_id, DROP COLUMN condition_descriptors,
      DROP COLUMN card_condition, DROP COLUMN aspects, DROP COLUMN aspect_check, DROP COLUMN lot_size,
      DROP COLUMN pictures, DROP COLUMN problems, DROP COLUMN warnings, DROP COLUMN errors,
      DROP COLUMN edited_fields, DROP COLUMN inventory_item_at, DROP COLUMN offer_id,
      DROP COLUMN publish_attempts, DROP COLUMN revision_day, DROP COLUMN revisions_on_day,
      DROP COLUMN prepared_at, DROP COLUMN sold_at, DROP COLUMN ended_at, DROP COLUMN updated_at`);
    this.addSql('ALTER TABLE card DROP COLUMN lot_id');
    this.addSql('DROP TABLE lot');
    this.addSql(`ALTER TABLE card DROP COLUMN market_value, DROP COLUMN card_condition,
      DROP COLUMN storage_box, DROP COLUMN storage_row, DROP COLUMN storage_slot`);
    this.addSql(
      `UPDATE card SET corrected_fields = array_replace(corrected_fields, 'listPrice', 'fmv')`,
    );
    this.addSql(`ALTER TABLE card RENAME CONSTRAINT card_list_price_check TO card_fmv_check`);
    this.addSql('ALTER TABLE card RENAME COLUMN list_price TO fmv');
  }
}
