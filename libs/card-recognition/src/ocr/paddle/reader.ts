import sharp from 'sharp';
import type { PreparedCard, RgbImage } from '../../image';
import type { ImageRole, OcrLine, OcrReading } from '../../types';
import type { PaddlePool } from './pool';
import {
  boxesFromMap,
  DEFAULT_BOX_OPTIONS,
  type Alphabet,
  type BoxOptions,
  type DecodedText,
  type DetectionScaling,
  decodeBestPath,
  detectionTensor,
  sampleLine,
  uprightSize,
  type PixelBox,
  type Turn,
} from './tensors';

/** The recogniser's input height, and the longest line it is given (wider lines are squeezed). */
const REC_HEIGHT = 48;
const REC_MAX_WIDTH = 1280;
/**
 * Pixels of edge added all round the detector's input by default: none. A margin finds text touching the
 * edge of a tight crop, but on the development photos' tuning half (every 3rd card) 16 pixels cost 5 points
 * of card numbers found (64.9% to 59.6%) and 1 of surnames: photographed cards have their own borders.
 */
const PAD = 0;
/** Boxes whose long side is this many times their short side have a clear direction. */
const CLEAR_SHAPE = 1.5;
/** Boxes read to find which way up the card lies (the longest ones). */
const VOTERS = 8;
/**
 * A voter whose first reading scores this high is not read the other way round. On the tuning half's 2,092 voters,
 * the 968 (46%) that scored 0.8 or more read better the other way round in no case; at 0.7, 3 of 1,134 did.
 */
const SURE_UPRIGHT = 0.8;
/** At most this many boxes are read on one side (the largest): debris beyond them costs time. */
const MAX_BOXES = 120;
/** A judged box keeps its own turn when it reads this much surer that way than the other. */
const OWN_TURN_MARGIN = 0.3;
/** How many times a vote for the card as it lies counts. */
const UPRIGHT_PRIOR = 2;
/**
 * Lines are kept in the Latin alphabet (cards are printed in it): on the tuning half this turned CJK debris into
 * the Latin characters printed ("(159）" into "(1597", "0轮37.1999" into "0037.1999") on 58 of 255 cards, with the
 * same accuracy. The orientation judge looks at every class: text upside down reads as CJK and marks.
 */
const READ_ALPHABET: Alphabet = 'latin';
const JUDGE_ALPHABET: Alphabet = 'all';
/** Lines whose characters average less than this probability are dropped as noise. */
const MIN_LINE_CONFIDENCE = 0.5;

export interface PaddleReadOptions {
  /** Long side (px) the detector works at; the colour card is read at its own size. */
  detectionLongSide?: number;
  /** Detector input scaling and box rules (for tuning; the defaults are the chosen ones). */
  detection?: Partial<BoxOptions> & { scaling?: DetectionScaling; pad?: number };
  /** Recogniser input scaling (for tuning). */
  recognitionScaling?: 'symmetric' | 'unit';
  /** Boxes read both ways round to find which way up the card lies. */
  voters?: number;
  /** How many times a vote for the card as it lies counts. */
  uprightPrior?: number;
}

interface TurnedBox extends PixelBox {
  turn: Turn;
}

/** The detector's text boxes on the image as it lies, in its pixels. */
async function detect(
  pool: PaddlePool,
  image: RgbImage,
  longSide: number,
  options: PaddleReadOptions['detection'] = {},
): Promise<PixelBox[]> {
  const pad = options.pad ?? PAD;
  const scale = longSide / Math.max(image.width, image.height);
  const width = Math.max(32, Math.round((image.width * scale) / 32) * 32);
  const height = Math.max(32, Math.round((image.height * scale) / 32) * 32);
  // An optional margin of edge pixels all round (see PAD).
  const padded = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .resize(width, height, { fit: 'fill' })
    .extend({ top: pad, bottom: pad, left: pad, right: pad, extendWith: 'copy' })
    .raw()
    .toBuffer();
  const map = await pool.detect(
    detectionTensor(
      { data: padded, width: width + 2 * pad, height: height + 2 * pad },
      options.scaling,
    ),
  );
  const [, , mapHeight, mapWidth] = map.dims;
  const [scaleX, scaleY] = [image.width / width, image.height / height];
  const boxes = boxesFromMap(map.data, mapWidth, mapHeight, scaleX, scaleY, {
    ...DEFAULT_BOX_OPTIONS,
    ...options,
  });
  const clamp = (value: number, limit: number) => Math.max(0, Math.min(limit, value));
  return boxes
    .map((box) => ({
      ...box,
      x0: clamp(box.x0 - pad * scaleX, image.width),
      x1: clamp(box.x1 - pad * scaleX, image.width),
      y0: clamp(box.y0 - pad * scaleY, image.height),
      y1: clamp(box.y1 - pad * scaleY, image.height),
    }))
    .filter((box) => box.x1 - box.x0 >= 2 && box.y1 - box.y0 >= 2);
}

const isAcross = (box: PixelBox) => box.x1 - box.x0 >= box.y1 - box.y0;
const longSide = (box: PixelBox) => Math.max(box.x1 - box.x0, box.y1 - box.y0);
const shortSide = (box: PixelBox) => Math.min(box.x1 - box.x0, box.y1 - box.y0);

/** Boxes whose reading both ways round decides which way up the card lies (the longest ones). */
interface Judged {
  turn: Turn;
  /** How much better the box reads this way round than the other, times its length. */
  weight: number;
  read: ReadBox;
}

/** Share of a reading's characters that Latin print on a card is made of: text read upside down turns
 * into CJK characters and stray marks. */
export function latinShare(text: string): number {
  const compact = text.replace(/\s/g, '');
  if (!compact) return 0;
  const latin = compact.match(/[A-Za-z0-9.,'"&()/:#-]/g)?.length ?? 0;
  return latin / compact.length;
}

/** How surely a reading looks like upright Latin print: character probability times Latin share, short ones less. */
function uprightScore({ asJudged }: ReadBox): number {
  return asJudged.confidence * latinShare(asJudged.text) * Math.min(1, asJudged.text.length / 3);
}

const flipped = (turn: Turn) => ((turn + 180) % 360) as Turn;

/**
 * For each box with a clear direction (among the longest), the turn that reads it upright. Each is read first
 * the way its shape suggests (across: as it lies; down: a quarter clockwise); one that reads as sure upright print
 * there is judged without more. The others are read the other way round too, and the surer reading wins: text
 * upside down reads as debris of low probability.
 */
async function judgeTurns(
  pool: PaddlePool,
  image: RgbImage,
  boxes: PixelBox[],
  options: PaddleReadOptions,
): Promise<Map<PixelBox, Judged>> {
  const voters = boxes
    .filter((box) => longSide(box) >= CLEAR_SHAPE * shortSide(box))
    .sort((a, b) => longSide(b) - longSide(a))
    .slice(0, options.voters ?? VOTERS);
  const firstReads = await recognise(
    pool,
    image,
    voters.map((box) => ({ ...box, turn: isAcross(box) ? 0 : 90 }) as TurnedBox),
    options,
  );
  const doubtful = firstReads.filter((read) => uprightScore(read) < SURE_UPRIGHT);
  const otherReads = await recognise(
    pool,
    image,
    doubtful.map((read) => ({ ...read, turn: flipped(read.turn) })),
    options,
  );
  const judged = new Map<PixelBox, Judged>();
  voters.forEach((box, i) => {
    const one = firstReads[i];
    const other = otherReads[doubtful.indexOf(one)];
    // A sure first reading is weighed as if the other way had read nothing.
    const otherScore = other ? uprightScore(other) : 0;
    const best = other && otherScore > uprightScore(one) ? other : one;
    const margin = Math.abs(uprightScore(one) - otherScore);
    judged.set(box, { turn: best.turn, weight: longSide(box) * margin, read: best });
  });
  return judged;
}

/**
 * The card's turn: the vote of the judged boxes, each weighing its length times its margin; votes for the card
 * as it lies count `prior` times (photos are mostly taken upright, and a front's name printed up the side
 * must not turn the whole card).
 */
function cardTurn(judged: Map<PixelBox, Judged>, prior: number): Turn {
  const votes = new Map<Turn, number>();
  for (const { turn, weight } of judged.values()) {
    votes.set(turn, (votes.get(turn) ?? 0) + weight * (turn === 0 ? prior : 1));
  }
  let best: Turn = 0;
  for (const [turn, weight] of votes) if (weight > (votes.get(best) ?? 0)) best = turn;
  return best;
}

/**
 * Each box's turn: boxes that run the card's way are read with the card's turn; boxes across it (a name
 * printed up the side of an upright card) with their own judged turn, else as they lie when across the
 * photo and a quarter turn clockwise when down it (names printed upwards are the more common).
 */
function boxTurns(boxes: PixelBox[], card: Turn, judged: Map<PixelBox, Judged>): TurnedBox[] {
  const cardAcross = card === 0 || card === 180;
  return boxes.map((box) => {
    const own = judged.get(box);
    // A box read far better another way round keeps its own turn (cards mix directions: a landscape back
    // with its write-up printed up the side).
    if (own && own.weight >= OWN_TURN_MARGIN * longSide(box)) return { ...box, turn: own.turn };
    const clear = longSide(box) >= CLEAR_SHAPE * shortSide(box);
    if (!clear || isAcross(box) === cardAcross) return { ...box, turn: card };
    return { ...box, turn: own?.turn ?? (isAcross(box) ? 0 : 90) };
  });
}

/** A box read: its text in the reading alphabet, and as the orientation judge sees it. */
interface ReadBox extends TurnedBox, DecodedText {
  asJudged: DecodedText;
}

/** The recogniser's input width for a box: its upright aspect at REC_HEIGHT, capped at REC_MAX_WIDTH. */
function lineWidth(box: TurnedBox): number {
  const size = uprightSize(box, box.turn);
  return Math.min(
    REC_MAX_WIDTH,
    Math.max(REC_HEIGHT / 2, Math.ceil((REC_HEIGHT * size.width) / size.height)),
  );
}

/**
 * Recognises the boxes, one line a run. Runs of several lines padded to the widest were slower on one ONNX thread:
 * on 25 tuning-half cards, 926-960 ms a side one by one against 1,321-1,558 in runs of 8 (sorted by width) and
 * 1,130 in runs of lines within 10% of one another's width.
 */
async function recognise(
  pool: PaddlePool,
  image: RgbImage,
  boxes: TurnedBox[],
  options: PaddleReadOptions,
): Promise<ReadBox[]> {
  return Promise.all(
    boxes.map(async (box) => {
      const width = lineWidth(box);
      // The recogniser steps 8 columns at a time.
      const stride = Math.ceil(width / 8) * 8;
      const data = new Float32Array(3 * REC_HEIGHT * stride);
      sampleLine(
        image,
        box,
        box.turn,
        width,
        REC_HEIGHT,
        data,
        0,
        stride,
        options.recognitionScaling,
      );
      const path = await pool.recognize({ data, dims: [1, 3, REC_HEIGHT, stride] });
      return {
        ...box,
        ...decodeBestPath(path, 0, pool.dictionary, READ_ALPHABET),
        asJudged: decodeBestPath(path, 0, pool.dictionary, JUDGE_ALPHABET),
      };
    }),
  );
}

/** A box in 0..1 of the upright card. */
type UnitBox = OcrLine['box'];

function uprightBox(box: PixelBox, card: Turn, image: RgbImage): UnitBox {
  const x0 = box.x0 / image.width;
  const x1 = box.x1 / image.width;
  const y0 = box.y0 / image.height;
  const y1 = box.y1 / image.height;
  if (card === 0) return { x0, y0, x1, y1 };
  if (card === 180) return { x0: 1 - x1, y0: 1 - y1, x1: 1 - x0, y1: 1 - y0 };
  // Turned clockwise a quarter: (x, y) goes to (1 - y, x).
  if (card === 90) return { x0: 1 - y1, y0: x0, x1: 1 - y0, y1: x1 };
  return { x0: y0, y0: 1 - x1, x1: y1, y1: 1 - x0 };
}

/** Pieces of text on one row of the upright card close enough to be one line. */
const ROW_GAP = 2.5;

/**
 * Joins the read boxes into lines of the upright card: boxes that run the card's way and share a row (most
 * of their heights overlap, and the gap between them is under a few heights) become one line, left to right.
 * Boxes read across the card stay lines of their own.
 */
export function joinLines(pieces: (OcrLine & { across: boolean })[]): OcrLine[] {
  const across = pieces.filter((piece) => piece.across).sort((a, b) => a.box.x0 - b.box.x0);
  const rows: (OcrLine & { across: boolean })[][] = [];
  for (const piece of across) {
    const height = piece.box.y1 - piece.box.y0;
    const row = rows.find((candidate) => {
      const last = candidate[candidate.length - 1];
      const overlap = Math.min(last.box.y1, piece.box.y1) - Math.max(last.box.y0, piece.box.y0);
      const lastHeight = last.box.y1 - last.box.y0;
      const gap = piece.box.x0 - last.box.x1;
      return (
        overlap >= 0.5 * Math.min(height, lastHeight) &&
        gap <= ROW_GAP * Math.max(height, lastHeight)
      );
    });
    if (row) row.push(piece);
    else rows.push([piece]);
  }
  const lines: OcrLine[] = rows.map((row) => ({
    text: row.map((piece) => piece.text).join(' '),
    confidence: row.reduce((sum, piece) => sum + piece.confidence, 0) / row.length,
    box: {
      x0: Math.min(...row.map((piece) => piece.box.x0)),
      y0: Math.min(...row.map((piece) => piece.box.y0)),
      x1: Math.max(...row.map((piece) => piece.box.x1)),
      y1: Math.max(...row.map((piece) => piece.box.y1)),
    },
  }));
  for (const piece of pieces)
    if (!piece.across)
      lines.push({ text: piece.text, confidence: piece.confidence, box: piece.box });
  return lines.sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}

/** The largest boxes found, largest first: debris beyond MAX_BOXES costs time. */
function largestBoxes(boxes: PixelBox[]): PixelBox[] {
  const area = (box: PixelBox) => (box.x1 - box.x0) * (box.y1 - box.y0);
  return [...boxes].sort((a, b) => area(b) - area(a)).slice(0, MAX_BOXES);
}

/** Boxes read surely enough to keep, each placed on the upright card as `place` says. */
function confidentPieces(
  read: ReadBox[],
  place: (box: ReadBox) => { box: UnitBox; across: boolean },
): (OcrLine & { across: boolean })[] {
  return read
    .filter((box) => box.text && box.confidence >= MIN_LINE_CONFIDENCE)
    .map((box) => ({
      text: box.text,
      confidence: Math.round(box.confidence * 100),
      ...place(box),
    }));
}

function readingOf(role: ImageRole, lines: OcrLine[], rotation: Turn, aspect: number): OcrReading {
  return { role, lines, text: lines.map((line) => line.text).join('\n'), rotation, aspect };
}

/**
 * PP-OCR reading of one prepared card (its colour copy): text boxes found once on the card as it lies;
 * which way up it lies voted by the longest boxes read both ways round where in doubt; every box read turned upright
 * (text printed across the card's direction, such as a name up the side, included); pieces joined into
 * lines of the upright card.
 */
export async function readCardPaddle(
  pool: PaddlePool,
  card: PreparedCard,
  role: ImageRole,
  options: PaddleReadOptions = {},
): Promise<OcrReading[]> {
  const image = card.colour;
  if (!image) throw new Error('the PP-OCR reader needs the colour copy of the card');
  const detectionSide = options.detectionLongSide ?? Math.max(image.width, image.height);
  const found = largestBoxes(await detect(pool, image, detectionSide, options.detection));
  const judged = await judgeTurns(pool, image, found, options);
  const turn = cardTurn(judged, options.uprightPrior ?? UPRIGHT_PRIOR);
  // Boxes already read the right way round while judging are not read again.
  const turnedBoxes = boxTurns(found, turn, judged);
  const reused = turnedBoxes.map((box, i) => {
    const seen = judged.get(found[i]);
    return seen && seen.read.turn === box.turn ? seen.read : null;
  });
  const fresh = await recognise(
    pool,
    image,
    turnedBoxes.filter((_, i) => !reused[i]),
    options,
  );
  const read = reused.map((seen) => seen ?? (fresh.shift() as ReadBox));
  const cardAcross = turn === 0 || turn === 180;
  const pieces = confidentPieces(read, (box) => ({
    box: uprightBox(box, turn, image),
    across: box.turn === turn,
  }));
  const aspect = cardAcross ? image.width / image.height : image.height / image.width;
  return [readingOf(role, joinLines(pieces), turn, aspect)];
}

/** A horizontal band of the upright card, top and bottom as shares of its height. */
export type Band = [top: number, bottom: number];

/**
 * A closer reading of one band of the upright card (where the copyright line and small print sit): the band cut
 * from the colour card turned upright, enlarged `enlarge` times, its text found and read as it lies; boxes mapped
 * back to the whole upright card.
 */
export async function readBandPaddle(
  pool: PaddlePool,
  card: PreparedCard,
  role: ImageRole,
  turn: Turn,
  band: Band,
  enlarge: number,
): Promise<OcrReading> {
  const image = card.colour;
  if (!image) throw new Error('the PP-OCR reader needs the colour copy of the card');
  const upright = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .rotate(turn)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  const top = Math.floor(band[0] * height);
  const bandHeight = Math.max(1, Math.min(Math.ceil((band[1] - band[0]) * height), height - top));
  const enlarged = await sharp(upright.data, { raw: { width, height, channels: 3 } })
    .extract({ left: 0, top, width, height: bandHeight })
    .resize(Math.round(width * enlarge), Math.round(bandHeight * enlarge), {
      fit: 'fill',
      kernel: 'cubic',
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const strip: RgbImage = {
    data: enlarged.data,
    width: enlarged.info.width,
    height: enlarged.info.height,
  };
  const boxes = largestBoxes(await detect(pool, strip, Math.max(strip.width, strip.height)))
    .filter(isAcross)
    .map((box) => ({ ...box, turn: 0 as Turn }));
  const read = await recognise(pool, strip, boxes, {});
  const pieces = confidentPieces(read, (box) => ({
    box: {
      x0: box.x0 / strip.width,
      x1: box.x1 / strip.width,
      y0: (top + box.y0 / enlarge) / height,
      y1: (top + box.y1 / enlarge) / height,
    },
    across: true,
  }));
  return readingOf(role, joinLines(pieces), turn, width / height);
}
