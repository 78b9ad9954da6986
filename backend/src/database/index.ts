export * from './embedded-postgres';
export * from './mikro-orm.config';
export * from './database-url';
