import sharp from 'sharp';
import { decodeImage } from './decode';
import { collectGray, extractGray, resizeGray, stretchContrast, type GrayImage } from './gray';
import type { ImageContentType } from './sniff';

/**
 * Long sides OCR works at. Small photos are enlarged so their 6-8 px print reaches a readable size;
 * large ones are reduced so a card's small print stands about 20 px high, which keeps OCR cheap.
 */
const UPSCALED_LONG_SIDE = 1100;
const REDUCED_LONG_SIDE = 850;
const MAX_UPSCALE = 3.5;
/** Photos whose card is smaller than this (long side, px) count as low resolution. */
export const LOW_RESOLUTION = 700;
/** Side of the thumbnail-sized copy used to find the card and judge text direction. */
const ANALYSIS_LONG_SIDE = 300;
/** A row or column belongs to the card when this share of its pixels differs from the background. */
const CARD_SHARE = 0.03;
/** Mean tone (0-255) below which surroundings count as dark and the print in them as light. */
const DARK_SURROUNDINGS = 110;

export interface PreparedCard {
  /** Cropped to the card, grayscale, contrast-stretched, at working size (not yet turned upright). */
  image: GrayImage;
  /**
   * The same with light print on dark panels inverted (numbers in boxes), when asked for: backs
   * gain from it, photos on fronts suffer.
   */
  darkOnLight: GrayImage | null;
  width: number;
  height: number;
  contentType: ImageContentType;
  /** Long side of the card in the photo, in pixels, before scaling (small photos need closer reading). */
  sourceLongSide: number;
  /** True when a background margin was found and cut away. */
  cropped: boolean;
}

type Gray = GrayImage;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A copy whose long side is `longSide`, for analysis. */
function overviewOf(gray: Gray, longSide: number): Promise<Gray> {
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
function span(shares: number[], threshold: number): [number, number] | null {
  const first = shares.findIndex((share) => share >= threshold);
  if (first < 0) return null;
  let last = shares.length - 1;
  while (shares[last] < threshold) last--;
  return [first, last];
}

/**
 * The card's bounding box when it lies on a fairly uniform background (a scanner lid, a table),
 * found on a small copy: pixels that differ from the border's median tone belong to the card.
 * Null when the image has no such margin (it is already cropped to the card).
 */
function findCardBox(gray: Gray): Box | null {
  const depth = Math.max(2, Math.round(Math.min(gray.width, gray.height) * 0.02));
  const border = borderPixels(gray, depth);
  const background = median(border);
  const tolerance = 28;
  const uniformBorder =
    border.filter((value) => Math.abs(value - background) <= tolerance).length / border.length;
  if (uniformBorder < 0.85) return null;
  const rows = new Array<number>(gray.height).fill(0);
  const cols = new Array<number>(gray.width).fill(0);
  for (let y = 0; y < gray.height; y++) {
    for (let x = 0; x < gray.width; x++) {
      if (Math.abs(gray.data[y * gray.width + x] - background) > tolerance) {
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
 * Light print on dark (a number in a coloured box, a black-bordered card) is inverted where its
 * surroundings are dark, so tesseract sees dark text on light everywhere.
 */
async function darkOnLight(gray: Gray): Promise<Gray> {
  // The median over a window a few strokes wide is the background's tone, whatever the print covers.
  const small = { width: Math.ceil(gray.width / 4), height: Math.ceil(gray.height / 4) };
  const medianTone = await sharp(gray.data, {
    raw: { width: gray.width, height: gray.height, channels: 1 },
  })
    .resize(small.width, small.height, { fit: 'fill' })
    .median(9)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .resize(gray.width, gray.height, { fit: 'fill', kernel: 'nearest' })
        .extractChannel(0)
        .raw()
        .toBuffer(),
    );
  const data = Buffer.alloc(gray.data.length);
  for (let i = 0; i < data.length; i++) {
    data[i] = medianTone[i] < DARK_SURROUNDINGS ? 255 - gray.data[i] : gray.data[i];
  }
  return { data, width: gray.width, height: gray.height };
}

function workingScale(longSide: number): number {
  if (longSide < LOW_RESOLUTION) return Math.min(MAX_UPSCALE, UPSCALED_LONG_SIDE / longSide);
  return longSide > REDUCED_LONG_SIDE * 1.12 ? REDUCED_LONG_SIDE / longSide : 1;
}

/**
 * Readies one photo for OCR: EXIF orientation, crop to the card, grayscale with stretched contrast,
 * and scale so small print is large enough for tesseract. Which way is up is decided by OCR (readCard).
 */
export async function prepareCardImage(
  buf: Buffer,
  options: { invertDarkPanels?: boolean } = {},
): Promise<PreparedCard> {
  const decoded = await decodeImage(buf);
  let card = await collectGray(decoded.image.grayscale());
  const overview = await overviewOf(card, ANALYSIS_LONG_SIDE);
  const box = findCardBox(overview);
  if (box) card = await extractGray(card, scaleToBox(box, overview, card.width, card.height));
  const sourceLongSide = Math.max(card.width, card.height);
  const scale = workingScale(sourceLongSide);
  const resized = await resizeGray(
    card,
    Math.round(card.width * scale),
    Math.round(card.height * scale),
    scale > 1 ? 'cubic' : 'lanczos3',
  );
  const plain = stretchContrast(resized);
  return {
    image: plain,
    darkOnLight: options.invertDarkPanels ? await darkOnLight(plain) : null,
    width: plain.width,
    height: plain.height,
    contentType: decoded.contentType,
    sourceLongSide,
    cropped: box !== null,
  };
}
