import sharp, { type KernelEnum, type Sharp } from 'sharp';

/**
 * One-channel 8-bit pixels, row by row. Prepared cards stay in this form until OCR: turning,
 * cutting and scaling raw pixels costs far less than decoding and encoding PNG at every step.
 */
export interface GrayImage {
  data: Buffer;
  width: number;
  height: number;
}

function toSharp(gray: GrayImage) {
  return sharp(gray.data, { raw: { width: gray.width, height: gray.height, channels: 1 } });
}

/** The pipeline's output as one channel (sharp keeps three for some grayscale inputs). */
export async function collectGray(pipeline: Sharp): Promise<GrayImage> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (info.channels === 1) return { data, width: info.width, height: info.height };
  const single = await sharp(data, { raw: info }).extractChannel(0).raw().toBuffer();
  return { data: single, width: info.width, height: info.height };
}

/** Turned clockwise by a multiple of 90 degrees. */
export function rotateGray(gray: GrayImage, degrees: number): Promise<GrayImage> {
  if (degrees % 360 === 0) return Promise.resolve(gray);
  return collectGray(toSharp(gray).rotate(degrees));
}

export function resizeGray(
  gray: GrayImage,
  width: number,
  height: number,
  kernel: keyof KernelEnum = 'lanczos3',
): Promise<GrayImage> {
  if (width === gray.width && height === gray.height) return Promise.resolve(gray);
  return collectGray(toSharp(gray).resize(width, height, { fit: 'fill', kernel }));
}

export function extractGray(
  gray: GrayImage,
  area: { left: number; top: number; width: number; height: number },
): Promise<GrayImage> {
  return collectGray(toSharp(gray).extract(area));
}

/**
 * Binary PGM (P5): a header and the pixels as they are. Tesseract's image reader (Leptonica)
 * reads it with no decompression, and writing it is a copy.
 */
export function toPgm(gray: GrayImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${gray.width} ${gray.height}\n255\n`), gray.data]);
}

/**
 * Stretches tones so the darkest `clip` share of pixels becomes black and the lightest white
 * (as sharp's normalise does with its default 1% and 99% percentiles), in place of a second
 * pass through libvips.
 */
export function stretchContrast(gray: GrayImage, clip = 0.01): GrayImage {
  const histogram = new Uint32Array(256);
  const pixels = gray.data;
  for (let i = 0; i < pixels.length; i++) histogram[pixels[i]]++;
  const cut = Math.floor(gray.data.length * clip);
  let low = 0;
  for (let seen = 0; low < 255 && seen + histogram[low] <= cut; low++) seen += histogram[low];
  let high = 255;
  for (let seen = 0; high > 0 && seen + histogram[high] <= cut; high--) seen += histogram[high];
  if (high <= low) return gray;
  const table = new Uint8Array(256);
  for (let value = 0; value < 256; value++) {
    const stretched = ((value - low) * 255) / (high - low);
    table[value] = Math.max(0, Math.min(255, Math.round(stretched)));
  }
  const data = Buffer.alloc(gray.data.length);
  for (let i = 0; i < data.length; i++) data[i] = table[pixels[i]];
  return { data, width: gray.width, height: gray.height };
}
