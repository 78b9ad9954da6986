import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';

/** Storage configuration: a mistake stops the start naming the variable, never a quiet fallback. */
describe('storage configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-storage-config-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const production = () => ({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    EBAY_ENV: 'production',
    EBAY_CLIENT_ID: 'id',
    EBAY_CLIENT_SECRET: 'secret',
    EBAY_RU_NAME: 'ru',
    SESSION_SECRET: 'x'.repeat(40),
    TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
    EBAY_VERIFICATION_TOKEN: 'v'.repeat(40),
    DATABASE_URL: 'postgresql://u:p@db:5432/pennant',
    PUBLIC_URL: 'https://pennant.example.com',
  });
  const load = (env: Record<string, string>) => loadConfig({ ...production(), ...env }, dataDir);

  it('S3 variables without S3_BUCKET (a misspelt bucket) stop the start, naming them', () => {
    const attempt = () =>
      load({
        S3_BUCKET_NAME: 'pennant-cards',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_ACCESS_KEY_ID: 'AKIA',
        S3_SECRET_ACCESS_KEY: 'secret',
      });
    expect(attempt).toThrow(
      'S3_ACCESS_KEY_ID is set but S3_BUCKET is not (S3_ACCESS_KEY_ID, S3_BUCKET_NAME, S3_ENDPOINT, S3_SECRET_ACCESS_KEY set)',
    );
    expect(() => load({ S3_REGION: 'eu-west-1' })).toThrow(/S3_REGION is set but S3_BUCKET is not/);
  });

  it('one key of the S3 pair without the other stops the start, naming the missing one', () => {
    expect(() => load({ S3_BUCKET: 'pennant-cards', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY is required with the other S3 key/,
    );
    expect(() => load({ S3_BUCKET: 'pennant-cards', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      /S3_ACCESS_KEY_ID is required with the other S3 key/,
    );
  });

  it('accepts the bucket alone (default AWS credentials), with both keys, or no S3 at all', () => {
    expect(load({ S3_BUCKET: 'pennant-cards' }).storage).toMatchObject({ driver: 's3' });
    expect(
      load({ S3_BUCKET: 'cards', S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 's' }).storage,
    ).toMatchObject({ driver: 's3', accessKeyId: 'AKIA', secretAccessKey: 's' });
    expect(load({ S3_BUCKET: '' }).storage).toMatchObject({ driver: 'local' });
  });
});
