import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from './migrations';

/** MikroORM options for a database URL; entities are registered by each module (autoLoadEntities). */
export function mikroOrmOptions(clientUrl: string, debug = false): Options {
  return defineConfig({
    clientUrl,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: {
      migrationsList: MIGRATIONS,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    forceUtcTimezone: true,
    debug,
    pool: { min: 0, max: 10 },
  });
}
