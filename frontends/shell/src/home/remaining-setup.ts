import type { CurrentUser } from '@pennant/contracts';

type SetupState = Pick<CurrentUser, 'ebayConnected' | 'settingsConfigured' | 'paymentSetup'>;

/** The setup steps a dealer has still to take, as the banner names them. */
export function remainingSetup(user: SetupState): string[] {
  return [
    user.ebayConnected ? null : 'connect eBay',
    user.settingsConfigured ? null : 'set your pricing rules',
    user.paymentSetup ? null : 'add a payment method',
  ].filter((step): step is string => step !== null);
}

/** "Connect eBay, set your pricing rules and add a payment method so Pennant can list and bill for you." */
export function setupInvitation(user: SetupState): string {
  const steps = remainingSetup(user);
  if (steps.length === 0)
    return 'Review your setup and finish the wizard so Pennant can list and bill for you.';
  const listed =
    steps.length === 1
      ? steps[0]
      : `${steps.slice(0, -1).join(', ')} and ${steps[steps.length - 1]}`;
  return `${listed[0].toUpperCase()}${listed.slice(1)} so Pennant can list and bill for you.`;
}
