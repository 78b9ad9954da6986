import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** Objects to remove later: an object key, or `<dealer id>/` for everything a dealer stored. */
export interface ObjectSweep {
  id: string;
  target: string;
}

/**
 * Removals that must happen once no signed upload URL can write any more. Kept in the database,
 * with no foreign key, so they outlive the dealer and a restart; the uploads cleanup job runs them.
 */
@Injectable()
export class ObjectSweeps {
  constructor(private readonly em: EntityManager) {}

  async schedule(targets: string[], dueAt: Date): Promise<void> {
    for (const target of targets)
      await this.em
        .getConnection()
        .execute(`INSERT INTO object_sweep (target, due_at) VALUES (?, ?)`, [target, dueAt]);
  }

  due(now: Date, limit: number): Promise<ObjectSweep[]> {
    return this.em
      .getConnection()
      .execute<ObjectSweep[]>(
        `SELECT id, target FROM object_sweep WHERE due_at <= ? ORDER BY due_at LIMIT ?`,
        [now, limit],
      );
  }

  async done(id: string): Promise<void> {
    await this.em.getConnection().execute(`DELETE FROM object_sweep WHERE id = ?`, [id]);
  }
}
