import type { Bbox } from 'tesseract.js';
import { firstTurnFromLayout } from './layout-turn';

const box = (x0: number, y0: number, x1: number, y1: number): Bbox => ({ x0, y0, x1, y1 });

/** Four lines of a left-aligned paragraph of ragged length. */
const leftAligned = [
  box(40, 100, 500, 120),
  box(40, 130, 380, 150),
  box(41, 160, 610, 180),
  box(39, 190, 300, 210),
];

/** The same paragraph turned upside down on a 650 x 300 page: now the ends line up. */
const upsideDown = leftAligned.map((b) => box(650 - b.x1, 300 - b.y1, 650 - b.x0, 300 - b.y0));

/** Turned a quarter clockwise on a 300-wide page: lines run downwards and start together at the top. */
const quarterClockwise = leftAligned.map((b) => box(300 - b.y1, b.x0, 300 - b.y0, b.x1));

describe('firstTurnFromLayout', () => {
  it('reads lines that start together as the card lies', () => {
    expect(firstTurnFromLayout(leftAligned, 4)).toBe(0);
    expect(firstTurnFromLayout(quarterClockwise, 4)).toBe(0);
  });

  it('reads lines that end together upside down', () => {
    expect(firstTurnFromLayout(upsideDown, 4)).toBe(180);
    const quarterAnticlockwise = quarterClockwise.map((b) =>
      box(300 - b.x1, 650 - b.y1, 300 - b.x0, 650 - b.y0),
    );
    expect(firstTurnFromLayout(quarterAnticlockwise, 4)).toBe(180);
  });

  it('does not guess from too few lines or from lines lined up at both ends', () => {
    expect(firstTurnFromLayout(leftAligned.slice(0, 2), 4)).toBeUndefined();
    const justified = [box(40, 100, 600, 120), box(40, 130, 600, 150), box(40, 160, 600, 180)];
    expect(firstTurnFromLayout(justified, 4)).toBeUndefined();
    expect(firstTurnFromLayout([], 4)).toBeUndefined();
  });
});
