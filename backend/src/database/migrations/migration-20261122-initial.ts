import { Migration } from '@mikro-orm/migrations';

/** Dealers, their eBay connection, sessions, listings and orders. */
export class Migration20261122Initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE dealer (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ebay_user_id text NOT NULL UNIQUE,
        username text NOT NULL,
        first_name text,
        last_name text,
        email text,
        store_name text,
        time_zone text NOT NULL DEFAULT 'America/New_York',
        onboarding_step smallint NOT NULL DEFAULT 1 CHECK (onboarding_step BETWEEN 1 AND 4),
        onboarding_complete boolean NOT NULL DEFAULT false,
        settings_configured boolean NOT NULL DEFAULT false,
        payment_setup boolean NOT NULL DEFAULT false,
        pricing_basis text NOT NULL DEFAULT 'sold_median'
          CHECK (pricing_basis IN ('sold_median', 'sold_average', 'active_avg', 'current_lowest')),
        default_markup_percent numeric(5,2) NOT NULL DEFAULT 8.00
          CHECK (default_markup_percent BETWEEN 0 AND 100),
        min_single_fmv numeric(12,2) NOT NULL DEFAULT 4.00 CHECK (min_single_fmv >= 0),
        lotting_mode text NOT NULL DEFAULT 'team_year'
          CHECK (lotting_mode IN ('team_year', 'set', 'brand_year')),
        auto_approve boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE ebay_connection (
        dealer_id uuid PRIMARY KEY REFERENCES dealer(id) ON DELETE CASCADE,
        ebay_user_id text NOT NULL,
        username text NOT NULL,
        scopes text NOT NULL,
        access_token_sealed text NOT NULL,
        access_token_expires_at timestamptz NOT NULL,
        refresh_token_sealed text NOT NULL,
        refresh_token_expires_at timestamptz NOT NULL,
        connected_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE session (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    this.addSql(`CREATE INDEX session_expire_idx ON session (expire)`);
    this.addSql(`CREATE INDEX session_dealer_idx ON session ((sess->>'dealerId'))`);
    this.addSql(`
      CREATE TABLE listing (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dealer_id uuid NOT NULL REFERENCES dealer(id) ON DELETE CASCADE,
        card_id uuid,
        title text CHECK (char_length(title) <= 80),
        condition text,
        list_price numeric(12,2) CHECK (list_price >= 0),
        status text NOT NULL DEFAULT 'draft',
        ebay_listing_id text,
        url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    this.addSql(`CREATE INDEX listing_dealer_published_idx ON listing (dealer_id, published_at)`);
    this.addSql(`
      CREATE TABLE customer_order (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dealer_id uuid NOT NULL REFERENCES dealer(id) ON DELETE CASCADE,
        ebay_order_id text NOT NULL,
        buyer text,
        total_price numeric(12,2) NOT NULL CHECK (total_price >= 0),
        shipping_paid numeric(12,2) NOT NULL DEFAULT 0 CHECK (shipping_paid >= 0),
        refund_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (refund_amount >= 0),
        ordered_at timestamptz NOT NULL,
        listing_id uuid REFERENCES listing(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (dealer_id, ebay_order_id)
      )`);
    this.addSql(
      `CREATE INDEX customer_order_dealer_ordered_idx ON customer_order (dealer_id, ordered_at)`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE customer_order');
    this.addSql('DROP TABLE listing');
    this.addSql('DROP TABLE session');
    this.addSql('DROP TABLE ebay_connection');
    this.addSql('DROP TABLE dealer');
  }
}
