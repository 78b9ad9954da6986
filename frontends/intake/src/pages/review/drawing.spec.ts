import { TILES_AHEAD, TILES_AT_ONCE, tilesDrawn } from './drawing';

describe('the review tiles drawn', () => {
  it('opens a long queue with its first tiles only', () => {
    expect(tilesDrawn(TILES_AT_ONCE, 0, 2000)).toBe(TILES_AT_ONCE);
  });

  it('draws every tile of a queue shorter than that', () => {
    expect(tilesDrawn(TILES_AT_ONCE, 0, 7)).toBe(7);
  });

  it('draws more as the dealer scrolls to the end of them', () => {
    expect(tilesDrawn(2 * TILES_AT_ONCE, 0, 2000)).toBe(2 * TILES_AT_ONCE);
  });

  it('keeps tiles drawn past the one the keys selected, however far down', () => {
    expect(tilesDrawn(TILES_AT_ONCE, 300, 2000)).toBe(301 + TILES_AHEAD);
    expect(tilesDrawn(TILES_AT_ONCE, 1999, 2000)).toBe(2000);
  });
});
