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
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes the objects; keys that do not exist are ignored. */
  delete(keys: string[]): Promise<void>;
  /** Removes what interrupted writes left (half-written files) older than `before`; answers how many. */
  removeLeftovers(before: Date): Promise<number>;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** Keys are `<dealer uuid>/<object uuid>`, with `-thumb.jpg` for a thumbnail: nothing else is ever a key. */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const OBJECT_KEY = new RegExp(`^${UUID}/${UUID}(-thumb\\.jpg)?$`);

export function isObjectKey(key: string): boolean {
  return OBJECT_KEY.test(key);
}
