import sharp, { type Metadata } from 'sharp';

/**
 * What eBay Picture Services does with an upload: read it (JPG, GIF, PNG, BMP, TIFF, AVIF, HEIC or
 * WEBP, one frame), refuse it under 500 px on the longest side, and keep a JPEG of at most
 * 1600 px, the size listings show.
 */

export const MIN_LONGEST_SIDE = 500;
const EPS_MAX_SIDE = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'tiff', 'avif', 'heif', 'bmp']);

export interface ImageSize {
  width: number;
  height: number;
}

export type ImageVerdict =
  | { ok: true; size: ImageSize }
  | { ok: false; reason: 'unreadable' | 'animated' | 'too-small'; size?: ImageSize };

export async function inspectImage(bytes: Buffer): Promise<ImageVerdict> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (
    !metadata.format ||
    !ACCEPTED_FORMATS.has(metadata.format) ||
    !metadata.width ||
    !metadata.height
  ) {
    return { ok: false, reason: 'unreadable' };
  }
  const size = orientedSize(metadata);
  if ((metadata.pages ?? 1) > 1) return { ok: false, reason: 'animated', size };
  if (Math.max(size.width, size.height) < MIN_LONGEST_SIDE) {
    return { ok: false, reason: 'too-small', size };
  }
  return { ok: true, size };
}

/** The picture as eBay keeps it: upright, at most 1600 px, JPEG. */
export async function toEpsJpeg(bytes: Buffer): Promise<{ jpeg: Buffer } & ImageSize> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: EPS_MAX_SIDE, height: EPS_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}

/** EXIF orientations 5-8 swap width and height. */
function orientedSize(metadata: Metadata): ImageSize {
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  return swapped ? { width: height, height: width } : { width, height };
}
