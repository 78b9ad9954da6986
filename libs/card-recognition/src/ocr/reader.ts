import type { Page } from 'tesseract.js';
import {
  extractGray,
  resizeGray,
  rotateGray,
  toPgm,
  type GrayImage,
  type PreparedCard,
} from '../image';
import type { ImageRole, OcrLine, OcrReading } from '../types';
import { PSM, type OcrPool } from './pool';
import { ALIGNMENT_TOLERANCE, firstTurnFromLayout } from './layout-turn';

/** Confident, word-like characters: upside-down or sideways text scores near zero. */
const UPRIGHT_SCORE = 14;
/** A front read small may show only the name ("Dmitri Young"): fewer confident letters suffice. */
const FRONT_UPRIGHT_SCORE = 8;
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

/**
 * What OCR reads: a prepared image, and whether light print on dark panels was already inverted
 * (then tesseract need not try each doubtful line inverted, which doubles the cost of reading
 * text the wrong way up).
 */
interface Sheet {
  image: GrayImage;
  panelsInverted: boolean;
}

/** A front's name is large print: a smaller copy reads it as well, for less work. */
const FRONT_SHRINK = 2;

/** Shrunk `shrink` times, then turned clockwise by `degrees`. */
async function turned(image: GrayImage, degrees: number, shrink = 1): Promise<GrayImage> {
  const smaller =
    shrink === 1
      ? image
      : await resizeGray(
          image,
          Math.max(1, Math.round(image.width / shrink)),
          Math.max(1, Math.round(image.height / shrink)),
        );
  return rotateGray(smaller, degrees);
}

async function attempt(
  pool: OcrPool,
  sheet: Sheet,
  rotation: number,
  shrink = 1,
): Promise<Attempt> {
  const image = await turned(sheet.image, rotation, shrink);
  const page = await pool.recognize({
    image: toPgm(image),
    psm: PSM.AUTO,
    retryInverted: !sheet.panelsInverted,
  });
  return {
    rotation,
    page,
    width: image.width,
    height: image.height,
    shrink,
    score: readabilityScore(page),
  };
}

/** How an image is read to find which way is up. */
interface UprightPlan {
  /** How many times smaller than the prepared image it is read. */
  shrink: number;
  /** Judge the page layout first to choose between as it lies and upside down. */
  judgeLayout: boolean;
  /** Confident letters that make a read count as the right way up. */
  minScore: number;
}

function readable(attempt: Attempt, plan: UprightPlan): boolean {
  return attempt.score >= plan.minScore && attempt.page.confidence >= UPRIGHT_CONFIDENCE;
}

/** Full reads at each rotation in turn until one reads clearly; every attempt made is returned. */
async function firstReadable(
  pool: OcrPool,
  sheet: Sheet,
  rotations: number[],
  plan: UprightPlan,
): Promise<{ found?: Attempt; tried: Attempt[] }> {
  const tried: Attempt[] = [];
  for (const rotation of rotations) {
    const read = await attempt(pool, sheet, rotation, plan.shrink);
    tried.push(read);
    if (readable(read, plan)) return { found: read, tried };
  }
  return { tried };
}

/** Layout is judged on a copy this many times smaller: cheaper, and lines still show. */
const LAYOUT_SHRINK = 1.5;

async function layoutTurn(pool: OcrPool, sheet: Sheet): Promise<0 | 180 | undefined> {
  const smaller = await turned(sheet.image, 0, LAYOUT_SHRINK);
  const lines = await pool.layoutLines(toPgm(smaller));
  return firstTurnFromLayout(lines, ALIGNMENT_TOLERANCE / LAYOUT_SHRINK);
}

/**
 * Reads the card as it lies, else upside down (tesseract itself reads lines that run vertically one
 * way, so these two cover most sideways cards as well); when neither reads clearly, turned 90 and
 * 270 degrees; the best-reading attempt is kept. A text-heavy side (a back) has its layout judged
 * first, so an upside-down card is read upside down at once rather than after a wasted read.
 * Shrunken probes would save little: tesseract's cost is mostly its line recogniser, which sees
 * every line at the same height whatever the scale.
 */
async function readAsItLies(pool: OcrPool, sheet: Sheet, plan: UprightPlan): Promise<Upright> {
  const first = plan.judgeLayout ? await layoutTurn(pool, sheet) : undefined;
  const asItLies = await firstReadable(pool, sheet, first === 180 ? [180, 0] : [0, 180], plan);
  if (asItLies.found) return { chosen: asItLies.found, tried: asItLies.tried };
  const turned = await firstReadable(pool, sheet, [90, 270], plan);
  const tried = [...asItLies.tried, ...turned.tried];
  const chosen = turned.found ?? tried.reduce((a, b) => (b.score > a.score ? b : a));
  return { chosen, tried };
}

/** The attempt read the right way up, and every full read made on the way to it. */
interface Upright {
  chosen: Attempt;
  tried: Attempt[];
}

/**
 * Unless reading closely, fronts are read smaller (where a name alone may be all that reads) and
 * other sides have their layout judged first.
 */
function uprightPlan(role: ImageRole, options: ReadOptions): UprightPlan {
  if (options.thorough) return { shrink: 1, judgeLayout: false, minScore: UPRIGHT_SCORE };
  return role === 'front'
    ? { shrink: FRONT_SHRINK, judgeLayout: false, minScore: FRONT_UPRIGHT_SCORE }
    : { shrink: 1, judgeLayout: true, minScore: UPRIGHT_SCORE };
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
  upright: GrayImage,
  band: [number, number],
  panelsInverted: boolean,
): Promise<OcrLine[]> {
  const top = Math.floor(band[0] * upright.height);
  const height = Math.max(
    1,
    Math.min(Math.floor((band[1] - band[0]) * upright.height), upright.height - top),
  );
  const strip = await extractGray(upright, { left: 0, top, width: upright.width, height });
  const enlarged = await resizeGray(
    strip,
    Math.round(strip.width * STRIP_UPSCALE),
    Math.round(strip.height * STRIP_UPSCALE),
  );
  const page = await pool.recognize({
    image: toPgm(enlarged),
    psm: PSM.SPARSE_TEXT,
    retryInverted: !panelsInverted,
  });
  return pageLines(page, enlarged.width, enlarged.height).map((line) => ({
    ...line,
    box: {
      x0: line.box.x0,
      x1: line.box.x1,
      y0: (top + line.box.y0 * height) / upright.height,
      y1: (top + line.box.y1 * height) / upright.height,
    },
  }));
}

/** Width the whole upright card is read at once more, enlarged, when reading closely. */
const ENLARGED_WIDTH = 1000;

/** The whole upright card, unaltered tones (no inverted panels), enlarged to ENLARGED_WIDTH. */
function readEnlarged(pool: OcrPool, plain: Sheet, chosen: Attempt): Promise<Attempt> {
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
  plain: Sheet,
  source: Sheet,
  { chosen, tried }: Upright,
  role: ImageRole,
): Promise<OcrReading[]> {
  // Sideways reads made while finding which way is up are used again, not repeated.
  const readSideways = (rotation: number) =>
    tried.find((read) => read.rotation === rotation && read.shrink === 1) ??
    attempt(pool, source, rotation);
  const upright = await turned(source.image, chosen.rotation);
  const aspect = chosen.width / chosen.height;
  const [strips, enlarged, sideways] = await Promise.all([
    Promise.all(STRIPS.map((band) => readStrip(pool, upright, band, source.panelsInverted))),
    readEnlarged(pool, plain, chosen),
    Promise.all([90, 270].map((turn) => readSideways((chosen.rotation + turn) % 360))),
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
  const plain: Sheet = { image: card.image, panelsInverted: false };
  // Backs put numbers in coloured boxes; on fronts, inverting dark photo areas buries the name.
  const source: Sheet =
    role !== 'front' && card.darkOnLight
      ? { image: card.darkOnLight, panelsInverted: true }
      : plain;
  const upright = await readAsItLies(pool, source, uprightPlan(role, options));
  const main = attemptReading(role, upright.chosen);
  if (!options.thorough) return [main];
  return [main, ...(await closerReadings(pool, plain, source, upright, role))];
}
