import { monthsOwed, type CycleState, type DealerCalendar } from './months-owed';

const NEW_YORK: DealerCalendar = {
  id: 'ny',
  timeZone: 'America/New_York',
  since: new Date('2026-06-01T00:00:00Z'),
};

function cycle(month: string, status: CycleState['status'], feeDueCents = 75): CycleState {
  return { dealerId: 'ny', month, status, feeDueCents };
}

describe('the months the month-end job bills', () => {
  it('bills last month on the 1st, in the dealer’s time zone', () => {
    expect(monthsOwed([NEW_YORK], [], new Date('2027-02-01T06:00:00Z'))).toEqual([
      { dealerId: 'ny', month: '2027-01' },
    ]);
    // 03:00 UTC on the 1st is still January 31 in New York: nothing yet.
    expect(
      monthsOwed([NEW_YORK], [cycle('2026-12', 'paid')], new Date('2027-02-01T03:00:00Z')),
    ).toEqual([]);
  });

  it('bills last month on a later day when its 1st passed without a cycle', () => {
    expect(
      monthsOwed([NEW_YORK], [cycle('2026-12', 'paid')], new Date('2027-02-02T12:00:00Z')),
    ).toEqual([{ dealerId: 'ny', month: '2027-01' }]);
  });

  it('leaves a month alone once its cycle is settled, or when it ended before the dealer joined', () => {
    const now = new Date('2027-02-14T12:00:00Z');
    expect(monthsOwed([NEW_YORK], [cycle('2027-01', 'invoiced')], now)).toEqual([]);
    expect(monthsOwed([NEW_YORK], [cycle('2027-01', 'no_charge', 0)], now)).toEqual([]);
    const joinedInFebruary = { ...NEW_YORK, since: new Date('2027-02-03T12:00:00Z') };
    expect(monthsOwed([joinedInFebruary], [], now)).toEqual([]);
  });

  it('bills again any closed month still pending with a fee: it waited for a card, or the provider failed', () => {
    const now = new Date('2027-03-20T12:00:00Z');
    expect(
      monthsOwed(
        [NEW_YORK],
        [cycle('2026-12', 'pending'), cycle('2027-01', 'paid'), cycle('2027-02', 'pending')],
        now,
      ),
    ).toEqual([
      { dealerId: 'ny', month: '2026-12' },
      { dealerId: 'ny', month: '2027-02' },
    ]);
    // This month's cycle, made early by the dealer, waits for its month to end.
    expect(
      monthsOwed([NEW_YORK], [cycle('2027-02', 'paid'), cycle('2027-03', 'pending')], now),
    ).toEqual([]);
  });
});
