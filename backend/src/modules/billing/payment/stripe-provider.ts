import Stripe from 'stripe';
import type { BillingConfig } from '../../../config';
import { BillingError } from '../billing.errors';
import type {
  InvoiceRequest,
  IssuedInvoice,
  PaymentEvent,
  PaymentProvider,
  SavedCard,
} from './payment-provider';

type StripeSettings = NonNullable<BillingConfig['stripe']>;

/** Stripe's smallest charge in US dollars. */
const STRIPE_MINIMUM_CHARGE_CENTS = 50;

/**
 * Stripe through its official SDK: a customer per dealer, a card saved with a SetupIntent, and per
 * cycle an invoice with one item (the fee) finalised to charge the default card. Every create call
 * carries an Idempotency-Key derived from the cycle (or dealer), so a retry after a crash gets the
 * objects the first attempt made instead of new ones.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly minimumChargeCents = STRIPE_MINIMUM_CHARGE_CENTS;
  readonly needsCard = true;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      ...apiAddress(settings.apiBase),
    });
  }

  async createCustomer(dealer: {
    dealerId: string;
    email: string | null;
    name: string;
  }): Promise<string> {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        {
          name: dealer.name,
          ...(dealer.email ? { email: dealer.email } : {}),
          metadata: { pennant_dealer_id: dealer.dealerId },
        },
        { idempotencyKey: `pennant-customer-${dealer.dealerId}` },
      ),
    );
    return customer.id;
  }

  async startCardSetup(customerId: string): Promise<string | null> {
    const intent = await this.call(() =>
      this.stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
      }),
    );
    return intent.client_secret;
  }

  async confirmCardSetup(customerId: string, setupIntentId: string): Promise<SavedCard> {
    const intent = await this.stripe.setupIntents
      .retrieve(setupIntentId, { expand: ['payment_method'] })
      .catch((error: { statusCode?: number; message?: string }) => {
        if (error.statusCode === 404) throw BillingError.setupIntentRefused('No such SetupIntent');
        throw BillingError.providerFailed(`Stripe: ${error.message}`);
      });
    const owner = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
    if (owner !== customerId) throw BillingError.setupIntentRefused('No such SetupIntent');
    if (intent.status !== 'succeeded')
      throw BillingError.setupIntentRefused(
        `The card is not confirmed yet (SetupIntent status ${intent.status})`,
      );
    const method = intent.payment_method;
    if (!method || typeof method === 'string' || !method.card)
      throw BillingError.setupIntentRefused('The SetupIntent saved no card');
    await this.call(() =>
      this.stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: method.id },
      }),
    );
    return {
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  async issueInvoice(request: InvoiceRequest): Promise<IssuedInvoice> {
    const customer = request.customerId;
    if (!customer) throw BillingError.paymentMethodMissing();
    const metadata = { pennant_cycle_id: request.cycleId, pennant_invoice_number: request.number };
    const key = (step: string) => `pennant-cycle-${request.cycleId}-${step}`;
    const draft = await this.call(() =>
      this.stripe.invoices.create(
        {
          customer,
          auto_advance: true,
          collection_method: 'charge_automatically',
          pending_invoice_items_behavior: 'exclude',
          description: `${request.number}: ${request.description}`,
          metadata,
        },
        { idempotencyKey: key('invoice') },
      ),
    );
    const invoiceId = draft.id!;
    await this.call(() =>
      this.stripe.invoiceItems.create(
        {
          customer,
          invoice: invoiceId,
          amount: request.totalCents,
          currency: 'usd',
          description: request.description,
          metadata,
        },
        { idempotencyKey: key('item') },
      ),
    );
    const finalised = await this.call(() =>
      this.stripe.invoices.finalizeInvoice(
        invoiceId,
        { auto_advance: true },
        { idempotencyKey: key('finalize') },
      ),
    );
    return { providerInvoiceId: invoiceId, paymentUrl: finalised.hosted_invoice_url ?? null };
  }

  async deleteCustomer(customerId: string): Promise<void> {
    await this.call(async () => {
      try {
        // Deleting a customer also removes its saved payment methods at Stripe.
        await this.stripe.customers.del(customerId);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      }
    });
  }

  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        this.settings.webhookSecret,
      );
    } catch {
      throw BillingError.badWebhookSignature();
    }
    const outcome = WEBHOOK_OUTCOMES[event.type];
    if (!outcome) return null;
    // Signed, so Stripe's: an event of these types without its invoice changes nothing rather than failing.
    const invoice = event.data?.object as Stripe.Invoice | undefined;
    if (!invoice?.id) return null;
    return {
      outcome,
      providerInvoiceId: invoice.id,
      cycleId: invoice.metadata?.pennant_cycle_id ?? null,
    };
  }

  /** Stripe's errors become a 502 naming Stripe's message; ours pass through. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof BillingError) throw error;
      throw BillingError.providerFailed(`Stripe: ${(error as Error).message}`);
    }
  }
}

const WEBHOOK_OUTCOMES: Partial<Record<string, PaymentEvent['outcome']>> = {
  'invoice.paid': 'paid',
  'invoice.payment_failed': 'payment_failed',
};

/** STRIPE_API_BASE (a stand-in in tests) as the SDK's host, port and protocol options. */
function apiAddress(apiBase: string | undefined): Partial<Stripe.StripeConfig> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}
