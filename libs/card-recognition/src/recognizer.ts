import os from 'node:os';
import { createPaddleReader, createTesseractReader, type TextReader } from './ocr';
import { resolveCard, warmUpResolver } from './resolve';
import { readWithVision, reconcile, visionConfigured } from './vision';
import type {
  CardRecognizer,
  ImageRole,
  ResolvedCard,
  Identification,
  OcrReading,
  RecognitionImage,
  RecognitionInput,
  RecognizerOptions,
} from './types';

export interface DetailedIdentification {
  identification: Identification;
  /** What OCR read from each image, for benchmarks and for tuning the parsers offline. */
  readings: OcrReading[];
}

export interface EngineRecognizer extends CardRecognizer {
  identifyDetailed(input: RecognitionInput): Promise<DetailedIdentification>;
}

interface TimedReading {
  readings: OcrReading[];
  ocrMs: number;
}

async function readImage(reader: TextReader, image: RecognitionImage): Promise<TimedReading> {
  const started = performance.now();
  const readings = await reader.read(image.data, image.role);
  return { readings, ocrMs: performance.now() - started };
}

/**
 * A back whose first reading gave no year or no number has its small print read once more, closer: the year lives
 * in the copyright line, 6-8 px high on small photos, and many sets print the number beside it. Only backs that
 * need it pay for the second pass. The closer reading is added to the back's own readings in `timed` (so the card's
 * text shows it), and the card is resolved again; null when no second pass was made.
 */
export async function withSmallPrint(
  reader: TextReader,
  images: RecognitionImage[],
  timed: TimedReading[],
  resolved: ResolvedCard,
  hints?: RecognitionInput['hints'],
): Promise<{ resolved: ResolvedCard; readings: OcrReading[] } | null> {
  if ((resolved.year !== null && resolved.cardNumber !== null) || !reader.readSmallPrint)
    return null;
  const backs = images.flatMap((image, i) =>
    image.role === 'back' && timed[i].readings.length ? [{ image, i }] : [],
  );
  if (!backs.length) return null;
  for (const { image, i } of backs) {
    const started = performance.now();
    const closer = await reader.readSmallPrint(
      image.data,
      image.role,
      timed[i].readings[0].rotation,
    );
    timed[i].readings.push(closer);
    timed[i].ocrMs += performance.now() - started;
  }
  const readings = timed.flatMap((entry) => entry.readings);
  return { resolved: resolveCard(readings, hints), readings };
}

/**
 * A back given as the front carries this many times the print of the other photo, and at least SWAPPED_MIN_CHARS
 * (more than 98% of the tuning half's fronts read): a card whose back is blank or unreadable is not turned round
 * for a front that reads well.
 */
const SWAPPED_TEXT_RATIO = 2;
const SWAPPED_MIN_CHARS = 80;

const printOf = (entry: TimedReading) =>
  entry.readings.reduce((sum, reading) => sum + reading.text.replace(/\s/g, '').length, 0);

/**
 * Whether the photos given as front and back show the card the other way round (a stack scanned back first, or
 * paired in the wrong order): a back carries the write-up, the stats and the small print, a front little more than
 * a name. On the tuning half's first readings, no pair given the right way round meets the rule, and 136 of 176 pairs
 * given the other way round do (150 with 40 characters at least, which a blank back beside a wordy front could meet).
 */
export function sidesSwapped(images: RecognitionImage[], timed: TimedReading[]): boolean {
  const fronts = images.flatMap((image, i) => (image.role === 'front' ? [i] : []));
  const backs = images.flatMap((image, i) => (image.role === 'back' ? [i] : []));
  if (fronts.length !== 1 || backs.length !== 1) return false;
  const [front, back] = [printOf(timed[fronts[0]]), printOf(timed[backs[0]])];
  return front >= SWAPPED_MIN_CHARS && front > SWAPPED_TEXT_RATIO * back;
}

const otherSide = (role: ImageRole): ImageRole =>
  role === 'front' ? 'back' : role === 'back' ? 'front' : role;

/** The images and their readings with front and back exchanged. */
function exchangeSides(
  images: RecognitionImage[],
  timed: TimedReading[],
): { images: RecognitionImage[]; timed: TimedReading[] } {
  return {
    images: images.map((image) => ({ ...image, role: otherSide(image.role) })),
    timed: timed.map((entry) => ({
      ...entry,
      readings: entry.readings.map((reading) => ({ ...reading, role: otherSide(reading.role) })),
    })),
  };
}

function createReader(options: RecognizerOptions): TextReader {
  const workers = options.ocrWorkers ?? os.availableParallelism();
  return options.reader === 'tesseract'
    ? createTesseractReader({ workers })
    : createPaddleReader({ workers, longSide: options.readLongSide });
}

/**
 * With a vision model configured, its reading of the same images is reconciled with OCR's; a vision
 * failure leaves the OCR result as it is (identification never depends on a paid service).
 */
async function withVisionReading(
  resolved: ResolvedCard,
  input: RecognitionInput,
  options: RecognizerOptions,
): Promise<ResolvedCard> {
  if (!visionConfigured(options.vision)) return resolved;
  const vision = await readWithVision(input.images, options.vision).catch(() => null);
  return vision ? reconcile(resolved, vision) : resolved;
}

/**
 * The identification engine: each image is prepared (crop, scale) and read by a shared pool of OCR
 * workers (PP-OCR unless asked otherwise), then the readings are resolved against the catalogs.
 */
export function createCardRecognizer(options: RecognizerOptions = {}): EngineRecognizer {
  const reader = createReader(options);
  async function identifyDetailed(input: RecognitionInput): Promise<DetailedIdentification> {
    const started = performance.now();
    const given = await Promise.all(input.images.map((image) => readImage(reader, image)));
    const swapped = sidesSwapped(input.images, given);
    const { images, timed } = swapped
      ? exchangeSides(input.images, given)
      : { images: input.images, timed: given };
    const first = resolveCard(
      timed.flatMap((entry) => entry.readings),
      input.hints,
    );
    const closer = await withSmallPrint(reader, images, timed, first, input.hints);
    const readings = closer?.readings ?? timed.flatMap((entry) => entry.readings);
    const resolved = await withVisionReading(
      closer?.resolved ?? first,
      { ...input, images },
      options,
    );
    const identification: Identification = {
      ...resolved,
      sidesSwapped: swapped,
      text: timed.map((entry, i) => ({
        role: images[i].role,
        text: entry.readings.map((reading) => reading.text).join('\n'),
        rotation: entry.readings[0]?.rotation ?? 0,
      })),
      timings: {
        totalMs: Math.round(performance.now() - started),
        ocrMs: Math.round(timed.reduce((sum, entry) => sum + entry.ocrMs, 0)),
      },
    };
    return { identification, readings };
  }
  return {
    identifyDetailed,
    identify: async (input) => (await identifyDetailed(input)).identification,
    warmUp: async () => {
      warmUpResolver();
      await reader.warmUp();
    },
    close: () => reader.close(),
  };
}
