import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/**
 * Sessions live in PostgreSQL (express-session + connect-pg-simple, table `session`); passport
 * keeps the signed-in dealer's id at `passport.user`.
 */
@Injectable()
export class SessionsService {
  constructor(private readonly em: EntityManager) {}

  async endAllFor(dealerId: string): Promise<void> {
    await this.em
      .getConnection()
      .execute(`DELETE FROM session WHERE sess->'passport'->>'user' = ?`, [dealerId]);
  }
}
