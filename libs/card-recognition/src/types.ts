/**
 * The engine's public contract: images in, a candidate card out.
 * The cards module (backend) and the benchmark drive it through `createCardRecognizer`.
 */

export type ImageRole = 'front' | 'back' | 'other';

export interface RecognitionImage {
  /** Encoded image bytes (JPEG, PNG, WebP, HEIC/HEIF). */
  data: Buffer;
  role: ImageRole;
  name?: string;
}

export interface RecognitionInput {
  images: RecognitionImage[];
  /** Dealer-specific hints learned from corrections (names, sets typed by the dealer). */
  hints?: DealerHints;
}

export interface DealerHints {
  players?: { name: string; team?: string | null; sport?: string | null }[];
  sets?: { brand: string | null; set: string; year?: number | null }[];
}

export interface GradedSlab {
  grader: string;
  grade: string;
  certNumber: string | null;
}

/** Per-field evidence, so the screen and the benchmark can say why a field was chosen. */
export type FieldSource = 'checklist' | 'catalog' | 'ocr' | 'vision' | 'dealer' | 'inferred';

export interface Identification {
  player: string | null;
  team: string | null;
  sport: string | null;
  year: number | null;
  brand: string | null;
  set: string | null;
  cardNumber: string | null;
  variant: string | null;
  rookieCard: boolean;
  autograph: boolean;
  memorabilia: boolean;
  serialNumber: string | null;
  graded: GradedSlab | null;
  /** 0 to 1, calibrated: among results at 0.90 or more, at least 90% have every field right. */
  confidence: number;
  sources: Partial<Record<keyof Identification, FieldSource>>;
  /** Raw OCR text per image, for debugging and for the vision reconciliation. */
  text: { role: ImageRole; text: string }[];
  timings: { totalMs: number; ocrMs: number };
}

export interface RecognizerOptions {
  /** tesseract.js workers in the pool; default os.availableParallelism(). */
  ocrWorkers?: number;
  /** Optional vision model (OpenAI-compatible API). Without it nothing calls out. */
  vision?: { apiKey: string; baseUrl?: string; model: string; fetchImpl?: typeof fetch };
}

export interface CardRecognizer {
  identify(input: RecognitionInput): Promise<Identification>;
  /** Starts the OCR workers ahead of the first card. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export interface PreparedImage {
  /** Upright, cropped, normalised JPEG of the card. */
  normalized: Buffer;
  /** 200x200 JPEG thumbnail. */
  thumbnail: Buffer;
  width: number;
  height: number;
  /** Detected content type of the original bytes. */
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'image/heif';
}

/** One OCR'd line, with its box normalised to 0..1 of the upright, cropped card image. */
export interface OcrLine {
  text: string;
  /** tesseract confidence 0..100 */
  confidence: number;
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** What OCR read from one image (after orientation, crop and normalisation). */
export interface OcrReading {
  role: ImageRole;
  lines: OcrLine[];
  /** All text, lines joined with \n. */
  text: string;
  /** Degrees the image was turned to read it upright (0, 90, 180, 270). */
  rotation: number;
  /** Aspect ratio (width / height) of the cropped card: portrait < 1 < landscape. */
  aspect: number;
}

/** Text-only part of identification: readings in, resolved card out (no images, no OCR). */
export type ResolvedCard = Omit<Identification, 'text' | 'timings'>;
