import type { BillingCycle, BillingCycleStatus } from '@pennant/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RecentCyclesList } from './components/billing-cycles-section';
import { cycleColor, recentCycles } from './billing-cycles';

function cycle(periodStart: string, status: BillingCycleStatus): BillingCycle {
  return {
    id: periodStart,
    periodStart,
    periodEnd: periodStart.replace(/01$/, '28'),
    grossSales: '100.00',
    refunds: '0.00',
    credits: '0.00',
    netSales: '100.00',
    revenueSharePercent: '2.00',
    feeDue: '2.00',
    carriedOver: '0.00',
    carriedIn: '0.00',
    creditCarriedOver: '0.00',
    status,
    invoice: null,
  };
}

describe("Settings' recent billing cycles", () => {
  it('is green when paid and yellow otherwise', () => {
    expect(cycleColor('paid')).toBe('green');
    for (const status of ['pending', 'invoiced', 'payment_failed', 'no_charge'] as const)
      expect(cycleColor(status)).toBe('gold');
  });

  it('draws each cycle with its colour and label', () => {
    const html = renderToStaticMarkup(
      createElement(RecentCyclesList, {
        cycles: [cycle('2026-10-01', 'paid'), cycle('2026-09-01', 'payment_failed')],
      }),
    );
    const items = html.split('<li').slice(1);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Oct 2026');
    expect(items[0]).toMatch(/ant-tag-green[^>]*>Paid</);
    expect(items[1]).toContain('Sep 2026');
    expect(items[1]).toMatch(/ant-tag-gold[^>]*>Failed</);
  });

  it('keeps the five newest cycles', () => {
    const months = ['01', '02', '03', '04', '05', '06', '07'].map((month) =>
      cycle(`2026-${month}-01`, 'paid'),
    );
    expect(recentCycles(months).map((c) => c.periodStart)).toEqual([
      '2026-07-01',
      '2026-06-01',
      '2026-05-01',
      '2026-04-01',
      '2026-03-01',
    ]);
  });
});
