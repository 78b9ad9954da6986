import sharp from 'sharp';
import { loadCatalog } from '../catalog';
import { sniffImageType } from '../image';
import { generateCard, setName } from './index';

// Rendering and loading the catalog take seconds on a busy 2-core machine.
jest.setTimeout(60_000);

describe('generateCard', () => {
  it('draws the same card from the same seed and a different one from another seed', async () => {
    const first = await generateCard(42);
    const again = await generateCard(42);
    const other = await generateCard(43);
    expect(again.truth).toEqual(first.truth);
    expect(again.front.equals(first.front)).toBe(true);
    expect(other.truth).not.toEqual(first.truth);
  });

  it('shows a real checklist card: the truth is a (set, year, number, player) the catalog knows', async () => {
    const { truth } = await generateCard(7);
    const listed = loadCatalog().checklist.some(
      (entry) =>
        entry.name === truth.player &&
        entry.year === truth.year &&
        entry.number === truth.cardNumber &&
        setName(entry) === truth.set,
    );
    expect(listed).toBe(true);
  });

  it('delivers scanner-like JPEGs: card on a margin, turned as drawn, front portrait and back either way', async () => {
    const card = await generateCard(11);
    expect(sniffImageType(card.front)).toBe('image/jpeg');
    expect(sniffImageType(card.back)).toBe('image/jpeg');
    const front = await sharp(card.front).metadata();
    const sideways = card.effects.front!.rotation % 180 !== 0;
    const [shortSide, longSide] = sideways
      ? [front.height!, front.width!]
      : [front.width!, front.height!];
    // 750 x 1050 card plus 4-12% margins each side, slightly skewed.
    expect(shortSide).toBeGreaterThan(800);
    expect(longSide).toBeGreaterThan(1100);
    expect(longSide / shortSide).toBeGreaterThan(1.2);
  });

  it('can render a clean card without scanner effects', async () => {
    const card = await generateCard(5, { effects: false });
    expect(await sharp(card.front).metadata()).toMatchObject({
      format: 'png',
      width: 750,
      height: 1050,
    });
    expect(card.effects).toEqual({ front: null, back: null });
  });
});
