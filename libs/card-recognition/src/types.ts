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

/** The fields the engine identifies and the benchmark scores. */
export type IdentifiedField = 'player' | 'year' | 'brand' | 'set' | 'cardNumber';

/** A player the card may show, for a correction screen: the chosen one first, then the next best. */
export interface PlayerCandidate {
  name: string;
  sport: string | null;
  /** First and last season played, where the catalog knows them. */
  from: number | null;
  to: number | null;
  /** Teams around the card's year (all teams when the year is not known). */
  teams: string[];
  /** 0..1: how well the card's text fits this player. */
  score: number;
  /** 'ocr': the name as read, found in no catalog (offered, never chosen). */
  source: 'catalog' | 'checklist' | 'dealer' | 'ocr';
}

/** A brand or set the card may show. */
export interface NamedCandidate {
  name: string;
  /** 0..1: how well the card's text fits it. */
  score: number;
}

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
  /**
   * 0 to 1, calibrated on the tuning half of the development photos: among results at
   * IDENTIFIED_CONFIDENCE_THRESHOLD (0.90) or more, at least 90% have every field right.
   */
  confidence: number;
  /**
   * Fields that may well be wrong (their evidence is right less than 90% of the time): below the threshold a card
   * is shown "Check" with these marked. Always set by the engine; optional only for older stored results.
   */
  doubtful?: IdentifiedField[];
  /** Alternatives for a quick correction (player with catalog facts; brand and set as read). Always set by the engine. */
  candidates?: { player: PlayerCandidate[]; brand: NamedCandidate[]; set: NamedCandidate[] };
  sources: Partial<Record<keyof Identification, FieldSource>>;
  /**
   * The photos given as front and back show the card the other way round; `text` gives each image's side as found.
   * Optional only for older stored results.
   */
  sidesSwapped?: boolean;
  /**
   * Raw OCR text per image, in the order the images were given, for debugging and for the vision reconciliation;
   * `rotation` is the degrees the image was turned to read it upright (180: the photo is upside down). Optional only
   * for older stored results.
   */
  text: { role: ImageRole; text: string; rotation?: number }[];
  timings: { totalMs: number; ocrMs: number };
}

export interface RecognizerOptions {
  /** OCR worker threads (one core each); default os.availableParallelism(). */
  ocrWorkers?: number;
  /** Text reader: PP-OCR on ONNX Runtime (default) or tesseract.js. */
  reader?: 'paddle' | 'tesseract';
  /** Long side (px) PP-OCR reads the card at; 'source' keeps the photo's size. Default 1000. */
  readLongSide?: number | 'source';
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
  /** The reader's confidence in the line, 0..100. */
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
