import { queryPath, useApi } from '@pennant/api-client';
import type { BillingCycle, BillingCycleStatus } from '@pennant/contracts';

export const RECENT_CYCLES = 5;

export function billingCyclesKey(year: number): string {
  return queryPath('/api/billing/cycles', { year });
}

/** The spec: a cycle is green when paid, yellow otherwise. */
export function cycleColor(status: BillingCycleStatus): 'green' | 'gold' {
  return status === 'paid' ? 'green' : 'gold';
}

/** The newest cycles first, at most five. */
export function recentCycles(cycles: BillingCycle[]): BillingCycle[] {
  return [...cycles]
    .sort((a, b) => b.periodStart.localeCompare(a.periodStart))
    .slice(0, RECENT_CYCLES);
}

/** GET /api/billing/cycles for the current year. */
export function useRecentBillingCycles(now = new Date()) {
  const { data, error, isLoading } = useApi<BillingCycle[]>(billingCyclesKey(now.getFullYear()));
  return { cycles: data ? recentCycles(data) : null, error, isLoading };
}
