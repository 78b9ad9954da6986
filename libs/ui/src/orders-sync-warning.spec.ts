import { ordersSyncWarningText } from './orders-sync-warning';

describe('the warning that orders stopped coming in from eBay', () => {
  it('says nothing while the sync works, or before it is known', () => {
    expect(ordersSyncWarningText(undefined)).toBeNull();
    expect(
      ordersSyncWarningText({
        syncedThrough: '2026-11-29T10:00:00Z',
        lastTriedAt: '2026-11-29T10:05:00Z',
        lastTryFailed: false,
        ebayConnection: 'connected',
      }),
    ).toBeNull();
  });

  it('says how far orders are in, when the last try failed, and what happens next', () => {
    const text = ordersSyncWarningText({
      syncedThrough: '2026-11-29T10:00:00Z',
      lastTriedAt: '2026-11-29T10:05:00Z',
      lastTryFailed: true,
      ebayConnection: 'connected',
    });
    expect(text).toMatch(/^Orders from eBay are in up to Nov 29, \d{1,2}:00 [AP]M: the last try/);
    expect(text).toContain('failed, so a sale since may be missing here');
    expect(text).toContain('Pennant tries again every five minutes; Sync tries now.');
  });

  it('says no order came in yet when the first sync failed', () => {
    expect(
      ordersSyncWarningText({
        syncedThrough: null,
        lastTriedAt: null,
        lastTryFailed: true,
        ebayConnection: 'connected',
      }),
    ).toMatch(/^No order has come in from eBay yet: the last try to bring new ones in failed/);
  });

  it('says only connecting again helps while eBay is not connected, with no word of trying again', () => {
    const base = {
      syncedThrough: '2026-11-29T10:00:00Z',
      lastTriedAt: '2026-11-29T10:05:00Z',
      lastTryFailed: true,
    };
    const expired = ordersSyncWarningText({ ...base, ebayConnection: 'expired' });
    expect(expired).toMatch(
      /^Orders from eBay are in up to Nov 29, .*: the eBay connection has expired/,
    );
    expect(expired).toContain('Connect eBay again (Settings)');
    expect(expired).not.toContain('five minutes');
    const disconnected = ordersSyncWarningText({
      ...base,
      lastTryFailed: false,
      ebayConnection: 'none',
    });
    expect(disconnected).toContain('eBay is not connected, so a sale since');
    // A dealer who never connected has no sales to miss: the dashboard asks them to connect elsewhere.
    expect(
      ordersSyncWarningText({ ...base, syncedThrough: null, ebayConnection: 'none' }),
    ).toBeNull();
  });
});
