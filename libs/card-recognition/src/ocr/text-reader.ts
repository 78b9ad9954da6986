import { LOW_RESOLUTION, prepareCardImage, type PreparedCard } from '../image';
import type { ImageRole, OcrReading } from '../types';
import {
  PaddlePool,
  readBandPaddle,
  readCardPaddle,
  type Band,
  type PaddleReadOptions,
  type Turn,
} from './paddle';
import { OcrPool } from './pool';
import { readCard } from './reader';

/**
 * The engine's reader port: photo bytes of one side in, OCR readings of the upright card out. Two readers
 * stand behind it: PP-OCR (the default) and tesseract.js (kept for comparison and as a fallback).
 */
export interface TextReader {
  readonly name: 'paddle' | 'tesseract';
  read(photo: Buffer, role: ImageRole): Promise<OcrReading[]>;
  /**
   * A closer reading of the small print along the bottom of the side, already found to lie turned `rotation`:
   * for a back whose first reading gave no year or no number. Absent where the reader has no such pass.
   */
  readSmallPrint?(photo: Buffer, role: ImageRole, rotation: number): Promise<OcrReading>;
  /** Starts the workers and loads the models ahead of the first card. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export interface PaddleReaderOptions extends PaddleReadOptions {
  workers: number;
  /** Long side (px) the card is read at; 'source' reads it at the photo's own size. */
  longSide?: number | 'source';
}

/** Long side the PP-OCR reader works at: small print of small photos reads far better enlarged. */
export const PADDLE_LONG_SIDE = 1000;
/**
 * A card photographed this large (long side, px) has print big enough for the detector at DETECTION_LARGE_SOURCE:
 * on 50 generated cards (1,050 px) the same text was found at 1.28 CPU-s a card instead of 1.59. Small photos
 * (the development photos are about 350 px) keep detection at the full 1,000 px, which finds more of their print.
 */
const LARGE_SOURCE = 900;
const DETECTION_LARGE_SOURCE = 736;

/** The detector's long side for a photo of this size: undefined reads at the card's own (PADDLE_LONG_SIDE). */
export function detectionSideFor(sourceLongSide: number): number | undefined {
  return sourceLongSide >= LARGE_SOURCE ? DETECTION_LARGE_SOURCE : undefined;
}

/** Where a back's copyright line sits, and how much larger it is read the second time. */
const SMALL_PRINT_BAND: Band = [0.72, 1];
const SMALL_PRINT_ENLARGE = 2;

export function createPaddleReader(options: PaddleReaderOptions): TextReader {
  const pool = new PaddlePool(options.workers);
  // A side read closer is the photo already prepared for its first reading (decoding and cropping it again cost
  // about 50 ms); the copy goes when the photo does.
  const prepared = new WeakMap<Buffer, Promise<PreparedCard>>();
  const prepare = (photo: Buffer) => {
    let card = prepared.get(photo);
    if (!card) {
      card = prepareCardImage(photo, {
        colourLongSide: options.longSide ?? PADDLE_LONG_SIDE,
        skipGray: true,
      });
      prepared.set(photo, card);
    }
    return card;
  };
  return {
    name: 'paddle',
    async read(photo, role) {
      const card = await prepare(photo);
      const detectionLongSide = options.detectionLongSide ?? detectionSideFor(card.sourceLongSide);
      return readCardPaddle(pool, card, role, { ...options, detectionLongSide });
    },
    async readSmallPrint(photo, role, rotation) {
      const card = await prepare(photo);
      return readBandPaddle(
        pool,
        card,
        role,
        rotation as Turn,
        SMALL_PRINT_BAND,
        SMALL_PRINT_ENLARGE,
      );
    },
    warmUp: () => pool.warmUp(),
    close: () => pool.close(),
  };
}

export function createTesseractReader(options: { workers: number }): TextReader {
  const pool = new OcrPool(options.workers);
  return {
    name: 'tesseract',
    async read(photo, role) {
      const card = await prepareCardImage(photo, { invertDarkPanels: role !== 'front' });
      return readCard(pool, card, role, { thorough: card.sourceLongSide < LOW_RESOLUTION });
    },
    warmUp: () => pool.warmUp(),
    close: () => pool.close(),
  };
}
