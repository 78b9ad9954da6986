import sharp from 'sharp';
import type { Random } from './random';

export interface ScanEffects {
  /** Quarter turns clockwise, as a scanner feeds cards: 0, 90, 180 or 270 degrees. */
  rotation: number;
  /** Small skew in degrees. */
  skew: number;
  blurSigma: number | null;
  glare: boolean;
  jpegQuality: number;
}

const BACKGROUNDS = ['#202020', '#3a3a3a', '#d9d4c7', '#8a6f4d', '#f2f2f2', '#27344a'];

export function drawEffects(random: Random, options: { rotate: boolean }): ScanEffects {
  return {
    rotation: options.rotate ? random.pick([0, 0, 90, 180, 270]) : 0,
    skew: random.between(-1.5, 1.5),
    blurSigma: random.chance(0.5) ? random.between(0.4, 1.1) : null,
    glare: random.chance(0.35),
    jpegQuality: random.int(55, 90),
  };
}

function glareSvg(width: number, height: number, random: Random): Buffer {
  const cx = random.between(0.2, 0.8) * width;
  const cy = random.between(0.2, 0.8) * height;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="${random.between(0.35, 0.6).toFixed(2)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${cx}" cy="${cy}" rx="${width * random.between(0.15, 0.3)}" ry="${height * random.between(0.1, 0.2)}" fill="url(#g)"/></svg>`,
  );
}

const NOISE_TILE = 256;

/** Sensor noise around mid-grey, drawn from the card's seed (libvips' own noise is not reproducible). */
async function noiseTile(random: Random): Promise<Buffer> {
  const data = Buffer.alloc(NOISE_TILE * NOISE_TILE * 3);
  for (let i = 0; i < data.length; i++) {
    const roughlyNormal = random.next() + random.next() + random.next() - 1.5;
    data[i] = Math.max(0, Math.min(255, Math.round(128 + roughlyNormal * 20)));
  }
  return sharp(data, { raw: { width: NOISE_TILE, height: NOISE_TILE, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * Turns a clean render into what a scanner or a phone delivers: glare, blur, the card on a
 * background with a margin, slightly skewed, fed in any quarter turn, with sensor noise and JPEG loss.
 */
export async function scan(card: Buffer, effects: ScanEffects, random: Random): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(card).metadata();
  let image = sharp(card);
  if (effects.glare) image = image.composite([{ input: glareSvg(width, height, random) }]);
  if (effects.blurSigma) image = image.blur(effects.blurSigma);
  const background = random.pick(BACKGROUNDS);
  const margin = () => random.int(Math.round(width * 0.04), Math.round(width * 0.12));
  const framed = await image
    .extend({ top: margin(), bottom: margin(), left: margin(), right: margin(), background })
    .png()
    .toBuffer();
  const skewed = await sharp(framed).rotate(effects.skew, { background }).png().toBuffer();
  const turned = sharp(skewed).rotate(effects.rotation);
  const { data, info } = await turned.raw().toBuffer({ resolveWithObject: true });
  const noise = await noiseTile(random);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .composite([{ input: noise, blend: 'soft-light', tile: true }])
    .jpeg({ quality: effects.jpegQuality })
    .toBuffer();
}
