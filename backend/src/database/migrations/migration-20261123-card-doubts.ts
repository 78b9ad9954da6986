import { Migration } from '@mikro-orm/migrations';

/** What the engine doubts on a card and the alternatives it offers, so review can say "Check" and offer them. */
export class Migration20261123CardDoubts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE card ADD COLUMN doubtful_fields text[] NOT NULL DEFAULT '{}'`);
    this.addSql(`ALTER TABLE card ADD COLUMN candidates jsonb`);
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE card DROP COLUMN candidates`);
    this.addSql(`ALTER TABLE card DROP COLUMN doubtful_fields`);
  }
}
