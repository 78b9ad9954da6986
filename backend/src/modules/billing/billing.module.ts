import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { DealersModule } from '../dealers';
import { OrdersModule } from '../orders';
import { BillingController } from './billing.controller';
import { BillingCyclesService } from './billing-cycles.service';
import { InvoicesService } from './invoices.service';
import { InvoiceRetention } from './invoice-retention';
import { BillingJobs } from './jobs/billing-jobs';
import { CustomerDeletionRetry } from './jobs/customer-deletion-retry';
import { PaymentMethodsService } from './payment-methods.service';
import { PaymentCustomerDeletions } from './payment/customer-deletions';
import { PaymentCustomerErasure } from './payment/customer-erasure';
import { LocalPaymentProvider } from './payment/local-provider';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment/payment-provider';
import { StripePaymentProvider } from './payment/stripe-provider';

/**
 * Stripe when its keys are configured, else the embedded local provider, whose invoices are paid by bank transfer:
 * the operator is told at start when no bank details are set for them to name.
 */
function paymentProvider(config: AppConfig): PaymentProvider {
  const stripe = config.billing.stripe;
  if (stripe) return new StripePaymentProvider(stripe);
  if (!config.billing.issuer.paymentInstructions)
    new Logger('Billing').warn(
      'INVOICE_PAYMENT_INSTRUCTIONS is not set: invoices paid by bank transfer name no account, and tell dealers to ask for it',
    );
  return new LocalPaymentProvider();
}

/**
 * Pennant's fee, billed monthly: cycles generated from the orders module's billable lines,
 * invoices numbered without gaps (PDF on demand), and payment through the local provider or Stripe.
 */
@Module({
  imports: [DealersModule, OrdersModule],
  providers: [
    { provide: PAYMENT_PROVIDER, useFactory: paymentProvider, inject: [APP_CONFIG] },
    BillingCyclesService,
    InvoicesService,
    InvoiceRetention,
    PaymentMethodsService,
    PaymentCustomerDeletions,
    PaymentCustomerErasure,
    BillingJobs,
    CustomerDeletionRetry,
  ],
  controllers: [BillingController],
  exports: [BillingCyclesService, BillingJobs],
})
export class BillingModule {}
