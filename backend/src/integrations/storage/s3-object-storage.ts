import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../../config';
import { isObjectKey, type ObjectStorage } from './object-storage';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/** S3's DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

/**
 * An S3-compatible bucket (AWS S3, MinIO, ...). Uploads go straight to the bucket with presigned PUT
 * URLs; a presigned PUT cannot limit the size or the number of PUTs, so the uploads module checks
 * size and content when the object is first used.
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
    const path = decodeURIComponent(url.pathname);
    const pathStyle = path.startsWith(`/${bucket}/`) ? path.slice(bucket.length + 2) : null;
    const hostStyle = url.hostname.startsWith(`${bucket}.`) ? path.slice(1) : null;
    const key = pathStyle ?? hostStyle;
    if (!key || !isObjectKey(key) || !this.isBucketHost(url, pathStyle !== null)) return null;
    return key;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      return answer.ContentLength ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.config.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  /** A PUT to S3 is whole or absent: nothing half-written stays in a bucket. */
  async removeLeftovers(): Promise<number> {
    return 0;
  }

  private isBucketHost(url: URL, pathStyle: boolean): boolean {
    if (!this.config.endpoint) return url.hostname.endsWith('.amazonaws.com');
    const endpoint = new URL(this.config.endpoint);
    return pathStyle
      ? url.host === endpoint.host
      : url.host === `${this.config.bucket}.${endpoint.host}`;
  }
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
}

function secondsUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}
