import { billingStatusLabel, formatBillingMonth } from './billing-period';

describe('billing periods', () => {
  it('names the month of a cycle without shifting it by the time zone', () => {
    expect(formatBillingMonth('2026-01-01')).toBe('Jan 2026');
    expect(formatBillingMonth('2025-12-01')).toBe('Dec 2025');
    expect(formatBillingMonth('soon')).toBe('soon');
  });

  it('shows payment_failed as Failed', () => {
    expect(billingStatusLabel('payment_failed')).toBe('Failed');
    expect(billingStatusLabel('no_charge')).toBe('No charge');
  });
});
