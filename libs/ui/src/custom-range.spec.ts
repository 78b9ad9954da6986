import dayjs from 'dayjs';
import { firstStart, lastEnd, outsideCustomRange } from './custom-range';

const day = (value: string) => dayjs(value, 'YYYY-MM-DD');

describe('outsideCustomRange', () => {
  it('offers any day while neither end is chosen', () => {
    expect(outsideCustomRange(day('1999-01-01'), {})).toBe(false);
  });

  it('offers ends from the start to two years after it, as the API takes them', () => {
    const start = day('2024-03-15');
    expect(outsideCustomRange(day('2024-03-14'), { start })).toBe(true);
    expect(outsideCustomRange(day('2024-03-15'), { start })).toBe(false);
    expect(outsideCustomRange(day('2026-03-15'), { start })).toBe(false);
    expect(outsideCustomRange(day('2026-03-16'), { start })).toBe(true);
  });

  it('offers starts from two years before the end to the end', () => {
    const end = day('2026-03-15');
    expect(outsideCustomRange(day('2024-03-14'), { end })).toBe(true);
    expect(outsideCustomRange(day('2024-03-15'), { end })).toBe(false);
    expect(outsideCustomRange(day('2026-03-16'), { end })).toBe(true);
  });

  it('keeps a leap day start and its last end consistent both ways', () => {
    const start = day('2024-02-29');
    expect(lastEnd(start).format('YYYY-MM-DD')).toBe('2026-02-28');
    expect(outsideCustomRange(start, { end: lastEnd(start) })).toBe(false);
    expect(firstStart(day('2026-02-28')).format('YYYY-MM-DD')).toBe('2024-02-28');
  });
});
