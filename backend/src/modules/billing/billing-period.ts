import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { calendarDay, dayRange, localDay } from '../../common';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A calendar month in a dealer's time zone: its days and the instants [from, to) that cover them. */
export interface BillingMonth {
  /** YYYY-MM */
  key: string;
  periodStart: string;
  periodEnd: string;
  from: Date;
  to: Date;
}

export function billingMonth(year: number, month: number, timeZone: string): BillingMonth {
  const key = `${year}-${String(month).padStart(2, '0')}`;
  const periodStart = `${key}-01`;
  const periodEnd = calendarDay(periodStart).endOf('month').format('YYYY-MM-DD');
  const { from, to } = dayRange(periodStart, periodEnd, timeZone);
  return { key, periodStart, periodEnd, from, to };
}

/** The month a moment falls in, in the time zone: { year, month (1-12), day }. */
export function localDate(
  now: Date,
  timeZone: string,
): { year: number; month: number; day: number } {
  const local = dayjs(now).tz(timeZone);
  return { year: local.year(), month: local.month() + 1, day: local.date() };
}

/** The month before the one `now` falls in, in the time zone, as YYYY-MM. */
export function previousMonthKey(now: Date, timeZone: string): string {
  return calendarDay(localDay(now, timeZone))
    .startOf('month')
    .subtract(1, 'month')
    .format('YYYY-MM');
}

/** "2026-11" -> "November 2026" */
export function monthName(key: string): string {
  return dayjs(`${key}-01`).format('MMMM YYYY');
}

/** The first day of the month twelve months before this one: how far back billing looks. */
export function yearBefore(periodStart: string): string {
  return dayjs(periodStart).subtract(12, 'month').format('YYYY-MM-DD');
}
