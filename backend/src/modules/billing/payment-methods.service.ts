import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentMethodState, PaymentSetupResponse } from '@pennant/contracts';
import { DealersService } from '../dealers';
import { BillingError } from './billing.errors';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment/payment-provider';

interface CustomerRow {
  customer_id: string;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
}

/**
 * The dealer's customer at the payment provider and the card saved for invoices. With the local
 * provider there is no card: choosing it completes onboarding's payment step.
 */
@Injectable()
export class PaymentMethodsService {
  constructor(
    private readonly em: EntityManager,
    private readonly dealers: DealersService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async state(dealerId: string): Promise<PaymentMethodState> {
    const customer = await this.customer(dealerId);
    const card =
      customer?.card_last4 && customer.card_brand
        ? {
            brand: customer.card_brand,
            last4: customer.card_last4,
            expMonth: customer.card_exp_month ?? 0,
            expYear: customer.card_exp_year ?? 0,
          }
        : null;
    return { provider: this.provider.name, publishableKey: this.provider.publishableKey, card };
  }

  async startSetup(dealerId: string): Promise<PaymentSetupResponse> {
    if (!this.provider.needsCard) {
      await this.dealers.markPaymentSetup(dealerId);
      return { provider: this.provider.name, clientSecret: null };
    }
    const customerId = await this.ensureCustomer(dealerId);
    return {
      provider: this.provider.name,
      clientSecret: await this.provider.startCardSetup(customerId),
    };
  }

  async confirmSetup(dealerId: string, setupIntentId: string): Promise<PaymentMethodState> {
    if (!this.provider.needsCard) throw BillingError.localProviderHasNoCard();
    const customer = await this.customer(dealerId);
    if (!customer) throw BillingError.setupNotStarted();
    const card = await this.provider.confirmCardSetup(customer.customer_id, setupIntentId);
    await this.em.fork().execute(
      `UPDATE payment_customer SET card_brand = ?, card_last4 = ?, card_exp_month = ?,
              card_exp_year = ?, updated_at = now()
        WHERE dealer_id = ? AND provider = ?`,
      [card.brand, card.last4, card.expMonth, card.expYear, dealerId, this.provider.name],
    );
    await this.dealers.markPaymentSetup(dealerId);
    return this.state(dealerId);
  }

  /** The provider's customer id when the dealer saved a card, else null. */
  async customerWithCard(dealerId: string): Promise<string | null> {
    const customer = await this.customer(dealerId);
    return customer?.card_last4 ? customer.customer_id : null;
  }

  /** The dealer's customer, made once (the provider call is idempotent per dealer). */
  private async ensureCustomer(dealerId: string): Promise<string> {
    const existing = await this.customer(dealerId);
    if (existing) return existing.customer_id;
    const dealer = await this.dealers.getSummary(dealerId);
    const customerId = await this.provider.createCustomer({
      dealerId,
      email: dealer.email,
      name: dealer.username,
    });
    await this.em.fork().execute(
      `INSERT INTO payment_customer (dealer_id, provider, customer_id) VALUES (?, ?, ?)
       ON CONFLICT (dealer_id, provider) DO NOTHING`,
      [dealerId, this.provider.name, customerId],
    );
    return (await this.customer(dealerId))!.customer_id;
  }

  private async customer(dealerId: string): Promise<CustomerRow | undefined> {
    const [row] = await this.em.fork().execute<CustomerRow[]>(
      `SELECT customer_id, card_brand, card_last4, card_exp_month, card_exp_year
         FROM payment_customer WHERE dealer_id = ? AND provider = ?`,
      [dealerId, this.provider.name],
    );
    return row;
  }
}
