import { dayRange, monthRange } from './date-range';

describe('day ranges in a time zone', () => {
  it('ends a week whose last day is the day New York springs forward at the next midnight', () => {
    // Mar 8 2026 is 23 hours long in New York: Mar 9 00:00 EDT is 04:00Z, not 05:00Z.
    const week = dayRange('2026-03-02', '2026-03-08', 'America/New_York');
    expect(week.from.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(dayRange('2026-03-09', '2026-03-15', 'America/New_York').from).toEqual(week.to);
  });

  it('ends a week whose last day is the day New York falls back at the next midnight', () => {
    // Nov 1 2026 is 25 hours long: an order at 23:30 EST (04:30Z on Nov 2) is that day's.
    const week = dayRange('2026-10-26', '2026-11-01', 'America/New_York');
    expect(week.to.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(dayRange('2026-11-02', '2026-11-08', 'America/New_York').from).toEqual(week.to);
  });

  it("makes London's March and April of 2024 meet without overlapping", () => {
    const march = dayRange('2024-03-01', '2024-03-31', 'Europe/London');
    const april = dayRange('2024-04-01', '2024-04-30', 'Europe/London');
    expect(march.to.toISOString()).toBe('2024-03-31T23:00:00.000Z');
    expect(april.from).toEqual(march.to);
  });

  it("takes the month of a moment in the dealer's zone, and the one before", () => {
    const now = new Date('2024-03-31T23:30:00Z'); // Apr 1 00:30 in London
    expect(monthRange('Europe/London', 0, now)).toMatchObject({
      startDay: '2024-04-01',
      endDay: '2024-04-30',
    });
    expect(monthRange('Europe/London', 1, now)).toMatchObject({
      startDay: '2024-03-01',
      endDay: '2024-03-31',
      to: new Date('2024-03-31T23:00:00Z'),
    });
  });
});
