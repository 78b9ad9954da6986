import sharp from 'sharp';
import type { Page } from 'tesseract.js';
import type { PreparedCard } from '../image';
import type { ImageRole, OcrLine, OcrReading } from '../types';
import { PSM, type OcrPool } from './pool';

/** Confident, word-like characters: upside-down or sideways text scores near zero. */
const UPRIGHT_SCORE = 14;
const MIN_WORD_CONFIDENCE = 70;
/** Tesseract's mean word confidence: text read upside down stays well below this. */
const UPRIGHT_CONFIDENCE = 65;

interface Attempt {
  rotation: number;
  page: Page;
  width: number;
  height: number;
  /** How many times smaller than the prepared image it was read. */
  shrink: number;
  score: number;
}

function pageLines(page: Page, width: number, height: number): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const text = line.text.trim();
        if (!text) continue;
        const { x0, y0, x1, y1 } = line.bbox;
        lines.push({
          text,
          confidence: line.confidence,
          box: { x0: x0 / width, y0: y0 / height, x1: x1 / width, y1: y1 / height },
        });
      }
    }
  }
  return lines;
}

/** Sum of lengths of confidently read words of three or more letters or digits. */
export function readabilityScore(page: Page): number {
  let score = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const token = word.text.replace(/[^A-Za-z0-9]/g, '');
          if (token.length >= 3 && word.confidence >= MIN_WORD_CONFIDENCE) score += token.length;
        }
      }
    }
  }
  return score;
}

/** Probes run on a copy this many times smaller: enough to tell readable text from noise, and cheap. */
const PROBE_SHRINK = 2;
/** A front's name is large print: a smaller copy reads it as well, for less work. */
const FRONT_SHRINK = 1.4;

async function turned(image: Buffer, degrees: number, shrink = 1): Promise<Buffer> {
  if (degrees === 0 && shrink === 1) return image;
  let pipeline = sharp(image).rotate(degrees);
  if (shrink !== 1) {
    const { width = 0 } = await sharp(image).metadata();
    const turnedWidth = degrees % 180 === 0 ? width : undefined;
    pipeline = turnedWidth
      ? pipeline.resize({ width: Math.round(turnedWidth / shrink) })
      : pipeline.resize({ height: Math.round(width / shrink) });
  }
  return pipeline.png({ compressionLevel: 1 }).toBuffer();
}

async function attempt(
  pool: OcrPool,
  card: PreparedCard,
  rotation: number,
  shrink = 1,
): Promise<Attempt> {
  const image = await turned(card.image, rotation, shrink);
  const page = await pool.recognize({ image, psm: PSM.AUTO });
  const sideways = rotation % 180 !== 0;
  const width = sideways ? card.height : card.width;
  const height = sideways ? card.width : card.height;
  return {
    rotation,
    page,
    width: width / shrink,
    height: height / shrink,
    shrink,
    score: readabilityScore(page),
  };
}

function readable(attempt: Attempt): boolean {
  return attempt.score >= UPRIGHT_SCORE && attempt.page.confidence >= UPRIGHT_CONFIDENCE;
}

/** The best-scoring attempt, read again at working size when it was only a shrunken probe. */
async function bestOf(
  pool: OcrPool,
  card: PreparedCard,
  tried: Attempt[],
  shrink: number,
): Promise<Attempt> {
  const bestAttempt = tried.reduce((a, b) => (b.score > a.score ? b : a));
  if (bestAttempt.shrink === shrink) return bestAttempt;
  return attempt(pool, card, bestAttempt.rotation, shrink);
}

/** Full reads at each rotation in turn until one reads clearly; every attempt made is returned. */
async function firstReadable(
  pool: OcrPool,
  card: PreparedCard,
  rotations: number[],
  shrink: number,
): Promise<{ found?: Attempt; tried: Attempt[] }> {
  const tried: Attempt[] = [];
  for (const rotation of rotations) {
    const read = await attempt(pool, card, rotation, shrink);
    tried.push(read);
    if (readable(read)) return { found: read, tried };
  }
  return { tried };
}

/** Shrunken copies at both rotations, best first: a cheap way to tell one direction from its opposite. */
async function probe(
  pool: OcrPool,
  card: PreparedCard,
  rotations: [number, number],
  shrink: number,
): Promise<Attempt[]> {
  const probes = await Promise.all(
    rotations.map((rotation) => attempt(pool, card, rotation, shrink * PROBE_SHRINK)),
  );
  return probes.sort((a, b) => b.score - a.score);
}

/**
 * Reads the card as it lies, else upside down (tesseract itself reads lines that run vertically,
 * so these two cover sideways cards as well when the text is clear); when neither reads clearly,
 * shrunken copies turned 90 and 270 degrees are probed and the better direction read at full size.
 */
async function readAsItLies(pool: OcrPool, card: PreparedCard, shrink: number): Promise<Attempt> {
  const { found, tried } = await firstReadable(pool, card, [0, 180], shrink);
  if (found) return found;
  return bestOf(pool, card, [...tried, ...(await probe(pool, card, [90, 270], shrink))], shrink);
}

/** Chooses which way is up by reading; fronts are read smaller unless reading closely. */
function readUpright(
  pool: OcrPool,
  card: PreparedCard,
  role: ImageRole,
  options: ReadOptions,
): Promise<Attempt> {
  const shrink = role === 'front' && !options.thorough ? FRONT_SHRINK : 1;
  return readAsItLies(pool, card, shrink);
}

function toReading(
  role: ImageRole,
  lines: OcrLine[],
  rotation: number,
  aspect: number,
): OcrReading {
  return { role, lines, text: lines.map((line) => line.text).join('\n'), rotation, aspect };
}

/** Bands where small print that identifies a card usually sits: number, copyright line, header. */
const STRIPS: [top: number, bottom: number][] = [
  [0, 0.24],
  [0.76, 1],
];
const STRIP_UPSCALE = 1.6;
/** A sideways reading is kept only when it holds some confident words. */
const SIDEWAYS_SCORE = 6;

/** Sparse-text OCR of a horizontal band of the upright card, enlarged; boxes mapped back to the whole card. */
async function readStrip(
  pool: OcrPool,
  upright: Buffer,
  chosen: Attempt,
  band: [number, number],
): Promise<OcrLine[]> {
  const top = Math.floor(band[0] * chosen.height);
  const height = Math.max(1, Math.floor((band[1] - band[0]) * chosen.height));
  const width = Math.round(chosen.width);
  const image = await sharp(upright)
    .extract({ left: 0, top, width, height: Math.min(height, Math.round(chosen.height) - top) })
    .resize(Math.round(width * STRIP_UPSCALE))
    .png({ compressionLevel: 1 })
    .toBuffer();
  const page = await pool.recognize({ image, psm: PSM.SPARSE_TEXT });
  return pageLines(page, width * STRIP_UPSCALE, height * STRIP_UPSCALE).map((line) => ({
    ...line,
    box: {
      x0: line.box.x0,
      x1: line.box.x1,
      y0: (top + line.box.y0 * height) / chosen.height,
      y1: (top + line.box.y1 * height) / chosen.height,
    },
  }));
}

/** Width the whole upright card is read at once more, enlarged, when reading closely. */
const ENLARGED_WIDTH = 1000;

/** The whole upright card, unaltered tones (no inverted panels), enlarged to ENLARGED_WIDTH. */
function readEnlarged(pool: OcrPool, plain: PreparedCard, chosen: Attempt): Promise<Attempt> {
  const uprightWidth = chosen.width * chosen.shrink;
  return attempt(pool, plain, chosen.rotation, uprightWidth / ENLARGED_WIDTH);
}

function attemptReading(role: ImageRole, read: Attempt): OcrReading {
  return toReading(
    role,
    pageLines(read.page, read.width, read.height),
    read.rotation,
    read.width / read.height,
  );
}

/**
 * Extra passes for low-resolution photos, where one pass misses much: the top and bottom bands
 * enlarged (card number, copyright line), the whole card enlarged in its plain tones, and the card
 * turned both ways sideways (names printed vertically). Each becomes a reading of its own, with
 * its own rotation.
 */
async function closerReadings(
  pool: OcrPool,
  plain: PreparedCard,
  source: PreparedCard,
  chosen: Attempt,
  role: ImageRole,
): Promise<OcrReading[]> {
  const upright = await turned(source.image, chosen.rotation);
  const aspect = chosen.width / chosen.height;
  const [strips, enlarged, sideways] = await Promise.all([
    Promise.all(STRIPS.map((band) => readStrip(pool, upright, chosen, band))),
    readEnlarged(pool, plain, chosen),
    Promise.all([90, 270].map((turn) => attempt(pool, source, (chosen.rotation + turn) % 360))),
  ]);
  const readings = [
    toReading(role, strips.flat(), chosen.rotation, aspect),
    attemptReading(role, enlarged),
  ];
  for (const side of sideways) {
    if (side.score >= SIDEWAYS_SCORE) readings.push(attemptReading(role, side));
  }
  return readings;
}

export interface ReadOptions {
  /** Spend more passes (bands, sideways text): for low-resolution photos. */
  thorough?: boolean;
}

/**
 * OCR of one prepared card image: the main reading (upright, lines with boxes relative to the
 * upright card) first, then, when thorough, closer readings of the same image.
 */
export async function readCard(
  pool: OcrPool,
  card: PreparedCard,
  role: ImageRole,
  options: ReadOptions = {},
): Promise<OcrReading[]> {
  // Backs put numbers in coloured boxes; on fronts, inverting dark photo areas buries the name.
  const source = role === 'front' ? card : { ...card, image: card.darkOnLight };
  const chosen = await readUpright(pool, source, role, options);
  const main = attemptReading(role, chosen);
  if (!options.thorough) return [main];
  return [main, ...(await closerReadings(pool, card, source, chosen, role))];
}
