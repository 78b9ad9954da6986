import { MAX_CUSTOM_RANGE_YEARS } from '@pennant/contracts';
import type { Dayjs } from 'dayjs';

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
