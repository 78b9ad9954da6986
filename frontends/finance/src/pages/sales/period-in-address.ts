import { SALES_PERIODS, type SalesPeriod } from '@pennant/contracts';
import { isCustomRangeTaken, queryDayOf } from '@pennant/ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_PERIOD,
  DEFAULT_SELECTION,
  type PeriodSelection,
} from './components/period-filter';

/**
 * /sales' period lives in the address (`?period=quarter`, `?start=2026-01-01&end=2026-03-31`), so a reload, Back or a
 * shared link shows the figures the dealer chose, as /cards keeps its view (stop 33).
 */
export const PERIOD_PARAM = 'period';
export const START_PARAM = 'start';
export const END_PARAM = 'end';

function isSalesPeriod(value: string): value is SalesPeriod {
  return (SALES_PERIODS as readonly string[]).includes(value);
}

/** The ends as the dealer chose them so far; null when one is no day or the range is one the API refuses. */
function customEnds(start: string | null, end: string | null): PeriodSelection | null {
  const first = queryDayOf(start);
  const last = queryDayOf(end);
  if ((start !== null && !first) || (end !== null && !last)) return null;
  if (first && last && !isCustomRangeTaken(first, last)) return null;
  return { period: null, start: first, end: last };
}

/**
 * The period an address asks for. Anything the API would refuse (an unknown period, a period and dates together, a
 * date that is none, an end before the start, a range over two years) falls back to Month rather than an error. One
 * end alone is a custom range whose other end is still to choose, as the filter shows it.
 */
export function readPeriodSelection(params: URLSearchParams): PeriodSelection {
  const period = params.get(PERIOD_PARAM);
  const start = params.get(START_PARAM);
  const end = params.get(END_PARAM);
  if (start === null && end === null)
    return period !== null && isSalesPeriod(period)
      ? { period, start: null, end: null }
      : DEFAULT_SELECTION;
  if (period !== null) return DEFAULT_SELECTION;
  return customEnds(start, end) ?? DEFAULT_SELECTION;
}

/** The address's query with a period in it: only what differs from Month; other parameters are kept. */
export function writePeriodSelection(
  params: URLSearchParams,
  selection: PeriodSelection,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [PERIOD_PARAM, START_PARAM, END_PARAM]) next.delete(name);
  if (selection.period) {
    if (selection.period !== DEFAULT_PERIOD) next.set(PERIOD_PARAM, selection.period);
    return next;
  }
  if (selection.start) next.set(START_PARAM, selection.start);
  if (selection.end) next.set(END_PARAM, selection.end);
  return next;
}

/** The period shown and its setter; a change replaces the history entry, so Back leaves /sales. */
export function usePeriodInAddress(): [PeriodSelection, (selection: PeriodSelection) => void] {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (selection: PeriodSelection) =>
      setParams((previous) => writePeriodSelection(previous, selection), { replace: true }),
    [setParams],
  );
  return [readPeriodSelection(params), change];
}
