import { BillingError } from '../billing.errors';
import type { IssuedInvoice, PaymentEvent, PaymentProvider, SavedCard } from './payment-provider';

/**
 * The embedded default: an invoice is recorded as sent and the dealer marks it paid. No card, no
 * minimum charge beyond a cent, no webhooks.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  readonly minimumChargeCents = 1;
  readonly publishableKey = null;
  readonly needsCard = false;

  async createCustomer({ dealerId }: { dealerId: string }): Promise<string> {
    return `local-${dealerId}`;
  }

  async startCardSetup(): Promise<string | null> {
    return null;
  }

  async confirmCardSetup(): Promise<SavedCard> {
    throw BillingError.localProviderHasNoCard();
  }

  async issueInvoice(): Promise<IssuedInvoice> {
    return { providerInvoiceId: null, paymentUrl: null };
  }

  /** Nothing is kept outside Pennant's own database. */
  async deleteCustomer(): Promise<void> {}

  readWebhook(): PaymentEvent | null {
    throw BillingError.stripeNotConfigured();
  }
}
