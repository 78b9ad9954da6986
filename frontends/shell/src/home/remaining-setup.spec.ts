import { setupInvitation } from './remaining-setup';

const none = { ebayConnected: false, settingsConfigured: false, paymentSetup: false };

describe('setupInvitation', () => {
  it('names every step, with what each is for, to a dealer who has done none', () => {
    expect(setupInvitation(none)).toBe(
      'Connect eBay, set your pricing rules and add a payment method so Pennant can list on eBay, price your cards and bill its fee.',
    );
  });

  it('leaves out what the dealer has done, and never says a payment method is needed to list', () => {
    expect(setupInvitation({ ...none, ebayConnected: true })).toBe(
      'Set your pricing rules and add a payment method so Pennant can price your cards and bill its fee.',
    );
    expect(setupInvitation({ ...none, ebayConnected: true, settingsConfigured: true })).toBe(
      'Add a payment method so Pennant can bill its fee.',
    );
  });

  it('has nothing to ask once every step is done, even if the wizard was never closed', () => {
    expect(
      setupInvitation({ ebayConnected: true, settingsConfigured: true, paymentSetup: true }),
    ).toBeNull();
  });
});
