import { MAX_CUSTOM_RANGE_YEARS } from '@pennant/contracts';
import dayjs from 'dayjs';
import { readRangeSelection, writeRangeSelection } from './range-in-address';
import type { RangeSelection } from './service';

const read = (query: string) => {
  const { range, dates } = readRangeSelection(new URLSearchParams(query));
  return { range, dates: dates?.map((date) => date.format('YYYY-MM-DD')) ?? null };
};
const write = (selection: RangeSelection, query = '') =>
  writeRangeSelection(new URLSearchParams(query), selection).toString();

describe('the dashboard period in the address', () => {
  it('is This Month for a plain /dashboard, and stays out of the address', () => {
    expect(read('')).toEqual({ range: 'this-month', dates: null });
    expect(write({ range: 'this-month', dates: null })).toBe('');
  });

  it('keeps Last Month and a custom range, read back as written', () => {
    expect(write({ range: 'last-month', dates: null })).toBe('range=last-month');
    expect(read('range=last-month')).toEqual({ range: 'last-month', dates: null });
    const custom = write({ range: 'custom', dates: [dayjs('2026-01-05'), dayjs('2026-03-31')] });
    expect(custom).toBe('range=custom&start=2026-01-05&end=2026-03-31');
    expect(read(custom)).toEqual({ range: 'custom', dates: ['2026-01-05', '2026-03-31'] });
  });

  it('keeps Custom Range chosen while its dates are still to pick', () => {
    expect(write({ range: 'custom', dates: null })).toBe('range=custom');
    expect(read('range=custom')).toEqual({ range: 'custom', dates: null });
  });

  it('leaves the other parameters of the address alone', () => {
    expect(write({ range: 'last-month', dates: null }, 'ebay_connected=success&range=custom')).toBe(
      'ebay_connected=success&range=last-month',
    );
    expect(write({ range: 'this-month', dates: null }, 'start=2026-01-01&x=1')).toBe('x=1');
  });

  it('falls back to This Month for what the API would refuse', () => {
    const thisMonth = { range: 'this-month', dates: null };
    for (const query of [
      'range=next-month',
      'range=custom&start=2026-01-01',
      'range=custom&start=2026-02-30&end=2026-03-31',
      'range=custom&start=2026-03-31&end=2026-01-01',
      'range=custom&start=1969-12-31&end=1970-01-31',
      'range=custom&start=26-01-01&end=26-02-01',
      'range=custom&start=tomorrow&end=2026-02-01',
    ])
      expect(read(query)).toEqual(thisMonth);
  });

  it(`takes a custom range of at most ${MAX_CUSTOM_RANGE_YEARS} years`, () => {
    const longest = dayjs('2024-03-01').add(MAX_CUSTOM_RANGE_YEARS, 'year').format('YYYY-MM-DD');
    const tooLong = dayjs(longest).add(1, 'day').format('YYYY-MM-DD');
    expect(read(`range=custom&start=2024-03-01&end=${longest}`)).toEqual({
      range: 'custom',
      dates: ['2024-03-01', longest],
    });
    expect(read(`range=custom&start=2024-03-01&end=${tooLong}`)).toEqual({
      range: 'this-month',
      dates: null,
    });
  });
});
