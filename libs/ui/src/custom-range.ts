import { FIRST_QUERY_DAY, LAST_QUERY_DAY, MAX_CUSTOM_RANGE_YEARS } from '@pennant/contracts';
import dayjs, { type Dayjs } from 'dayjs';

const DAY_FORMAT = 'YYYY-MM-DD';
const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True when `date` cannot be the other end of a custom range one of whose ends is `chosen`: the
 * range would span more than the API takes (MAX_CUSTOM_RANGE_YEARS), or `date` falls on the wrong side.
 */
export function outsideCustomRange(
  date: Dayjs,
  chosen: { start?: Dayjs | null; end?: Dayjs | null },
): boolean {
  const { start, end } = chosen;
  if (start && (date.isBefore(start, 'day') || date.isAfter(lastEnd(start), 'day'))) return true;
  if (end && (date.isAfter(end, 'day') || date.isBefore(firstStart(end), 'day'))) return true;
  return false;
}

/** The last day a range starting on `start` may end on. */
export function lastEnd(start: Dayjs): Dayjs {
  return start.add(MAX_CUSTOM_RANGE_YEARS, 'year');
}

/** The first day a range ending on `end` may start on. */
export function firstStart(end: Dayjs): Dayjs {
  return end.subtract(MAX_CUSTOM_RANGE_YEARS, 'year');
}

/** A real calendar day written YYYY-MM-DD that the API takes in a query (2026-02-30 is none), else null. */
export function queryDayOf(value: string | null): string | null {
  if (!value || !DAY_SHAPE.test(value) || value < FIRST_QUERY_DAY || value > LAST_QUERY_DAY)
    return null;
  return dayjs(value).format(DAY_FORMAT) === value ? value : null;
}

/** Whether the API takes [first, last] (YYYY-MM-DD days) as a custom range: in order, at most the longest apart. */
export function isCustomRangeTaken(first: string, last: string): boolean {
  return last >= first && last <= lastEnd(dayjs(first)).format(DAY_FORMAT);
}
