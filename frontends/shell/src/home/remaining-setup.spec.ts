import { setupInvitation } from './remaining-setup';

const none = { ebayConnected: false, settingsConfigured: false, paymentSetup: false };

describe('setupInvitation', () => {
  it('names every step to a dealer who has done none', () => {
    expect(setupInvitation(none)).toBe(
      'Connect eBay, set your pricing rules and add a payment method so Pennant can list and bill for you.',
    );
  });

  it('leaves out what the dealer has done: eBay connected, only two steps remain', () => {
    expect(setupInvitation({ ...none, ebayConnected: true })).toBe(
      'Set your pricing rules and add a payment method so Pennant can list and bill for you.',
    );
    expect(setupInvitation({ ...none, ebayConnected: true, settingsConfigured: true })).toBe(
      'Add a payment method so Pennant can list and bill for you.',
    );
  });

  it('asks to finish the wizard when every step is done but it was not closed', () => {
    expect(
      setupInvitation({ ebayConnected: true, settingsConfigured: true, paymentSetup: true }),
    ).toMatch(/^Review your setup/);
  });
});
