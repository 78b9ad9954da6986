import type { Bbox } from 'tesseract.js';

/** Line ends this close (px at working size) count as lined up. */
export const ALIGNMENT_TOLERANCE = 4;

/** The most line boxes whose given edge lies within the tolerance of one another. */
function mostLinedUp(edges: number[], tolerance: number): number {
  let most = 0;
  for (const edge of edges) {
    most = Math.max(most, edges.filter((other) => Math.abs(other - edge) <= tolerance).length);
  }
  return most;
}

/**
 * Which way up to read first, from page layout alone (about a tenth of a read's cost): printed lines
 * start together at a margin and end ragged. Lines that start together at the left (or, turned a
 * quarter clockwise, at the top) read as the card lies; lines that end together on the right (or
 * at the bottom) read upside down. Undefined when the layout does not say clearly (fronts, where
 * little text is printed, seldom do).
 */
export function firstTurnFromLayout(lines: Bbox[], tolerance: number): 0 | 180 | undefined {
  const across = lines.filter((box) => box.x1 - box.x0 > 1.5 * (box.y1 - box.y0));
  const down = lines.filter((box) => box.y1 - box.y0 > 1.5 * (box.x1 - box.x0));
  const linedUpAt = (acrossEdge: 'x0' | 'x1', downEdge: 'y0' | 'y1') =>
    mostLinedUp(
      across.map((box) => box[acrossEdge]),
      tolerance,
    ) +
    mostLinedUp(
      down.map((box) => box[downEdge]),
      tolerance,
    );
  const startsLinedUp = linedUpAt('x0', 'y0');
  const endsLinedUp = linedUpAt('x1', 'y1');
  if (Math.max(startsLinedUp, endsLinedUp) < 3) return undefined;
  if (startsLinedUp - endsLinedUp >= 2) return 0;
  if (endsLinedUp - startsLinedUp >= 2) return 180;
  return undefined;
}
