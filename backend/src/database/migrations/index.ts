import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122Initial } from './migration-20261122-initial';

/** Every migration in order; listed explicitly so the bundled server needs no file discovery. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122Initial', class: Migration20261122Initial },
];
