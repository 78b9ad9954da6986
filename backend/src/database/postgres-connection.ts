import fs from 'node:fs';
import type { ConnectionOptions } from 'node:tls';
import pg from 'pg';
import { ConfigError } from '../config/config-error';

/**
 * How to reach PostgreSQL, read once from a database URL and given as it is to every client (MikroORM and the
 * session store's pool), so that both connect the same way.
 */
export interface PostgresConnection {
  host: string;
  port: number;
  user: string;
  password?: string;
  database: string;
  ssl: false | ConnectionOptions;
  application_name?: string;
  options?: string;
  connectionTimeoutMillis?: number;
}

const SSL_MODES = ['disable', 'require', 'verify-ca', 'verify-full'];

/** The query-string parameters understood (libpq's names); any other stops the start rather than being ignored. */
const PARAMETERS = [
  'sslmode',
  'sslrootcert',
  'sslcert',
  'sslkey',
  'application_name',
  'connect_timeout',
  'options',
  'host',
];

/** Reads a postgres:// URL as libpq would; a parameter it cannot honour is a ConfigError naming DATABASE_URL. */
export function postgresConnection(databaseUrl: string): PostgresConnection {
  const url = new URL(databaseUrl);
  const parameters = url.searchParams;
  const unknown = [...parameters.keys()].filter((name) => !PARAMETERS.includes(name));
  if (unknown.length > 0)
    throw new ConfigError(
      'DATABASE_URL',
      `has the parameter ${unknown.join(', ')}, which Pennant does not support (supported: ${PARAMETERS.join(', ')})`,
    );
  return {
    // ?host= names a Unix socket folder, as in libpq.
    host: parameters.get('host') || decodeURIComponent(url.hostname) || 'localhost',
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username) || process.env.PGUSER || pg.defaults.user || 'postgres',
    password: decodeURIComponent(url.password) || process.env.PGPASSWORD || undefined,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres',
    ssl: sslOptions(parameters),
    application_name: parameters.get('application_name') ?? undefined,
    options: parameters.get('options') ?? undefined,
    connectionTimeoutMillis: connectTimeout(parameters.get('connect_timeout')),
  };
}

/** `user@host:port/database`, never the password: for logs and errors. */
export function describePostgres(connection: PostgresConnection): string {
  return `${connection.user}@${connection.host}:${connection.port}/${connection.database}`;
}

/**
 * libpq's sslmode: disable (the default here, as pg's), require (encrypted, certificate not checked), verify-ca
 * (certificate signed by a trusted CA) and verify-full (and naming the host). allow and prefer fall back to plain
 * connections, which pg cannot do: refused rather than guessed.
 */
function sslOptions(parameters: URLSearchParams): false | ConnectionOptions {
  const mode = parameters.get('sslmode') ?? 'disable';
  if (!SSL_MODES.includes(mode))
    throw new ConfigError(
      'DATABASE_URL',
      `has sslmode=${mode}; use one of ${SSL_MODES.join(', ')} (allow and prefer are not supported)`,
    );
  if (mode === 'disable') return false;
  const files = {
    ca: certificateFile(parameters, 'sslrootcert'),
    cert: certificateFile(parameters, 'sslcert'),
    key: certificateFile(parameters, 'sslkey'),
  };
  if (mode === 'require') return { ...files, rejectUnauthorized: false };
  if (mode === 'verify-ca')
    return { ...files, rejectUnauthorized: true, checkServerIdentity: () => undefined };
  return { ...files, rejectUnauthorized: true };
}

function certificateFile(parameters: URLSearchParams, name: string): string | undefined {
  const file = parameters.get(name);
  if (!file) return undefined;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(
      'DATABASE_URL',
      `has ${name}=${file}, which cannot be read (${(error as Error).message})`,
    );
  }
}

function connectTimeout(seconds: string | null): number | undefined {
  if (seconds === null) return undefined;
  if (!/^\d+$/.test(seconds))
    throw new ConfigError(
      'DATABASE_URL',
      `has connect_timeout=${seconds}; it must be a whole number of seconds`,
    );
  return Number(seconds) * 1000;
}
