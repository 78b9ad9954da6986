import type { BillingCycle, SalesAnalytics } from '@pennant/contracts';

/** A billing cycle for October 2026, pending with a fee unless told otherwise. */
export function buildCycle(overrides: Partial<BillingCycle> = {}): BillingCycle {
  return {
    id: 'cycle-1',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    grossSales: '1250.00',
    refunds: '50.00',
    credits: '0.00',
    netSales: '1200.00',
    revenueSharePercent: '2.00',
    feeDue: '24.00',
    carriedOver: '0.00',
    carriedIn: '0.00',
    creditCarriedOver: '0.00',
    status: 'pending',
    invoice: null,
    ...overrides,
  };
}

/** Sales analytics for one week with the given totals. */
export function buildAnalytics(totals: Partial<SalesAnalytics['totals']> = {}): SalesAnalytics {
  return {
    range: { start: '2026-11-01', end: '2026-11-07', timeZone: 'America/New_York' },
    totals: {
      grossSales: '1234567.80',
      netAfterFee: '1209876.44',
      platformFee: '24691.36',
      orders: 1520,
      refunds: '0.00',
      ebayFees: '160493.81',
      ...totals,
    },
    trends: {
      dailySales: ['01', '02', '03', '04', '05', '06', '07'].map((day) => ({
        date: `2026-11-${day}`,
        sales: '10.00',
      })),
      feePercentage: '2.0',
    },
    insights: {
      sellThroughPercent: '37.5',
      medianDaysToSell: 6,
      ebayFeePercent: '13.0',
      averageSaleBySet: [],
      averageSaleByPlayer: [],
      gradedVsRaw: [],
      inventoryAge: [],
    },
  };
}
