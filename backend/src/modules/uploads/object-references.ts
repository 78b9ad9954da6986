import { isObjectKey, type ObjectStorage } from '../../integrations/storage';

export const OBJECTS_PATH = '/objects/';
export const THUMBNAIL_SUFFIX = '-thumb.jpg';

export function objectPath(key: string): string {
  return `${OBJECTS_PATH}${key}`;
}

export function thumbnailKeyOf(key: string): string {
  return `${key}${THUMBNAIL_SUFFIX}`;
}

/** The image a key names: itself, or the original of a thumbnail. */
export function originalKeyOf(key: string): string {
  return key.endsWith(THUMBNAIL_SUFFIX) ? key.slice(0, -THUMBNAIL_SUFFIX.length) : key;
}

/**
 * The storage key a client's reference names: the exact upload URL the file was PUT to (query
 * string and all, local or S3), an absolute URL of Pennant's `/objects/...`, that path alone, or
 * a bare key. Null for anything else.
 */
export function keyOfReference(
  reference: string,
  storage: ObjectStorage,
  publicUrl: string,
): string | null {
  const trimmed = reference.trim();
  if (isObjectKey(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed, publicUrl);
  } catch {
    return null;
  }
  const fromStorage = storage.keyOfUploadUrl(url);
  if (fromStorage) return fromStorage;
  const isOurs = url.origin === new URL(publicUrl).origin || trimmed.startsWith(OBJECTS_PATH);
  if (!isOurs || !url.pathname.startsWith(OBJECTS_PATH)) return null;
  let key: string;
  try {
    key = decodeURIComponent(url.pathname.slice(OBJECTS_PATH.length));
  } catch {
    return null; // a malformed %-escape names no object
  }
  return isObjectKey(key) ? key : null;
}
