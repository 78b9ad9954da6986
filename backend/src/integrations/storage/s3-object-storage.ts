import type { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../../config';
import {
  isObjectKey,
  isObjectOwner,
  ObjectTooLargeError,
  StorageUnavailableError,
  type ObjectStorage,
} from './object-storage';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/** S3's DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

/** A key no dealer's object can have (keys are `<uuid>/<uuid>`): read only to see that the bucket answers. */
const HEALTH_PROBE_KEY = 'pennant-health-probe';

/** S3's answers that mean the bucket cannot be used as configured: credentials, bucket name or region. */
const MISCONFIGURED = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'NoSuchBucket',
  'ExpiredToken',
  'InvalidToken',
  'AuthorizationHeaderMalformed',
  'PermanentRedirect',
]);

/** A 403 that says only "access denied": GetObject's AccessDenied, or HEAD's bodiless 403. */
const FORBIDDEN_WITHOUT_REASON = new Set(['AccessDenied', 'Forbidden', 'Unknown', 'UnknownError']);

/**
 * An S3-compatible bucket (AWS S3, MinIO, ...). Uploads go straight to the bucket with presigned PUT
 * URLs; a presigned PUT cannot limit the size or the number of PUTs, so the uploads module checks
 * size and content when the object is first used, and keeps the checked bytes under a key no URL
 * was ever presigned for.
 *
 * The bucket must be unversioned (or expire noncurrent versions with a lifecycle rule): a delete by
 * key only adds a delete marker on a versioned bucket, and an erased dealer's photos would remain.
 * The credentials need s3:PutObject, s3:GetObject, s3:DeleteObject and s3:ListBucket (the erasure
 * of a dealer lists their prefix).
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly driver = 's3' as const;

  constructor(
    private readonly config: S3Config,
    private readonly client: S3Client = createS3Client(config),
  ) {}

  presignUpload(key: string, expiresAt: Date): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.config.bucket, Key: key });
    return getSignedUrl(this.client, command, { expiresIn: secondsUntil(expiresAt) });
  }

  presignRead(key: string, expiresAt: Date): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.config.bucket, Key: key });
    return getSignedUrl(this.client, command, { expiresIn: secondsUntil(expiresAt) });
  }

  /** Accepts both addressing styles: `<endpoint>/<bucket>/<key>` and `<bucket>.<host>/<key>`. */
  keyOfUploadUrl(url: URL): string | null {
    const bucket = this.config.bucket;
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return null; // a malformed %-escape names no object
    }
    const pathStyle = path.startsWith(`/${bucket}/`) ? path.slice(bucket.length + 2) : null;
    const hostStyle = url.hostname.startsWith(`${bucket}.`) ? path.slice(1) : null;
    const key = pathStyle ?? hostStyle;
    if (!key || !isObjectKey(key) || !this.isBucketHost(url, pathStyle !== null)) return null;
    return key;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
        }),
      ),
    );
  }

  async get(key: string, maxBytes: number): Promise<Buffer | null> {
    let body: Readable;
    try {
      const answer = await this.call(() =>
        this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key })),
      );
      if (!answer.Body) return null;
      body = answer.Body as Readable;
      if ((answer.ContentLength ?? 0) > maxBytes) {
        body.destroy();
        throw new ObjectTooLargeError(key, maxBytes);
      }
    } catch (error) {
      if (this.isMissing(error, key)) return null;
      throw error;
    }
    return readAtMost(body, key, maxBytes);
  }

  async size(key: string): Promise<number | null> {
    try {
      const answer = await this.call(() =>
        this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key })),
      );
      return answer.ContentLength ?? null;
    } catch (error) {
      if (this.isMissing(error, key)) return null;
      throw error;
    }
  }

  /**
   * DeleteObjects answers 200 even when keys failed (AccessDenied, Object Lock, SlowDown...) and
   * lists them under Errors: those throw, so the caller keeps its records and retries.
   */
  async delete(keys: string[]): Promise<void> {
    const failed: string[] = [];
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const answer = await this.call(() =>
        this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.config.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        ),
      );
      for (const error of answer?.Errors ?? [])
        if (error.Code !== 'NoSuchKey') failed.push(`${error.Key} (${error.Code ?? 'error'})`);
    }
    if (failed.length > 0)
      throw new Error(`S3 could not delete ${failed.length} object(s): ${failed.join(', ')}`);
  }

  async deleteOwner(owner: string): Promise<number> {
    if (!isObjectOwner(owner)) throw new Error(`Not an object owner: ${owner}`);
    let removed = 0;
    // Paged by the last key seen (StartAfter), which stays valid once that key is deleted.
    let after: string | undefined;
    for (;;) {
      const page = await this.call(() =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.config.bucket,
            Prefix: `${owner}/`,
            StartAfter: after,
            MaxKeys: DELETE_BATCH,
          }),
        ),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      await this.delete(keys);
      removed += keys.length;
      if (!page.IsTruncated || keys.length === 0) return removed;
      after = keys[keys.length - 1];
    }
  }

  /** A PUT to S3 is whole or absent: nothing half-written stays in a bucket. */
  async removeLeftovers(): Promise<number> {
    return 0;
  }

  /**
   * Missing: NoSuchKey / 404. Without s3:ListBucket, AWS answers 403 for a key that does not exist
   * (HEAD's 403 has no body to tell it from a real refusal). Every key this adapter reads is one
   * Pennant made (checked by isObjectKey upstream), and with working credentials the only 403 on it
   * is that one, so it means missing here; logged once so a wrong policy is still visible.
   */
  private isMissing(error: unknown, key: string): boolean {
    if (!(error instanceof S3ServiceException)) return false;
    if (error.name === 'NoSuchKey' || error.name === 'NotFound') return true;
    const status = error.$metadata?.httpStatusCode;
    if (status === 404) return true;
    // Wrong credentials (InvalidAccessKeyId, SignatureDoesNotMatch...) name themselves: not missing.
    if (status !== 403 || !FORBIDDEN_WITHOUT_REASON.has(error.name)) return false;
    if (!this.warnedForbidden) {
      this.warnedForbidden = true;
      new Logger('S3Storage').warn(
        `S3 answered 403 for ${key}: taken as a missing object. Grant s3:ListBucket on bucket ${this.config.bucket} so a missing object answers 404 and a real refusal stays visible`,
      );
    }
    return true;
  }

  private warnedForbidden = false;

  /**
   * The client's call; a failure that means the bucket cannot be used (its endpoint does not answer, a 5xx, the
   * credentials or bucket refused) is a StorageUnavailableError, logged once until a call works again.
   */
  private async call<Output>(request: () => Promise<Output>): Promise<Output> {
    try {
      const answer = await request();
      if (this.outage) {
        this.outage = false;
        this.logger.log(`S3 bucket ${this.config.bucket} answers again`);
      }
      return answer;
    } catch (error) {
      const reason = unusableBucketReason(error);
      if (reason === null) throw error;
      if (!this.outage) {
        this.outage = true;
        this.logger.error(
          `S3 bucket ${this.config.bucket}${this.config.endpoint ? ` at ${this.config.endpoint}` : ''} cannot be used: ${reason}. Uploads and photos answer 503 until it can`,
        );
      }
      throw new StorageUnavailableError(reason);
    }
  }

  private outage = false;
  private readonly logger = new Logger('S3Storage');

  /**
   * The endpoint answers and takes the credentials and the bucket: a read of a key that is never stored answers
   * NoSuchKey (or AccessDenied without s3:ListBucket, which Pennant does not need), while a bucket that cannot be
   * used answers as `call` says (logged once). HeadBucket would need s3:ListBucket.
   */
  async isReachable(): Promise<boolean> {
    try {
      const answer = await this.call(() =>
        this.client.send(
          new GetObjectCommand({ Bucket: this.config.bucket, Key: HEALTH_PROBE_KEY }),
        ),
      );
      (answer.Body as Readable | undefined)?.destroy();
      return true;
    } catch (error) {
      return !(error instanceof StorageUnavailableError);
    }
  }

  private isBucketHost(url: URL, pathStyle: boolean): boolean {
    if (!this.config.endpoint) return url.hostname.endsWith('.amazonaws.com');
    const endpoint = new URL(this.config.endpoint);
    return pathStyle
      ? url.host === endpoint.host
      : url.host === `${this.config.bucket}.${endpoint.host}`;
  }
}

/**
 * Why a failed S3 call means the bucket cannot be used, or null when it is an answer about the object (missing,
 * refused) for the caller to read.
 */
function unusableBucketReason(error: unknown): string | null {
  if (error instanceof ObjectTooLargeError) return null;
  if (error instanceof S3ServiceException) {
    const status = error.$metadata?.httpStatusCode ?? 0;
    if (MISCONFIGURED.has(error.name)) return `S3 answered ${error.name}`;
    return status >= 500 ? `S3 answered ${status} ${error.name}` : null;
  }
  const code = (error as { code?: unknown })?.code;
  return `no answer from S3 (${typeof code === 'string' ? code : String((error as Error)?.message ?? error)})`;
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // The SDK's default since 3.729 signs a CRC32 of an empty body into presigned PUT URLs: stores that check it
    // (R2, Garage, SeaweedFS) would refuse every photo. A checksum goes only where S3 requires one (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
}

function secondsUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));
}

/** Reads a body, stopping (and dropping the connection) as soon as it holds more than `maxBytes`. */
async function readAtMost(body: Readable, key: string, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of body) {
    received += (chunk as Buffer).length;
    if (received > maxBytes) {
      body.destroy();
      throw new ObjectTooLargeError(key, maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
