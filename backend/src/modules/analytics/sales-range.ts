import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { SalesPeriod } from '@pennant/contracts';
import {
  calendarDay,
  dayRange,
  lastDayOfCustomRange,
  localDay,
  MAX_CUSTOM_RANGE_YEARS,
  rangeError,
  type DayRange,
} from '../../common';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface SalesRangeQuery {
  period?: SalesPeriod;
  startDate?: string;
  endDate?: string;
}

/**
 * The days the analytics cover, in the dealer's time zone, up to and including today:
 * week = the last 7 days; month, quarter and year = the calendar one so far. Or the dealer's own
 * days, both included. Without either: this month (the spec's default period).
 */
export function salesRange(query: SalesRangeQuery, timeZone: string, now: Date): DayRange {
  const { period, startDate, endDate } = query;
  if (period && (startDate || endDate))
    throw rangeError('period', 'give either period or startDate and endDate, not both');
  if (startDate || endDate) return customDays(startDate, endDate, timeZone);
  const today = calendarDay(localDay(now, timeZone));
  const first = firstDayOf(period ?? 'month', today);
  return dayRange(first.format('YYYY-MM-DD'), today.format('YYYY-MM-DD'), timeZone);
}

function firstDayOf(period: SalesPeriod, today: dayjs.Dayjs): dayjs.Dayjs {
  if (period === 'week') return today.subtract(6, 'day');
  if (period === 'month') return today.startOf('month');
  if (period === 'year') return today.startOf('year');
  return today.startOf('month').subtract(today.month() % 3, 'month');
}

function customDays(start: string | undefined, end: string | undefined, timeZone: string) {
  if (!start) throw rangeError('startDate', 'startDate is required with endDate');
  if (!end) throw rangeError('endDate', 'endDate is required with startDate');
  if (end < start) throw rangeError('endDate', 'endDate must not be before startDate');
  if (end > lastDayOfCustomRange(start))
    throw rangeError(
      'endDate',
      `endDate must be at most ${MAX_CUSTOM_RANGE_YEARS} years after startDate`,
    );
  return dayRange(start, end, timeZone);
}

/** Every calendar day from startDay to endDay, both included (YYYY-MM-DD). */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (
    let day = calendarDay(range.startDay);
    day.format('YYYY-MM-DD') <= range.endDay;
    day = day.add(1, 'day')
  )
    days.push(day.format('YYYY-MM-DD'));
  return days;
}
