import sharp, { type Sharp } from 'sharp';
import { decodeImage } from './decode';
import { extractGray, resizeGray, stretchContrast, type GrayImage } from './gray';
import type { ImageContentType } from './sniff';
import type { RgbImage } from './rgb';
import { cardAreaIn, type Box } from './card-area';
import { squaredPhoto } from './straighten';

/**
 * Long sides OCR works at. Small photos are enlarged so their 6-8 px print reaches a readable size;
 * large ones are reduced so a card's small print stands about 20 px high, which keeps OCR cheap.
 */
const UPSCALED_LONG_SIDE = 1100;
const REDUCED_LONG_SIDE = 850;
const MAX_UPSCALE = 3.5;
/** Photos whose card is smaller than this (long side, px) count as low resolution. */
export const LOW_RESOLUTION = 700;
/**
 * Photos are decoded at most this large (long side, px): a card that fills two fifths of the photo's long side still
 * keeps more pixels than OCR works at, and a phone's 12-24 MP photo no longer costs one to two CPU seconds to decode
 * and crop before it is read.
 */
const DECODED_LONG_SIDE = 2600;
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
  /** Degrees clockwise the photo was turned to set a card lying askew square to the frame (0: none). */
  straightened: number;
  /** The card in colour (RGB), cropped the same way, at the long side asked for; null unless asked for. */
  colour: RgbImage | null;
}

export interface PrepareOptions {
  /** Make the dark-on-light copy (backs: numbers in coloured boxes). */
  invertDarkPanels?: boolean;
  /** Make a colour copy of the cropped card with this long side (px); 'source' keeps the photo's size. */
  colourLongSide?: number | 'source';
  /** Skip the grayscale working copy (a reader that works in colour only); `image` is then a 1x1 stub. */
  skipGray?: boolean;
}

type Gray = GrayImage;

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
 * Readies one photo for OCR: EXIF orientation, a card lying askew set square, crop to the card, grayscale with
 * stretched contrast, and scale so small print is large enough for tesseract. Which way is up is decided by OCR
 * (readCard).
 */
export async function prepareCardImage(
  buf: Buffer,
  options: PrepareOptions = {},
): Promise<PreparedCard> {
  const decoded = await decodeImage(buf, { longSideAtMost: DECODED_LONG_SIDE });
  const squared = await squaredPhoto(decoded.image);
  const whole = squared.gray;
  const area = await cardAreaIn(whole);
  const card = area ? await extractGray(whole, area) : whole;
  const sourceLongSide = Math.max(card.width, card.height);
  const colour =
    options.colourLongSide === undefined
      ? null
      : await colourCard(squared.image, area, card, options.colourLongSide);
  if (options.skipGray) {
    const stub = { data: Buffer.alloc(1, 255), width: 1, height: 1 };
    return {
      image: stub,
      darkOnLight: null,
      width: colour?.width ?? card.width,
      height: colour?.height ?? card.height,
      contentType: decoded.contentType,
      sourceLongSide,
      cropped: area !== null,
      straightened: squared.turn,
      colour,
    };
  }
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
    cropped: area !== null,
    straightened: squared.turn,
    colour,
  };
}

/** The cropped card in RGB, scaled so its long side is `longSide` ('source': as photographed). */
async function colourCard(
  image: Sharp,
  area: Box | null,
  card: Gray,
  longSide: number | 'source',
): Promise<RgbImage> {
  const scale = longSide === 'source' ? 1 : longSide / Math.max(card.width, card.height);
  let pipeline = image.clone().removeAlpha().toColourspace('srgb');
  if (area) pipeline = pipeline.extract(area);
  if (scale !== 1) {
    pipeline = pipeline.resize(
      Math.max(1, Math.round(card.width * scale)),
      Math.max(1, Math.round(card.height * scale)),
      { fit: 'fill', kernel: scale > 1 ? 'cubic' : 'lanczos3' },
    );
  }
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (info.channels === 3) return { data, width: info.width, height: info.height };
  // A grayscale source stays one channel: spread it to three.
  const rgb = Buffer.alloc(info.width * info.height * 3);
  for (let i = 0; i < info.width * info.height; i++) {
    const value = data[i * info.channels];
    rgb[i * 3] = rgb[i * 3 + 1] = rgb[i * 3 + 2] = value;
  }
  return { data: rgb, width: info.width, height: info.height };
}
