import { MAX_CUSTOM_RANGE_YEARS } from '@pennant/contracts';
import dayjs from 'dayjs';
import type { PeriodSelection } from './components/period-filter';
import { readPeriodSelection, writePeriodSelection } from './period-in-address';

const read = (query: string) => readPeriodSelection(new URLSearchParams(query));
const write = (selection: PeriodSelection, query = '') =>
  writePeriodSelection(new URLSearchParams(query), selection).toString();
const MONTH: PeriodSelection = { period: 'month', start: null, end: null };

describe("/sales' period in the address", () => {
  it('is Month for a plain /sales, and Month stays out of the address', () => {
    expect(read('')).toEqual(MONTH);
    expect(write(MONTH)).toBe('');
  });

  it('keeps Week, Quarter and Year, read back as written', () => {
    for (const period of ['week', 'quarter', 'year'] as const) {
      const query = write({ period, start: null, end: null });
      expect(query).toBe(`period=${period}`);
      expect(read(query)).toEqual({ period, start: null, end: null });
    }
  });

  it('keeps a custom range, and one end while the other is still to choose', () => {
    const range: PeriodSelection = { period: null, start: '2026-01-05', end: '2026-03-31' };
    expect(write(range)).toBe('start=2026-01-05&end=2026-03-31');
    expect(read('start=2026-01-05&end=2026-03-31')).toEqual(range);
    expect(write({ period: null, start: '2026-01-05', end: null })).toBe('start=2026-01-05');
    expect(read('start=2026-01-05')).toEqual({ period: null, start: '2026-01-05', end: null });
  });

  it('leaves the other parameters of the address alone', () => {
    expect(write({ period: 'year', start: null, end: null }, 'tab=x&start=2026-01-01')).toBe(
      'tab=x&period=year',
    );
  });

  it('falls back to Month for what the API would refuse', () => {
    for (const query of [
      'period=decade',
      'period=week&start=2026-01-01&end=2026-01-31',
      'start=2026-02-30&end=2026-03-31',
      'start=2026-03-31&end=2026-01-01',
      'start=2026-01-01&end=3000-01-01',
      'start=1/1/2026',
      'end=soon',
    ])
      expect(read(query)).toEqual(MONTH);
  });

  it(`takes a custom range of at most ${MAX_CUSTOM_RANGE_YEARS} years`, () => {
    const longest = dayjs('2024-03-01').add(MAX_CUSTOM_RANGE_YEARS, 'year').format('YYYY-MM-DD');
    const tooLong = dayjs(longest).add(1, 'day').format('YYYY-MM-DD');
    expect(read(`start=2024-03-01&end=${longest}`)).toEqual({
      period: null,
      start: '2024-03-01',
      end: longest,
    });
    expect(read(`start=2024-03-01&end=${tooLong}`)).toEqual(MONTH);
  });
});
