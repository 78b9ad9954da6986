import path from 'node:path';
import { describePostgres, postgresConnection } from '../database/postgres-connection';
import type { AppConfig } from './config';

/** One line of what this start runs on: database, jobs, storage and eBay, without any password. */
export function startSummary(config: AppConfig): string {
  return [
    `database ${describeDatabase(config)}`,
    `jobs ${describeJobs(config)}`,
    `storage ${describeStorage(config)}`,
    `eBay ${config.ebay.environment}`,
  ].join('; ');
}

/** The addresses an operator checks first: where the server listens, and where dealers reach it. */
export function listeningLine(config: AppConfig, port: number): string {
  return (
    `Pennant is listening on ${config.host}:${port}, dealers use ${config.publicUrl}` +
    `  (API docs: ${config.publicUrl}/api/docs)`
  );
}

/** Settings that start but are very likely not what the operator meant. */
export function startWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  // Pennant serves plain HTTP: an https:// PUBLIC_URL means a proxy in front that terminates TLS.
  if (config.publicUrl.startsWith('https://') && !config.trustProxy)
    warnings.push(
      'PUBLIC_URL is https:// but TRUST_PROXY is not true: behind a TLS-terminating proxy set TRUST_PROXY=true, ' +
        "or the session cookie is never Secure, HSTS stays off and rate limits count every dealer as the proxy's address",
    );
  return warnings;
}

function describeDatabase(config: AppConfig): string {
  if (!config.database.url)
    return `embedded PostgreSQL in ${config.database.embeddedDir} (port ${config.database.embeddedPort})`;
  const connection = postgresConnection(config.database.url);
  const ssl = connection.ssl ? 'SSL' : 'no SSL';
  return `${describePostgres(connection)} (${ssl})`;
}

function describeJobs(config: AppConfig): string {
  if (!config.redisUrl) return 'in-process (no REDIS_URL)';
  const redis = new URL(config.redisUrl);
  return `Bull on Redis ${redis.hostname}:${redis.port || 6379}, JOBS_IN_API=${config.jobs.processInApi}`;
}

function describeStorage(config: AppConfig): string {
  const storage = config.storage;
  if (storage.driver === 'local') return `local folder ${path.resolve(storage.dir)}`;
  return `S3 bucket ${storage.bucket}${storage.endpoint ? ` at ${storage.endpoint}` : ''}`;
}
