import { billingTab, billingTiles, billingYears } from './billing-figures';
import { canMarkPaid } from './components/invoices-tab';

describe('billing page figures', () => {
  it('offers the years from 2024 to the current one, newest first', () => {
    expect(billingYears(new Date('2026-11-25T12:00:00Z'))).toEqual([2026, 2025, 2024]);
    expect(billingYears(new Date('2024-02-01T12:00:00Z'))).toEqual([2024]);
  });

  it('shows the four stats in USD', () => {
    const tiles = billingTiles({
      totalGrossSales: '10500.00',
      totalFeesPaid: '200.00',
      totalFeesPending: '10.00',
      averageMonthlyFee: '70.33',
    });
    expect(tiles.map((tile) => tile.value)).toEqual(['$10,500.00', '$200.00', '$10.00', '$70.33']);
    expect(billingTiles(null).map((tile) => tile.value)).toEqual([null, null, null, null]);
  });

  it('opens the tab the address names, Overview otherwise', () => {
    expect(billingTab('payment')).toBe('payment');
    expect(billingTab('nonsense')).toBe('overview');
    expect(billingTab(null)).toBe('overview');
  });

  it('lets the dealer mark only an unpaid local-provider invoice as paid', () => {
    expect(canMarkPaid({ provider: 'local', status: 'invoiced' })).toBe(true);
    expect(canMarkPaid({ provider: 'local', status: 'paid' })).toBe(false);
    expect(canMarkPaid({ provider: 'stripe', status: 'invoiced' })).toBe(false);
  });
});
