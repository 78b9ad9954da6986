import { greeting, parseEbayAuthResult } from './ebay-auth-result';

describe('the sign-in outcome on the address', () => {
  it('greets a dealer signing in for the first time with welcome, not welcome back', () => {
    const first = parseEbayAuthResult('?ebay_auth=success&username=dugout&first_visit=1');
    expect(first && greeting(first)).toBe('Welcome, dugout!');
    const again = parseEbayAuthResult('?ebay_auth=success&username=dugout');
    expect(again && greeting(again)).toBe('Welcome back, dugout!');
  });

  it('tells a failed sign-in apart from a cancelled one, and says why it failed', () => {
    expect(parseEbayAuthResult('?ebay_auth=error&reason=state')).toMatchObject({
      outcome: 'error',
      problem: expect.stringContaining('another browser or at another address'),
    });
    expect(parseEbayAuthResult('?ebay_auth=error')).toMatchObject({
      outcome: 'error',
      problem: 'eBay did not complete the sign-in.',
    });
    expect(parseEbayAuthResult('?ebay_auth=cancelled')).toMatchObject({
      outcome: 'cancelled',
      problem: null,
    });
  });

  it('treats any other value as cancelled, as the spec does, and no parameter as nothing', () => {
    expect(parseEbayAuthResult('?ebay_auth=whatever')?.outcome).toBe('cancelled');
    expect(parseEbayAuthResult('?other=1')).toBeNull();
  });

  it('never marks a failed sign-in as a first visit', () => {
    expect(parseEbayAuthResult('?ebay_auth=error&first_visit=1')?.firstVisit).toBe(false);
  });
});
