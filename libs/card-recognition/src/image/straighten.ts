import sharp, { type Sharp } from 'sharp';
import {
  ANALYSIS_LONG_SIDE,
  BACKGROUND_TOLERANCE,
  CARD_SHARE,
  findCardBox,
  overviewOf,
  span,
  uniformBackground,
  type Box,
} from './card-area';
import { collectGray, type GrayImage } from './gray';

type Gray = GrayImage;

/**
 * Tilts searched (degrees either way) for a card photographed askew: in COARSE_SKEW_STEP first, then in SKEW_STEP
 * around the best of those (the box's area falls steadily towards the card's own tilt).
 */
const MAX_SKEW = 10;
const COARSE_SKEW_STEP = 1;
const SKEW_STEP = 0.25;
/**
 * A card tilted less than this is read as it lies: generated cards scanned up to 1.5 degrees askew read as well as
 * square ones, and turning them cost CPU and two of 200 cards a field. Beyond it, lines cut out as upright boxes
 * drift by more than their own height across the card.
 */
const MIN_SKEW = 1.5;
/** Side of the copy the tilt is measured on: a quarter degree moves a card's corner by a pixel or two there. */
const SKEW_LONG_SIDE = 600;

/** Points of the card (tones apart from the background) inside its box, as x, y pairs. */
function cardPoints(gray: Gray, box: Box, background: number): Int32Array {
  const points: number[] = [];
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++) {
      if (Math.abs(gray.data[y * gray.width + x] - background) > BACKGROUND_TOLERANCE)
        points.push(x, y);
    }
  }
  return Int32Array.from(points);
}

/** Area of the upright box around the points turned `degrees` clockwise; rows or columns nearly empty are noise. */
function turnedBoxArea(points: Int32Array, degrees: number, size: number): number {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const bins = 4 * size;
  const rows = new Int32Array(bins);
  const cols = new Int32Array(bins);
  for (let i = 0; i < points.length; i += 2) {
    const [x, y] = [points[i], points[i + 1]];
    cols[Math.round(x * cos - y * sin) + 2 * size]++;
    rows[Math.round(x * sin + y * cos) + 2 * size]++;
  }
  const extent = (counts: Int32Array, least: number) => {
    const found = span(Array.from(counts), least);
    return found ? found[1] - found[0] + 1 : bins;
  };
  const least = Math.max(2, size * CARD_SHARE);
  return extent(rows, least) * extent(cols, least);
}

/** `centre`, then the turns either side of it in `step` up to `reach` away, nearest first. */
function stepsAround(centre: number, reach: number, step: number): number[] {
  const turns = [centre];
  for (let k = 1; k * step <= reach + 1e-9; k++) turns.push(centre + k * step, centre - k * step);
  return turns;
}

/**
 * How much of the box's four sides the outline must reach, on average, to be a card's: the share of its rows that
 * reach the box's left side, of those that reach its right, and so for its columns and the top and bottom. Cards
 * photographed askew measured 0.68-1 (where part of the card is the table's grey, one or two sides are ragged); a
 * die-cut Stanley Cup back 0.13 and a card whose silver border the table's tone swallowed 0.26.
 */
const STRAIGHT_SIDES = 0.6;
/** How far short of its box (share of the box's side) a row of the outline may end and still reach it. */
const EDGE_SLACK = 0.02;

/**
 * The points turned `degrees` have a card's outline: its rows and columns end on the sides of the upright box around
 * them. A die-cut card (a trophy's outline) or the inside of a card whose border is the table's tone (a
 * diamond-framed photo) has a tightest turn too, but is no card lying askew.
 */
function rectangularAt(points: Int32Array, degrees: number, size: number): boolean {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const bins = 4 * size;
  const [rowFrom, rowTo] = [new Int32Array(bins).fill(bins), new Int32Array(bins).fill(-1)];
  const [colFrom, colTo] = [new Int32Array(bins).fill(bins), new Int32Array(bins).fill(-1)];
  for (let i = 0; i < points.length; i += 2) {
    const u = Math.round(points[i] * cos - points[i + 1] * sin) + 2 * size;
    const v = Math.round(points[i] * sin + points[i + 1] * cos) + 2 * size;
    rowFrom[v] = Math.min(rowFrom[v], u);
    rowTo[v] = Math.max(rowTo[v], u);
    colFrom[u] = Math.min(colFrom[u], v);
    colTo[u] = Math.max(colTo[u], v);
  }
  const spanOf = (from: Int32Array) => {
    const used = Array.from(from, (value) => (value < bins ? 1 : 0));
    return span(used, 1);
  };
  const [rows, cols] = [spanOf(rowFrom), spanOf(colFrom)];
  if (!rows || !cols) return false;
  /** Shares of the lines (rows or columns) whose ends reach the box's two sides across them. */
  const reach = (
    [first, last]: [number, number],
    from: Int32Array,
    to: Int32Array,
    [low, high]: [number, number],
  ): [number, number] => {
    const slack = Math.max(2, (high - low) * EDGE_SLACK);
    const inset = Math.round((last - first) * 0.05);
    let [reachLow, reachHigh] = [0, 0];
    for (let k = first + inset; k <= last - inset; k++) {
      if (from[k] <= low + slack) reachLow++;
      if (to[k] >= high - slack) reachHigh++;
    }
    const lines = last - first - 2 * inset + 1;
    return [reachLow / lines, reachHigh / lines];
  };
  const sides = [...reach(rows, rowFrom, rowTo, cols), ...reach(cols, colFrom, colTo, rows)];
  return sides.reduce((sum, share) => sum + share, 0) / sides.length >= STRAIGHT_SIDES;
}

/**
 * The coarse turn whose box is smallest, walking from 0 towards the side where the box shrinks until it grows again
 * (most photos lie square: they cost three measures).
 */
function descend(area: (degrees: number) => number, step: number): number {
  let [at, least] = [0, area(0)];
  const [right, left] = [area(step), area(-step)];
  if (least <= right && least <= left) return 0;
  const direction = right < left ? step : -step;
  [at, least] = [direction, Math.min(right, left)];
  while (Math.abs(at + direction) <= MAX_SKEW) {
    const next = area(at + direction);
    if (next >= least) break;
    [at, least] = [at + direction, next];
  }
  return at;
}

/** The turn whose box is smallest; the first given wins a tie (the one nearest the centre). */
function tightestTurn(area: (degrees: number) => number, turns: number[]): number {
  let best = { degrees: turns[0], area: area(turns[0]) };
  for (const degrees of turns.slice(1)) {
    const found = area(degrees);
    if (found < best.area) best = { degrees, area: found };
  }
  return best.degrees;
}

/**
 * The turn (degrees clockwise, within MAX_SKEW) that sets a card lying askew on a fairly uniform background square
 * to the frame: the one that fits the tightest upright box around it. 0 where the photo has no such background (a
 * scan cut to the card) or the card lies square already.
 */
export async function straighteningTurn(photo: Gray): Promise<number> {
  // Whether the card lies askew at all is told on the small copy; only then is its tilt measured closely.
  const glance = await cardOutline(photo, ANALYSIS_LONG_SIDE);
  if (!glance || Math.abs(descend(glance.area, COARSE_SKEW_STEP)) < MIN_SKEW) return 0;
  const close = await cardOutline(photo, SKEW_LONG_SIDE);
  if (!close) return 0;
  const coarse = descend(close.area, COARSE_SKEW_STEP);
  if (coarse === 0) return 0;
  const best = tightestTurn(
    close.area,
    stepsAround(coarse, COARSE_SKEW_STEP - SKEW_STEP, SKEW_STEP).filter(
      (degrees) => Math.abs(degrees) <= MAX_SKEW,
    ),
  );
  if (Math.abs(best) < MIN_SKEW) return 0;
  return rectangularAt(close.points, best, close.size) ? best : 0;
}

/** The card's points on a copy `longSide` px long, with the area of their box at a turn; null without a background. */
async function cardOutline(
  photo: Gray,
  longSide: number,
): Promise<{ points: Int32Array; size: number; area: (degrees: number) => number } | null> {
  const overview = await overviewOf(photo, longSide);
  const background = uniformBackground(overview);
  const box = background === null ? null : findCardBox(overview);
  if (background === null || !box) return null;
  const points = cardPoints(overview, box, background);
  const size = Math.max(overview.width, overview.height);
  return { points, size, area: (degrees) => turnedBoxArea(points, degrees, size) };
}

/** The photo turned `degrees` clockwise, the corners it uncovers filled with the background's tone. */
async function turned(image: Sharp, degrees: number, tone: number): Promise<Sharp> {
  const { data, info } = await image
    .clone()
    .rotate(degrees, { background: { r: tone, g: tone, b: tone, alpha: 1 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/**
 * The decoded photo with the card set square to the frame when it lay askew on a table, with its grayscale copy,
 * and the turn given (degrees clockwise, 0 when none).
 */
export async function squaredPhoto(
  image: Sharp,
): Promise<{ image: Sharp; gray: Gray; turn: number }> {
  const gray = await collectGray(image.clone().grayscale());
  const turn = await straighteningTurn(gray);
  if (turn === 0) return { image, gray, turn };
  const tone = uniformBackground(await overviewOf(gray, ANALYSIS_LONG_SIDE)) ?? 255;
  const square = await turned(image, turn, tone);
  return { image: square, gray: await collectGray(square.clone().grayscale()), turn };
}
