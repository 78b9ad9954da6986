import type { EmulatorContext } from '../core/context';
import { getEntry } from '../core/state';
import type { ImageRecord } from '../selling/records';

/** Where pictures come from: the emulator's own picture host, or any HTTPS server. */

export const MAX_IMAGE_BYTES = 12 * 1_048_576;
const FETCH_TIMEOUT_MS = 10_000;
/** The path an emulator picture is served at: /images/g/<imageId>/s-l1600.jpg, as EPS has it. */
const EMULATOR_PICTURE = /\/images\/g\/([A-Za-z0-9_-]+)\/s-l\d+\.jpg$/;

export function picturePath(imageId: string): string {
  return `/images/g/${imageId}/s-l1600.jpg`;
}

/** The uploaded image a URL points at, whatever host the emulator was reached through. */
export function emulatorImageOf(context: EmulatorContext, url: string): ImageRecord | undefined {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const imageId = EMULATOR_PICTURE.exec(pathname)?.[1];
  return imageId ? getEntry(context.store.state.images, imageId) : undefined;
}

/** The bytes at an HTTPS URL, or undefined when it cannot be fetched (or is too big). */
export async function downloadPicture(
  context: EmulatorContext,
  url: string,
): Promise<Buffer | undefined> {
  const fetchImpl = context.options.fetchImpl ?? fetch;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return undefined;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > 0 && bytes.length <= MAX_IMAGE_BYTES ? bytes : undefined;
  } catch {
    return undefined;
  }
}

export function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
