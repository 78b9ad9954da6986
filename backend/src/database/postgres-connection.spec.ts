import { mikroOrmOptions } from './mikro-orm.config';
import { describePostgres, postgresConnection } from './postgres-connection';

describe('postgresConnection', () => {
  it('reads host, port, user, password and database, and names them without the password', () => {
    const connection = postgresConnection('postgresql://pennant:p%40ss@db.internal:5433/cards');
    expect(connection).toMatchObject({
      host: 'db.internal',
      port: 5433,
      user: 'pennant',
      password: 'p@ss',
      database: 'cards',
      ssl: false,
    });
    expect(describePostgres(connection)).toBe('pennant@db.internal:5433/cards');
  });

  it.each([
    ['disable', false],
    ['require', { rejectUnauthorized: false }],
    ['verify-ca', { rejectUnauthorized: true, checkServerIdentity: expect.any(Function) }],
    ['verify-full', { rejectUnauthorized: true }],
  ])('maps sslmode=%s as libpq does', (mode, ssl) => {
    expect(postgresConnection(`postgresql://db/cards?sslmode=${mode}`).ssl).toEqual(ssl);
  });

  it('honours application_name, connect_timeout and options, and refuses what it cannot honour', () => {
    expect(
      postgresConnection(
        'postgresql://db/cards?application_name=pennant-api&connect_timeout=5&options=-c%20statement_timeout%3D5000',
      ),
    ).toMatchObject({
      application_name: 'pennant-api',
      connectionTimeoutMillis: 5000,
      options: '-c statement_timeout=5000',
    });
    expect(() => postgresConnection('postgresql://db/cards?sslmode=prefer')).toThrow(
      'Invalid configuration: DATABASE_URL has sslmode=prefer; use one of disable, require, verify-ca, verify-full',
    );
    expect(() => postgresConnection('postgresql://db/cards?schema=x&ssl=true')).toThrow(
      /^Invalid configuration: DATABASE_URL has the parameter schema, ssl, which Pennant does not support/,
    );
    expect(() =>
      postgresConnection('postgresql://db/cards?sslmode=require&sslrootcert=/nowhere/ca.pem'),
    ).toThrow(
      /^Invalid configuration: DATABASE_URL has sslrootcert=\/nowhere\/ca.pem, which cannot be read/,
    );
  });

  it('gives MikroORM the same connection as the session store, and never creates a database', () => {
    const url = 'postgresql://pennant@db:5432/cards?sslmode=require&application_name=pennant-api';
    const options = mikroOrmOptions(url);
    expect(options.driverOptions).toEqual({ connection: postgresConnection(url) });
    expect(options).toMatchObject({ host: 'db', port: 5432, user: 'pennant', dbName: 'cards' });
    expect(options.clientUrl).toBeUndefined();
    expect(options.ensureDatabase).toBe(false);
  });
});
