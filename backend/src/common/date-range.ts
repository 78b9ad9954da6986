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

const MAX_CUSTOM_DAYS = 3660;

export function monthRange(timeZone: string, monthsBack: number, now: Date = new Date()): DayRange {
  const month = dayjs(now).tz(timeZone).startOf('month').subtract(monthsBack, 'month');
  return dayRange(month.format('YYYY-MM-DD'), month.endOf('month').format('YYYY-MM-DD'), timeZone);
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
  const days = dayjs(end).diff(dayjs(start), 'day');
  if (days < 0) throw rangeError('end', 'end must not be before start');
  if (days > MAX_CUSTOM_DAYS) throw rangeError('end', 'end may be at most ten years after start');
  return dayRange(start, end, timeZone);
}

/** The instants [from, to) that cover the calendar days [startDay, endDay] in a time zone. */
export function dayRange(startDay: string, endDay: string, timeZone: string): DayRange {
  return {
    startDay,
    endDay,
    from: dayjs.tz(startDay, timeZone).toDate(),
    to: dayjs.tz(endDay, timeZone).add(1, 'day').toDate(),
  };
}

/** The field's own error says what the message says, so a form can show it beside the field. */
export function rangeError(field: string, message: string): BadRequestError {
  return new BadRequestError('RANGE_INVALID', message, [{ field, message }]);
}
