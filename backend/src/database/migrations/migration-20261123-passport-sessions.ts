import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in moved onto passport, which keeps the signed-in dealer at `passport.user` in the session:
 * sessions of dealers signed in before keep working, and ending a dealer's sessions (account
 * deletion) finds them by the new path.
 */
export class Migration20261123PassportSessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      UPDATE session
         SET sess = ((sess::jsonb - 'dealerId') ||
                     jsonb_build_object('passport', jsonb_build_object('user', sess->>'dealerId')))::json
       WHERE sess->>'dealerId' IS NOT NULL`);
    this.addSql(`DROP INDEX IF EXISTS session_dealer_idx`);
    this.addSql(`CREATE INDEX session_dealer_idx ON session ((sess->'passport'->>'user'))`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      UPDATE session
         SET sess = ((sess::jsonb - 'passport') ||
                     jsonb_build_object('dealerId', sess->'passport'->>'user'))::json
       WHERE sess->'passport'->>'user' IS NOT NULL`);
    this.addSql(`DROP INDEX IF EXISTS session_dealer_idx`);
    this.addSql(`CREATE INDEX session_dealer_idx ON session ((sess->>'dealerId'))`);
  }
}
