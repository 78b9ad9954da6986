import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from './migrations';
import { postgresConnection } from './postgres-connection';

/** MikroORM options for a database URL; entities are registered by each module (autoLoadEntities). */
export function mikroOrmOptions(databaseUrl: string, debug = false): Options {
  const connection = postgresConnection(databaseUrl);
  return defineConfig({
    host: connection.host,
    port: connection.port,
    user: connection.user,
    password: connection.password,
    dbName: connection.database,
    // The same connection settings as the session store's pool (sslmode, application_name...), not just the URL.
    driverOptions: { connection },
    // A database that does not exist is a typo in DATABASE_URL, not one to create (the embedded one creates its own).
    ensureDatabase: false,
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
