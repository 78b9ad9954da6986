import { decodeImage } from './decode';
import { cardAreaIn } from './card-area';
import { squaredPhoto } from './straighten';

export const THUMBNAIL_SIZE = 200;

/**
 * A 200x200 JPEG of the card, EXIF-rotated: set square and cut out of the photo where it lies on a table or a
 * scanner's lid (as identification does), else the whole image. "contain" on white rather than "cover": a card is 2.5 x 3.5 in,
 * and cropping it to a square would cut off the name and the number.
 */
export async function makeThumbnail(buf: Buffer): Promise<Buffer> {
  // Decoded at most twice the thumbnail's size: a phone's photo is reduced while it is decoded.
  const decoded = await decodeImage(buf, { longSideAtMost: 2 * THUMBNAIL_SIZE });
  const { image, gray } = await squaredPhoto(decoded.image);
  const area = await cardAreaIn(gray);
  return (area ? image.extract(area) : image)
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, {
      fit: 'contain',
      background: { r: 255, g: 255, b: 255 },
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
