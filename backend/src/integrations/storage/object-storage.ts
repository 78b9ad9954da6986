import { DomainError } from '../../common/domain-error';

/**
 * Where card images live. The embedded default keeps files under DATA_DIR/objects and signs upload
 * URLs served by the API; the production adapter uses an S3-compatible bucket with presigned PUT
 * URLs. Everything above this port is the same code for both.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** An absolute URL that accepts a PUT of the object `key` until `expiresAt`. */
  presignUpload(key: string, expiresAt: Date, maxBytes: number): Promise<string>;
  /** An absolute URL that reads the object `key` without a session until `expiresAt`. */
  presignRead(key: string, expiresAt: Date): Promise<string>;
  /** The key an upload URL made by `presignUpload` points at; null for any other URL. */
  keyOfUploadUrl(url: URL): string | null;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * The object's bytes, or null when there is none. Throws ObjectTooLargeError, without reading
   * the rest, when it holds more than `maxBytes`: nothing unbounded is ever loaded into memory.
   */
  get(key: string, maxBytes: number): Promise<Buffer | null>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes the objects; keys that do not exist are ignored. Throws when any could not be removed. */
  delete(keys: string[]): Promise<void>;
  /**
   * Removes every object under `<owner>/` (one dealer's), whatever wrote it and whether or not a
   * record names it; answers how many. Throws when any could not be removed.
   */
  deleteOwner(owner: string): Promise<number>;
  /** Removes what interrupted writes left (half-written files) older than `before`; answers how many. */
  removeLeftovers(before: Date): Promise<number>;
  /** Whether the storage answers (the bucket is there and takes these credentials), for /api/health. */
  isReachable(): Promise<boolean>;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** Keys are `<dealer uuid>/<object uuid>`, with `-thumb.jpg` for a thumbnail: nothing else is ever a key. */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const OBJECT_KEY = new RegExp(`^${UUID}/${UUID}(-thumb\\.jpg)?$`);

export function isObjectKey(key: string): boolean {
  return OBJECT_KEY.test(key);
}

const OWNER = new RegExp(`^${UUID}$`);

/** A dealer id as the first part of keys; anything else is refused before it can name a folder. */
export function isObjectOwner(owner: string): boolean {
  return OWNER.test(owner);
}

/**
 * The storage cannot be used right now: the bucket's endpoint does not answer, or refuses the credentials or the
 * bucket name. A request answers 503 saying so (never "the database is unreachable", though the cause is the same
 * ECONNREFUSED); a job tries again later.
 */
export class StorageUnavailableError extends DomainError {
  constructor(readonly reason: string) {
    super(
      'STORAGE_UNAVAILABLE',
      'Pennant cannot reach its photo storage right now; try again in a minute.',
      503,
    );
  }
}

/** An object holds more bytes than the reader allows (an S3 upload went straight to the bucket). */
export class ObjectTooLargeError extends Error {
  constructor(
    readonly key: string,
    readonly maxBytes: number,
  ) {
    super(`Object ${key} holds more than ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}
