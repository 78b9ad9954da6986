import os from 'node:os';
import { LOW_RESOLUTION, prepareCardImage } from './image';
import { OcrPool, readCard } from './ocr';
import { resolveCard, warmUpResolver } from './resolve';
import { readWithVision, reconcile, visionConfigured } from './vision';
import type {
  CardRecognizer,
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

async function readImage(pool: OcrPool, image: RecognitionImage): Promise<TimedReading> {
  const card = await prepareCardImage(image.data, { invertDarkPanels: image.role !== 'front' });
  const started = performance.now();
  const readings = await readCard(pool, card, image.role, {
    thorough: card.sourceLongSide < LOW_RESOLUTION,
  });
  return { readings, ocrMs: performance.now() - started };
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
 * The identification engine: each image is prepared (orientation, crop, normalisation) and read
 * by a shared pool of OCR workers, then the readings are resolved against the catalogs.
 */
export function createCardRecognizer(options: RecognizerOptions = {}): EngineRecognizer {
  const pool = new OcrPool(options.ocrWorkers ?? os.availableParallelism());
  async function identifyDetailed(input: RecognitionInput): Promise<DetailedIdentification> {
    const started = performance.now();
    const timed = await Promise.all(input.images.map((image) => readImage(pool, image)));
    const readings = timed.flatMap((entry) => entry.readings);
    const resolved = await withVisionReading(resolveCard(readings, input.hints), input, options);
    const identification: Identification = {
      ...resolved,
      text: timed.map((entry, i) => ({
        role: input.images[i].role,
        text: entry.readings.map((reading) => reading.text).join('\n'),
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
      await pool.warmUp();
    },
    close: () => pool.close(),
  };
}
