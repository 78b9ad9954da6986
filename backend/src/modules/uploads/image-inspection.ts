import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { makeThumbnail, sniffImageType } from '@pennant/card-recognition';
import { UPLOAD_MAX_FILE_BYTES, type UploadContentType } from '@pennant/contracts';
import { APP_CONFIG, type AppConfig } from '../../config';
import { DecodeSlots } from './decode-slots';
import { UploadsError } from './uploads.errors';

export interface InspectedImage {
  contentType: UploadContentType;
  size: number;
  thumbnail: Buffer;
}

export const TOO_LARGE_REASON = `exceeds maximum allowed size of 10 MB (${UPLOAD_MAX_FILE_BYTES} bytes)`;
const WRONG_TYPE_REASON = 'is not a JPEG, PNG, HEIC/HEIF or WebP image (its content was checked)';

/**
 * Judges an upload by its bytes, never by its name or declared type: its type, then its size in
 * pixels from the header (a small file can claim gigabytes of pixels), then its 200x200 JPEG
 * thumbnail, which also proves it decodes. Decodes wait for one of a few slots per process.
 * Every refusal is an UploadsError naming the file.
 */
@Injectable()
export class ImageInspector {
  private readonly maxPixels: number;
  private readonly slots: DecodeSlots;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.maxPixels = config.images.maxMegapixels * 1_000_000;
    this.slots = new DecodeSlots(config.images.decodeConcurrency);
  }

  async inspect(name: string, data: Buffer): Promise<InspectedImage> {
    if (data.length === 0) throw UploadsError.invalidImage(name, 'is empty');
    if (data.length > UPLOAD_MAX_FILE_BYTES)
      throw UploadsError.fileTooLarge(name, TOO_LARGE_REASON);
    const contentType = sniffImageType(data);
    if (!contentType) throw UploadsError.invalidImage(name, WRONG_TYPE_REASON);
    const damaged = () =>
      UploadsError.invalidImage(
        name,
        `could not be read as ${readableType(contentType)}: the file is damaged or incomplete`,
      );
    const dimensions = await readDimensions(contentType, data);
    if (!dimensions) throw damaged();
    const pixels = dimensions.width * dimensions.height;
    if (pixels > this.maxPixels)
      throw UploadsError.invalidImage(
        name,
        `is ${dimensions.width} x ${dimensions.height} pixels (${(pixels / 1_000_000).toFixed(0)} megapixels): at most ${this.maxPixels / 1_000_000} megapixels are accepted`,
      );
    let thumbnail: Buffer;
    try {
      thumbnail = await this.slots.run(() => makeThumbnail(data));
    } catch {
      throw damaged();
    }
    return { contentType, size: data.length, thumbnail };
  }
}

/** Width and height from the header alone, without decoding a pixel; null when unreadable. */
async function readDimensions(
  contentType: UploadContentType,
  data: Buffer,
): Promise<{ width: number; height: number } | null> {
  if (contentType === 'image/heic' || contentType === 'image/heif') return heifDimensions(data);
  try {
    // The header only: past sharp's default pixel limit it would throw, and a huge photo would read as damaged.
    const { width, height } = await sharp(data, { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * HEIF keeps each image's size in an `ispe` property box (ISO/IEC 23008-12): the largest one is the
 * full image (a grid's tiles have their own, smaller). sharp's prebuilt libvips reads no HEVC.
 */
export function heifDimensions(data: Buffer): { width: number; height: number } | null {
  let best: { width: number; height: number } | null = null;
  for (let at = data.indexOf('ispe'); at >= 4; at = data.indexOf('ispe', at + 4)) {
    if (at + 16 > data.length) break;
    const width = data.readUInt32BE(at + 8);
    const height = data.readUInt32BE(at + 12);
    if (width > 0 && height > 0 && (!best || width * height > best.width * best.height))
      best = { width, height };
  }
  return best;
}

function readableType(contentType: UploadContentType): string {
  const names: Record<UploadContentType, string> = {
    'image/jpeg': 'a JPEG image',
    'image/png': 'a PNG image',
    'image/heic': 'a HEIC image',
    'image/heif': 'a HEIF image',
    'image/webp': 'a WebP image',
  };
  return names[contentType];
}
