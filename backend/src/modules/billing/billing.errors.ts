import { DomainError } from '../../common';

/** What billing refuses, each with a message that says what to do. */
export class BillingError extends DomainError {
  static cycleNotFound(): BillingError {
    return new BillingError('BILLING_CYCLE_NOT_FOUND', 'Billing cycle not found', 404);
  }

  static invoiceNotFound(): BillingError {
    return new BillingError('INVOICE_NOT_FOUND', 'Invoice not found', 404);
  }

  static futureMonth(period: string): BillingError {
    return new BillingError(
      'BILLING_MONTH_IN_FUTURE',
      `${period} has not started yet: billing is generated for the current month or an earlier one`,
      400,
      [{ field: 'month', message: 'must not be after the current month' }],
    );
  }

  /** Sales beyond what one bill holds: only a mistaken or hostile import gets there (each order is at most MONEY_MAX). */
  static monthTooLarge(month: string): BillingError {
    return new BillingError(
      'BILLING_MONTH_TOO_LARGE',
      `The sales of ${month} come to more than one bill can hold ($9,999,999,999.99): check the orders imported for it, or write to support`,
      409,
    );
  }

  static notInvoiceable(status: string): BillingError {
    if (INVOICED_STATUSES.includes(status))
      return new BillingError(
        'BILLING_CYCLE_ALREADY_INVOICED',
        'This month is invoiced already (in another tab?): its invoice is listed on Billing',
        409,
      );
    return new BillingError(
      'BILLING_CYCLE_NOT_INVOICEABLE',
      `This billing cycle is ${status}: only a pending cycle is invoiced`,
      409,
    );
  }

  static nothingToInvoice(): BillingError {
    return new BillingError(
      'BILLING_NOTHING_TO_INVOICE',
      'Nothing to invoice: the fee due for this cycle is 0.00',
      409,
    );
  }

  static paymentMethodMissing(): BillingError {
    return new BillingError(
      'PAYMENT_METHOD_MISSING',
      'Save a card under Payment Methods before invoicing: Stripe charges it automatically',
      409,
    );
  }

  static markPaidNotLocal(): BillingError {
    return new BillingError(
      'INVOICE_PAID_THROUGH_PROVIDER',
      'This invoice is paid through Stripe, which tells Pennant when it is paid: it cannot be marked paid by hand',
      409,
    );
  }

  static invoiceNotIssued(): BillingError {
    return new BillingError(
      'INVOICE_NOT_ISSUED',
      'This invoice is still being issued: try again in a moment',
      409,
    );
  }

  static localProviderHasNoCard(): BillingError {
    return new BillingError(
      'LOCAL_PROVIDER_NO_CARD',
      'The local provider saves no card: invoices are paid by marking them paid',
      400,
    );
  }

  static setupNotStarted(): BillingError {
    return new BillingError(
      'PAYMENT_SETUP_NOT_STARTED',
      'Start the card setup first (POST /api/billing/payment-method/setup)',
      400,
    );
  }

  static setupIntentRefused(reason: string): BillingError {
    return new BillingError('SETUP_INTENT_REFUSED', reason, 400, [
      { field: 'setupIntentId', message: reason },
    ]);
  }

  static providerFailed(detail: string): BillingError {
    return new BillingError(
      'PAYMENT_PROVIDER_FAILED',
      `The payment provider did not complete the request (${detail}): nothing was charged twice, try again`,
      502,
    );
  }

  static stripeNotConfigured(): BillingError {
    return new BillingError(
      'STRIPE_NOT_CONFIGURED',
      'Stripe is not configured on this server',
      404,
    );
  }

  static badWebhookSignature(): BillingError {
    return new BillingError(
      'WEBHOOK_SIGNATURE_INVALID',
      'The Stripe-Signature header does not verify for this body',
      400,
    );
  }
}

/** A cycle in these states has its invoice. */
const INVOICED_STATUSES = ['invoiced', 'paid', 'payment_failed'];
