import { currentMonth, ordersKey, salesAnalyticsKey } from './finance-api';

describe('finance api', () => {
  it('asks for a period, or a custom range, of sales figures', () => {
    expect(salesAnalyticsKey({ period: 'quarter' })).toBe('/api/analytics/sales?period=quarter');
    expect(salesAnalyticsKey({ startDate: '2026-10-01', endDate: '2026-10-31' })).toBe(
      '/api/analytics/sales?startDate=2026-10-01&endDate=2026-10-31',
    );
  });

  it('pages and filters orders by date', () => {
    expect(
      ordersKey({ startDate: '2026-10-01', endDate: '2026-10-31', page: 2, pageSize: 20 }),
    ).toBe('/api/orders?startDate=2026-10-01&endDate=2026-10-31&page=2&pageSize=20');
  });

  it("bills the current month of the dealer's time zone", () => {
    // 03:30 UTC on November 1st is still October 31st in New York.
    const edge = new Date('2026-11-01T03:30:00Z');
    expect(currentMonth('America/New_York', edge)).toEqual({ year: 2026, month: 10 });
    expect(currentMonth('UTC', edge)).toEqual({ year: 2026, month: 11 });
  });
});
