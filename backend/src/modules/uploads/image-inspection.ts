import { makeThumbnail, sniffImageType } from '@pennant/card-recognition';
import { UPLOAD_MAX_FILE_BYTES, type UploadContentType } from '@pennant/contracts';
import { UploadsError } from './uploads.errors';

export interface InspectedImage {
  contentType: UploadContentType;
  size: number;
  thumbnail: Buffer;
}

export const TOO_LARGE_REASON = `exceeds maximum allowed size of 10 MB (${UPLOAD_MAX_FILE_BYTES} bytes)`;
const WRONG_TYPE_REASON = 'is not a JPEG, PNG, HEIC/HEIF or WebP image (its content was checked)';

/**
 * Judges an upload by its bytes, never by its name or declared type, and makes its 200x200 JPEG
 * thumbnail (which also proves the image decodes). Throws an UploadsError naming the file.
 */
export async function inspectImage(name: string, data: Buffer): Promise<InspectedImage> {
  if (data.length === 0) throw UploadsError.invalidImage(name, 'is empty');
  if (data.length > UPLOAD_MAX_FILE_BYTES) throw UploadsError.fileTooLarge(name, TOO_LARGE_REASON);
  const contentType = sniffImageType(data);
  if (!contentType) throw UploadsError.invalidImage(name, WRONG_TYPE_REASON);
  let thumbnail: Buffer;
  try {
    thumbnail = await makeThumbnail(data);
  } catch {
    throw UploadsError.invalidImage(
      name,
      `could not be read as ${readableType(contentType)}: the file is damaged or incomplete`,
    );
  }
  return { contentType, size: data.length, thumbnail };
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
