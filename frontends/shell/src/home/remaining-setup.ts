import type { CurrentUser } from '@pennant/contracts';

type SetupState = Pick<CurrentUser, 'ebayConnected' | 'settingsConfigured' | 'paymentSetup'>;

interface SetupStep {
  /** What the banner asks for ("connect eBay"). */
  ask: string;
  /** What it lets Pennant do ("list your cards"). */
  enables: string;
}

/** The setup steps a dealer has still to take, in the wizard's order. */
function stepsLeft(user: SetupState): SetupStep[] {
  return [
    user.ebayConnected ? null : { ask: 'connect eBay', enables: 'list on eBay' },
    user.settingsConfigured ? null : { ask: 'set your pricing rules', enables: 'price your cards' },
    user.paymentSetup ? null : { ask: 'add a payment method', enables: 'bill its fee' },
  ].filter((step): step is SetupStep => step !== null);
}

/** The setup steps a dealer has still to take, as the banner names them. */
export function remainingSetup(user: SetupState): string[] {
  return stepsLeft(user).map((step) => step.ask);
}

function listed(words: string[]): string {
  return words.length === 1
    ? words[0]
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * "Connect eBay and add a payment method so Pennant can list on eBay and bill its fee.": each step with what it
 * is for (a payment method does not hold up listing). Null once every step is done, however it was done (a
 * payment method chosen on /billing counts as much as one chosen in the wizard).
 */
export function setupInvitation(user: SetupState): string | null {
  const steps = stepsLeft(user);
  if (steps.length === 0) return null;
  const asks = listed(steps.map((step) => step.ask));
  return `${asks[0].toUpperCase()}${asks.slice(1)} so Pennant can ${listed(steps.map((step) => step.enables))}.`;
}
