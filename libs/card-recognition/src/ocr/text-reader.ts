import { LOW_RESOLUTION, prepareCardImage } from '../image';
import type { ImageRole, OcrReading } from '../types';
import { PaddlePool, readCardPaddle, type PaddleReadOptions } from './paddle';
import { OcrPool } from './pool';
import { readCard } from './reader';

/**
 * The engine's reader port: photo bytes of one side in, OCR readings of the upright card out. Two readers
 * stand behind it: PP-OCR (the default) and tesseract.js (kept for comparison and as a fallback).
 */
export interface TextReader {
  readonly name: 'paddle' | 'tesseract';
  read(photo: Buffer, role: ImageRole): Promise<OcrReading[]>;
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

export function createPaddleReader(options: PaddleReaderOptions): TextReader {
  const pool = new PaddlePool(options.workers);
  return {
    name: 'paddle',
    async read(photo, role) {
      const card = await prepareCardImage(photo, {
        colourLongSide: options.longSide ?? PADDLE_LONG_SIDE,
        skipGray: true,
      });
      const detectionLongSide = options.detectionLongSide ?? detectionSideFor(card.sourceLongSide);
      return readCardPaddle(pool, card, role, { ...options, detectionLongSide });
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
