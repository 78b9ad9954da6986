import { DASHBOARD_RANGES, type DashboardRange } from '@pennant/contracts';
import { isCustomRangeTaken, queryDayOf } from '@pennant/ui';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_RANGE, type RangeSelection } from './service';

/**
 * The dashboard's period lives in the address (`?range=last-month`, `?range=custom&start=2026-01-01&end=2026-03-31`),
 * so a reload, Back or a shared link shows the figures the dealer chose, as /cards keeps its view (stop 33).
 */
export const RANGE_PARAM = 'range';
export const START_PARAM = 'start';
export const END_PARAM = 'end';

const DAY_FORMAT = 'YYYY-MM-DD';

export const DEFAULT_SELECTION: RangeSelection = { range: DEFAULT_RANGE, dates: null };

function isDashboardRange(value: string | null): value is DashboardRange {
  return (DASHBOARD_RANGES as readonly (string | null)[]).includes(value);
}

/** Both ends, in order, at most the longest custom range apart (MAX_CUSTOM_RANGE_YEARS); null when not. */
function customDates(start: string | null, end: string | null): RangeSelection['dates'] {
  const first = queryDayOf(start);
  const last = queryDayOf(end);
  if (!first || !last || !isCustomRangeTaken(first, last)) return null;
  return [dayjs(first), dayjs(last)];
}

/**
 * The period an address asks for. Anything the API would refuse (an unknown range, a date that is none, an end before
 * the start, a range over two years) falls back to This Month rather than an error. `?range=custom` alone is Custom
 * Range with its dates still to choose.
 */
export function readRangeSelection(params: URLSearchParams): RangeSelection {
  const range = params.get(RANGE_PARAM);
  if (!isDashboardRange(range)) return DEFAULT_SELECTION;
  if (range !== 'custom') return { range, dates: null };
  const start = params.get(START_PARAM);
  const end = params.get(END_PARAM);
  if (start === null && end === null) return { range, dates: null };
  const dates = customDates(start, end);
  return dates ? { range, dates } : DEFAULT_SELECTION;
}

/** The address's query with a period in it: only what differs from This Month; other parameters are kept. */
export function writeRangeSelection(
  params: URLSearchParams,
  selection: RangeSelection,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [RANGE_PARAM, START_PARAM, END_PARAM]) next.delete(name);
  if (selection.range === DEFAULT_RANGE) return next;
  next.set(RANGE_PARAM, selection.range);
  if (selection.range === 'custom' && selection.dates) {
    next.set(START_PARAM, selection.dates[0].format(DAY_FORMAT));
    next.set(END_PARAM, selection.dates[1].format(DAY_FORMAT));
  }
  return next;
}

/** The period shown and its setter; a change replaces the history entry, so Back leaves the dashboard. */
export function useRangeInAddress(): [RangeSelection, (selection: RangeSelection) => void] {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (selection: RangeSelection) =>
      setParams((previous) => writeRangeSelection(previous, selection), { replace: true }),
    [setParams],
  );
  return [readRangeSelection(params), change];
}
