import { MAX_CUSTOM_RANGE_YEARS } from '@pennant/contracts';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { BadRequestError } from './domain-error';
import { FIRST_QUERY_DAY, isQueryableDay, LAST_QUERY_DAY } from './calendar-day.validator';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** Calendar days [startDay, endDay] in a time zone, and the instants [from, to) that cover them. */
export interface DayRange {
  startDay: string;
  endDay: string;
  from: Date;
  to: Date;
}

export { MAX_CUSTOM_RANGE_YEARS };

/** The last day a custom range starting on `startDay` may end on (YYYY-MM-DD). */
export function lastDayOfCustomRange(startDay: string): string {
  return calendarDay(startDay).add(MAX_CUSTOM_RANGE_YEARS, 'year').format('YYYY-MM-DD');
}

export function monthRange(timeZone: string, monthsBack: number, now: Date = new Date()): DayRange {
  const month = calendarDay(localDay(now, timeZone)).startOf('month').subtract(monthsBack, 'month');
  return dayRange(month.format('YYYY-MM-DD'), month.endOf('month').format('YYYY-MM-DD'), timeZone);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('YYYY-MM-DD');
}

/**
 * A YYYY-MM-DD day for calendar arithmetic (next day, start of month): read as UTC, where every day is 24 hours,
 * so adding a day never lands an hour off. Give the result to `dayRange` to make instants of it in a zone.
 */
export function calendarDay(day: string): dayjs.Dayjs {
  return dayjs.utc(day);
}

/** A custom range from two YYYY-MM-DD days, both included; 400 naming the field when wrong. */
export function customRange(
  start: string | undefined,
  end: string | undefined,
  timeZone: string,
): DayRange {
  if (!start) throw rangeError('start', 'start is required when range is custom');
  if (!end) throw rangeError('end', 'end is required when range is custom');
  for (const [field, value] of [
    ['start', start],
    ['end', end],
  ] as const) {
    if (!dayjs(value, 'YYYY-MM-DD', true).isValid())
      throw rangeError(field, `${field} is not a real calendar date: ${value}`);
    if (!isQueryableDay(value))
      throw rangeError(field, `${field} must be from ${FIRST_QUERY_DAY} to ${LAST_QUERY_DAY}`);
  }
  if (end < start) throw rangeError('end', 'end must not be before start');
  if (end > lastDayOfCustomRange(start))
    throw rangeError('end', `end must be at most ${MAX_CUSTOM_RANGE_YEARS} years after start`);
  return dayRange(start, end, timeZone);
}

/**
 * The instants [from, to) that cover the calendar days [startDay, endDay] in a time zone. The end is the next
 * day's midnight in the zone, not the end day's midnight plus 24 hours: a day when the clocks change is 23 or
 * 25 hours long.
 */
export function dayRange(startDay: string, endDay: string, timeZone: string): DayRange {
  const nextDay = calendarDay(endDay).add(1, 'day').format('YYYY-MM-DD');
  return {
    startDay,
    endDay,
    from: dayjs.tz(startDay, timeZone).toDate(),
    to: dayjs.tz(nextDay, timeZone).toDate(),
  };
}

/** The field's own error says what the message says, so a form can show it beside the field. */
export function rangeError(field: string, message: string): BadRequestError {
  return new BadRequestError('RANGE_INVALID', message, [{ field, message }]);
}
