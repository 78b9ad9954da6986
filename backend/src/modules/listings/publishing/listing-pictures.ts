import { decodeImage } from '@pennant/card-recognition';
import sharp, { type Sharp } from 'sharp';

/** eBay's picture rule: at least 500 px on the longest side. */
export const MIN_LONGEST_SIDE = 500;
/** Pictures are sent no larger than eBay shows them. */
const MAX_LONGEST_SIDE = 1600;
const COLLAGE_TILE = { width: 400, height: 560 };
const COLLAGE_MAX_TILES = 16;

/** A stored photo, and the turn that stands it upright (180 for one taken upside down). */
export interface StoredPhoto {
  data: Buffer;
  turn?: 0 | 180;
}

/**
 * A stored photo as eBay takes it: upright JPEG (turned when it was taken upside down), between 500
 * and 1600 px on its longest side. Smaller photos are enlarged (answers `enlargedFrom` so the dealer
 * can be told).
 */
export async function listingPicture({
  data,
  turn = 0,
}: StoredPhoto): Promise<{ jpeg: Buffer; enlargedFrom: number | null }> {
  const decoded = await decodeImage(data, { longSideAtMost: MAX_LONGEST_SIDE });
  const { width, height } = decoded;
  const image = upright(decoded.image, turn);
  const longest = Math.max(width, height);
  const target = Math.min(Math.max(longest, MIN_LONGEST_SIDE), MAX_LONGEST_SIDE);
  const resized =
    target === longest
      ? image
      : image.resize(width >= height ? { width: target } : { height: target });
  return {
    jpeg: await resized.flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer(),
    enlargedFrom: longest < MIN_LONGEST_SIDE ? longest : null,
  };
}

/**
 * A lot's first picture: its cards' fronts side by side on white, with no text (eBay's picture
 * policy forbids added text), up to 16 cards in a grid of four columns.
 */
export async function lotCollage(fronts: StoredPhoto[]): Promise<Buffer> {
  const tiles = fronts.slice(0, COLLAGE_MAX_TILES);
  const columns = Math.min(4, Math.max(1, Math.ceil(Math.sqrt(tiles.length))));
  const rows = Math.max(1, Math.ceil(tiles.length / columns));
  const gap = 16;
  const width = columns * COLLAGE_TILE.width + (columns + 1) * gap;
  const height = rows * COLLAGE_TILE.height + (rows + 1) * gap;
  const placed = await Promise.all(
    tiles.map(async (front, index) => {
      const { image } = await decodeImage(front.data);
      const tile = await upright(image, front.turn)
        .resize(COLLAGE_TILE.width, COLLAGE_TILE.height, { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .jpeg()
        .toBuffer();
      return {
        input: tile,
        left: gap + (index % columns) * (COLLAGE_TILE.width + gap),
        top: gap + Math.floor(index / columns) * (COLLAGE_TILE.height + gap),
      };
    }),
  );
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(placed)
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The photo stood upright: turned half round when it was taken upside down. */
function upright(image: Sharp, turn: StoredPhoto['turn'] = 0): Sharp {
  return turn === 180 ? image.rotate(180) : image;
}
