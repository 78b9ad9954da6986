import { Migration } from '@mikro-orm/migrations';

/** Cards identified from the dealer's photos, and the images each card is made of. */
export class Migration20261122Cards extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE card (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dealer_id uuid NOT NULL REFERENCES dealer(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'processing'
          CHECK (status IN ('processing', 'identified', 'error', 'approved', 'lotted')),
        player text,
        team text,
        sport text,
        year smallint CHECK (year BETWEEN 1800 AND 2100),
        brand text,
        "set" text,
        card_number text,
        variant text,
        condition text,
        grader text,
        grade text,
        cert_number text,
        serial_number text,
        rookie_card boolean NOT NULL DEFAULT false,
        autograph boolean NOT NULL DEFAULT false,
        memorabilia boolean NOT NULL DEFAULT false,
        confidence numeric(3,2) CHECK (confidence BETWEEN 0 AND 1),
        estimated_low numeric(12,2) CHECK (estimated_low >= 0),
        estimated_high numeric(12,2) CHECK (estimated_high >= 0),
        fmv numeric(12,2) CHECK (fmv >= 0),
        pricing jsonb,
        lot_key text,
        corrected_fields text[] NOT NULL DEFAULT '{}',
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        identified_at timestamptz,
        approved_at timestamptz
      )`);
    this.addSql(`CREATE INDEX card_dealer_status_idx ON card (dealer_id, status, created_at)`);
    this.addSql(`
      CREATE TABLE card_image (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        card_id uuid NOT NULL REFERENCES card(id) ON DELETE CASCADE,
        position smallint NOT NULL,
        object_key text NOT NULL,
        url text NOT NULL,
        thumbnail_url text,
        name text,
        type text NOT NULL DEFAULT 'front'
          CHECK (type IN ('front', 'back', 'edge', 'surface', 'corner', 'other')),
        is_primary boolean NOT NULL DEFAULT false,
        content_type text NOT NULL,
        size integer NOT NULL CHECK (size >= 0),
        UNIQUE (card_id, position)
      )`);
    // An uploaded object is an image of one card at most (deleting the card deletes the object).
    this.addSql(`CREATE UNIQUE INDEX card_image_object_key_idx ON card_image (object_key)`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE card_image');
    this.addSql('DROP TABLE card');
  }
}
