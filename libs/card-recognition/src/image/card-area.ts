import { resizeGray, type GrayImage } from './gray';

/**
 * Where the card lies in a photo: on a fairly uniform background (a scanner lid, a table), the pixels whose tone
 * differs from the border's belong to the card. Used to cut the card out for reading and for its thumbnail, and to
 * measure how askew it lies (`straighten.ts`).
 */

type Gray = GrayImage;

/** Side of the thumbnail-sized copy used to find the card and judge text direction. */
export const ANALYSIS_LONG_SIDE = 300;
/** A row or column belongs to the card when this share of its pixels differs from the background. */
export const CARD_SHARE = 0.03;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A copy whose long side is `longSide`, for analysis. */
export function overviewOf(gray: Gray, longSide: number): Promise<Gray> {
  const scale = longSide / Math.max(gray.width, gray.height);
  return resizeGray(
    gray,
    Math.max(1, Math.round(gray.width * scale)),
    Math.max(1, Math.round(gray.height * scale)),
    'linear',
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function borderPixels(gray: Gray, depth: number): number[] {
  const values: number[] = [];
  for (let y = 0; y < gray.height; y++) {
    for (let x = 0; x < gray.width; x++) {
      const onBorder =
        x < depth || y < depth || x >= gray.width - depth || y >= gray.height - depth;
      if (onBorder) values.push(gray.data[y * gray.width + x]);
    }
  }
  return values;
}

/** First and last index whose share of card pixels reaches `threshold`. */
export function span(shares: number[], threshold: number): [number, number] | null {
  const first = shares.findIndex((share) => share >= threshold);
  if (first < 0) return null;
  let last = shares.length - 1;
  while (shares[last] < threshold) last--;
  return [first, last];
}

/** How far (0-255) a pixel's tone may stray from the background's and still be background. */
export const BACKGROUND_TOLERANCE = 28;

/** The tone of the photo's border when it is fairly uniform (a scanner lid, a table), else null. */
export function uniformBackground(gray: Gray): number | null {
  const depth = Math.max(2, Math.round(Math.min(gray.width, gray.height) * 0.02));
  const border = borderPixels(gray, depth);
  const background = median(border);
  const uniform =
    border.filter((value) => Math.abs(value - background) <= BACKGROUND_TOLERANCE).length /
    border.length;
  return uniform >= 0.85 ? background : null;
}

/**
 * The card's bounding box when it lies on a fairly uniform background (a scanner lid, a table),
 * found on a small copy: pixels that differ from the border's median tone belong to the card.
 * Null when the image has no such margin (it is already cropped to the card).
 */
export function findCardBox(gray: Gray): Box | null {
  const background = uniformBackground(gray);
  if (background === null) return null;
  const rows = new Array<number>(gray.height).fill(0);
  const cols = new Array<number>(gray.width).fill(0);
  for (let y = 0; y < gray.height; y++) {
    for (let x = 0; x < gray.width; x++) {
      if (Math.abs(gray.data[y * gray.width + x] - background) > BACKGROUND_TOLERANCE) {
        rows[y]++;
        cols[x]++;
      }
    }
  }
  const ySpan = span(
    rows.map((count) => count / gray.width),
    CARD_SHARE,
  );
  const xSpan = span(
    cols.map((count) => count / gray.height),
    CARD_SHARE,
  );
  if (!ySpan || !xSpan) return null;
  const box = {
    left: xSpan[0],
    top: ySpan[0],
    width: xSpan[1] - xSpan[0] + 1,
    height: ySpan[1] - ySpan[0] + 1,
  };
  const area = (box.width * box.height) / (gray.width * gray.height);
  if (area < 0.15 || area > 0.97) return null;
  return box;
}

function scaleToBox(box: Box, from: Gray, width: number, height: number): Box {
  const sx = width / from.width;
  const sy = height / from.height;
  const left = Math.max(0, Math.floor(box.left * sx));
  const top = Math.max(0, Math.floor(box.top * sy));
  return {
    left,
    top,
    width: Math.min(width - left, Math.ceil(box.width * sx)),
    height: Math.min(height - top, Math.ceil(box.height * sy)),
  };
}

/**
 * Where the card lies in a photo (grayscale, upright), in its pixels: found on a small copy where it lies on a fairly
 * uniform background; null when the photo shows no such margin (it is already cropped to the card).
 */
export async function cardAreaIn(photo: Gray): Promise<Box | null> {
  const overview = await overviewOf(photo, ANALYSIS_LONG_SIDE);
  const box = findCardBox(overview);
  return box ? scaleToBox(box, overview, photo.width, photo.height) : null;
}
