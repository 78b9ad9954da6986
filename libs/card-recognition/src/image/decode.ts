import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { sniffImageType, type ImageContentType } from './sniff';

export class UnsupportedImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedImageError';
  }
}

export interface DecodedImage {
  contentType: ImageContentType;
  /** An upright (EXIF orientation applied) image, ready for further sharp operations. */
  image: Sharp;
  width: number;
  height: number;
}

interface HeicPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

type HeicDecoder = (input: { buffer: Uint8Array }) => Promise<HeicPixels>;

/**
 * sharp's prebuilt libvips reads AVIF only (no HEVC), so HEIC/HEIF goes through libheif compiled
 * to WebAssembly. libheif applies the container's rotation and mirroring, so its pixels are upright.
 */
async function decodeHeif(buf: Buffer): Promise<Sharp> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const decodeHeic = require('heic-decode') as HeicDecoder;
  let pixels: HeicPixels;
  try {
    pixels = await decodeHeic({ buffer: new Uint8Array(buf) });
  } catch (error) {
    throw new UnsupportedImageError(`HEIC/HEIF image could not be decoded: ${describe(error)}`);
  }
  return sharp(Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), {
    raw: { width: pixels.width, height: pixels.height, channels: 4 },
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface DecodeOptions {
  /**
   * The long side (px) the image is decoded at most at: a larger photo is reduced while it is decoded (a JPEG
   * from a 1/2, 1/4 or 1/8 scale of its blocks), at a fraction of the cost of decoding it whole and reducing after.
   */
  longSideAtMost?: number;
}

/** Decodes JPEG, PNG, WebP, HEIC or HEIF bytes into an upright image; throws UnsupportedImageError otherwise. */
export async function decodeImage(buf: Buffer, options: DecodeOptions = {}): Promise<DecodedImage> {
  const contentType = sniffImageType(buf);
  if (!contentType) throw new UnsupportedImageError('not a JPEG, PNG, WebP, HEIC or HEIF image');
  const source =
    contentType === 'image/heic' || contentType === 'image/heif'
      ? await decodeHeif(buf)
      : sharp(buf);
  // Materialise the upright pixels once so later steps see true dimensions (EXIF 5-8 swap them).
  let raw: { data: Buffer; info: OutputInfo };
  try {
    const upright = source.rotate();
    const reduced = options.longSideAtMost
      ? upright.resize({
          width: options.longSideAtMost,
          height: options.longSideAtMost,
          fit: 'inside',
          withoutEnlargement: true,
        })
      : upright;
    raw = await reduced.raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UnsupportedImageError(
      `${contentType} image could not be decoded: ${describe(error)}`,
    );
  }
  const { width, height, channels } = raw.info;
  return {
    contentType,
    width,
    height,
    image: sharp(raw.data, { raw: { width, height, channels } }),
  };
}
