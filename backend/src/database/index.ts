export * from './embedded-postgres';
export * from './mikro-orm.config';
export * from './database-url';
export * from './postgres-connection';
export * from './verify-database';
