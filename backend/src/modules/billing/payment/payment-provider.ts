import type { PaymentProviderName } from '@pennant/contracts';

export interface SavedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** What the provider needs to bill a cycle. Every create call's idempotency key derives from cycleId. */
export interface InvoiceRequest {
  cycleId: string;
  number: string;
  customerId: string | null;
  totalCents: number;
  description: string;
}

export interface IssuedInvoice {
  providerInvoiceId: string | null;
  paymentUrl: string | null;
}

/** A payment the provider reports (webhook): the invoice was paid or its charge failed. */
export interface PaymentEvent {
  outcome: 'paid' | 'payment_failed';
  providerInvoiceId: string;
  cycleId: string | null;
}

/**
 * The payment port: the local provider (embedded default) or Stripe. The billing services own the
 * invoice rows; an adapter only talks to the provider, idempotently.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Fees below this are not invoiced but carried to the next month. */
  readonly minimumChargeCents: number;
  readonly publishableKey: string | null;
  /** Whether an invoice can only be sent once the dealer saved a card. */
  readonly needsCard: boolean;
  createCustomer(dealer: { dealerId: string; email: string | null; name: string }): Promise<string>;
  /** A SetupIntent's client secret for the card form, or null when no card is needed. */
  startCardSetup(customerId: string): Promise<string | null>;
  /** The card a confirmed SetupIntent saved, made the customer's default for invoices. */
  confirmCardSetup(customerId: string, setupIntentId: string): Promise<SavedCard>;
  issueInvoice(request: InvoiceRequest): Promise<IssuedInvoice>;
  /**
   * Deletes the customer with what the provider keeps of them (name, email, saved cards): account
   * erasure. A customer the provider no longer has counts as deleted.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /** The event a signed webhook carries; null for events billing does not follow. */
  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
