import type { BillingCycleStatus } from '@pennant/contracts';
import { billingMonth, localDate, previousMonthKey } from './billing-period';

/** A dealer as the month-end job sees them. */
export interface DealerCalendar {
  id: string;
  timeZone: string;
  /** When they became a dealer: no month ended before it is owed. */
  since: Date;
}

/** A cycle as the month-end job sees it. */
export interface CycleState {
  dealerId: string;
  /** YYYY-MM */
  month: string;
  status: BillingCycleStatus;
  feeDueCents: number;
}

export interface MonthOwed {
  dealerId: string;
  /** YYYY-MM */
  month: string;
}

/**
 * The months the month-end job bills at `now`, in each dealer's time zone: last month on the 1st (as always), or on
 * a later day when it has no cycle yet though the dealer was one before it ended (its 1st passed while the jobs did
 * not run); and every month before this one whose cycle is still pending with a fee (it waited for a card, or the
 * payment provider failed), so a bill owed is never left behind.
 */
export function monthsOwed(
  dealers: DealerCalendar[],
  cycles: CycleState[],
  now: Date,
): MonthOwed[] {
  const cyclesOf = new Map<string, CycleState[]>();
  for (const cycle of cycles) {
    const ofDealer = cyclesOf.get(cycle.dealerId);
    if (ofDealer) ofDealer.push(cycle);
    else cyclesOf.set(cycle.dealerId, [cycle]);
  }
  return dealers.flatMap((dealer) => owedBy(dealer, cyclesOf.get(dealer.id) ?? [], now));
}

function owedBy(dealer: DealerCalendar, cycles: CycleState[], now: Date): MonthOwed[] {
  const today = localDate(now, dealer.timeZone);
  const thisMonth = `${today.year}-${String(today.month).padStart(2, '0')}`;
  const lastMonth = previousMonthKey(now, dealer.timeZone);
  const months = new Set<string>();
  const lastMonthBilled = cycles.some((cycle) => cycle.month === lastMonth);
  if (today.day === 1 || (!lastMonthBilled && dealer.since < monthEnd(lastMonth, dealer.timeZone)))
    months.add(lastMonth);
  for (const cycle of cycles)
    if (cycle.status === 'pending' && cycle.feeDueCents > 0 && cycle.month < thisMonth)
      months.add(cycle.month);
  return [...months].sort().map((month) => ({ dealerId: dealer.id, month }));
}

function monthEnd(key: string, timeZone: string): Date {
  const [year, month] = key.split('-').map(Number);
  return billingMonth(year, month, timeZone).to;
}
