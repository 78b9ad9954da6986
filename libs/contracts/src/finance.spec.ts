import { dayIn, ebayAccount, invoicedEarly } from './finance';

describe('the eBay account an invoice is billed to', () => {
  it('names the username the dealer knows, with the user ID eBay files it under', () => {
    expect(
      ebayAccount({
        storeName: null,
        email: null,
        ebayUserId: 'fogzmd4812Y',
        ebayUsername: 'phonedealer',
      }),
    ).toBe('eBay account phonedealer (user ID fogzmd4812Y)');
  });

  it('names the ID alone on an invoice issued before usernames were kept, and nothing without either', () => {
    const older = { storeName: null, email: null, ebayUserId: 'fogzmd4812Y', ebayUsername: null };
    expect(ebayAccount(older)).toBe('eBay account fogzmd4812Y');
    expect(ebayAccount({ ...older, ebayUserId: null })).toBeNull();
  });
});

describe("an invoice's days", () => {
  it("are days in the invoice's time zone", () => {
    expect(dayIn('2025-11-01T03:30:00.000Z', 'America/New_York')).toBe('2025-10-31');
    expect(dayIn('2025-11-01T03:30:00.000Z', 'Europe/London')).toBe('2025-11-01');
  });

  it("call an invoice early when it was made on the month's last day in the dealer's zone", () => {
    const october = { periodEnd: '2025-10-31', timeZone: 'America/Los_Angeles' };
    // Oct 31 18:00 in Los Angeles, already Nov 1 in UTC.
    expect(invoicedEarly({ ...october, issuedAt: '2025-11-01T01:00:00.000Z' })).toBe(true);
    // Nov 1 00:30 in Los Angeles.
    expect(invoicedEarly({ ...october, issuedAt: '2025-11-01T07:30:00.000Z' })).toBe(false);
  });
});
