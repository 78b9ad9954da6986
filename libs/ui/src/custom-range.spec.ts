import dayjs from 'dayjs';
import {
  firstStart,
  isCustomRangeTaken,
  lastEnd,
  outsideCustomRange,
  queryDayOf,
} from './custom-range';

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

describe('days and ranges read from an address', () => {
  it('takes only real days the API takes in a query', () => {
    expect(queryDayOf('2026-02-28')).toBe('2026-02-28');
    expect(queryDayOf('2026-02-30')).toBeNull();
    expect(queryDayOf('1969-12-31')).toBeNull();
    expect(queryDayOf('3000-01-01')).toBeNull();
    expect(queryDayOf('2026-2-1')).toBeNull();
    expect(queryDayOf(null)).toBeNull();
  });

  it('takes a range in order and at most two years long', () => {
    expect(isCustomRangeTaken('2024-03-15', '2026-03-15')).toBe(true);
    expect(isCustomRangeTaken('2024-03-15', '2026-03-16')).toBe(false);
    expect(isCustomRangeTaken('2026-03-15', '2026-03-14')).toBe(false);
  });
});
