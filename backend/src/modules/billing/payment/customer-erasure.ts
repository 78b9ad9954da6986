import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentProviderName } from '@pennant/contracts';
import { DealersService } from '../../dealers';
import { nextCustomerDeletionAttempt, PaymentCustomerDeletions } from './customer-deletions';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';

/** Waits between the attempts at deleting a customer (the SDK retries network errors itself too). */
const RETRY_DELAYS_MS = [500, 2000];

/** The local provider keeps nothing outside Pennant's database: its customers need no deletion. */
const LOCAL_PROVIDER: PaymentProviderName = 'local';

interface DealerCustomer {
  provider: string;
  customerId: string;
}

/**
 * Account erasure, billing's part: the dealer's customer at the payment provider (name, email,
 * saved card) is deleted. It never throws: the rest of the erasure must happen whatever the
 * provider answers. A deletion that still fails after its retries is recorded in
 * `payment_customer_deletion`, which outlives the dealer, for CustomerDeletionRetry to finish.
 */
@Injectable()
export class PaymentCustomerErasure implements OnModuleInit {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly em: EntityManager,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly dealers: DealersService,
    private readonly deletions: PaymentCustomerDeletions,
  ) {}

  /** Every erasure of a dealer (eBay's account-deletion notice) deletes their customer first. */
  onModuleInit(): void {
    this.dealers.addErasureStep('payment customer', async (dealerId) => {
      await this.eraseCustomersOf(dealerId);
    });
  }

  /** Answers the customer ids it could not delete now (recorded for retrying, or logged). */
  async eraseCustomersOf(dealerId: string): Promise<string[]> {
    const left: string[] = [];
    for (const customer of await this.customersOf(dealerId)) {
      if (customer.provider === LOCAL_PROVIDER) continue;
      const outcome =
        customer.provider === this.provider.name
          ? await this.deleteWithRetries(customer.customerId)
          : {
              attempts: 0,
              error: `the configured payment provider is ${this.provider.name}, not ${customer.provider}`,
            };
      if (!outcome) continue;
      left.push(customer.customerId);
      await this.leaveForRetries(dealerId, customer, outcome);
    }
    return left;
  }

  private async customersOf(dealerId: string): Promise<DealerCustomer[]> {
    const rows = await this.em
      .fork()
      .execute<Array<{ provider: string; customer_id: string }>>(
        `SELECT provider, customer_id FROM payment_customer WHERE dealer_id = ?`,
        [dealerId],
      );
    return rows.map((row) => ({ provider: row.provider, customerId: row.customer_id }));
  }

  /** Null once deleted, else the attempts made and the last failure's message. */
  private async deleteWithRetries(
    customerId: string,
  ): Promise<{ attempts: number; error: string } | null> {
    let error = 'not attempted';
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
      if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1]);
      try {
        await this.provider.deleteCustomer(customerId);
        return null;
      } catch (failure) {
        error = (failure as Error).message;
        this.logger.warn(
          `Deleting customer ${customerId} failed (attempt ${attempt + 1}): ${error}`,
        );
      }
    }
    return { attempts: RETRY_DELAYS_MS.length + 1, error };
  }

  /** The dealer's row (and payment_customer with it) goes next: the record is all that is left. */
  private async leaveForRetries(
    dealerId: string,
    customer: DealerCustomer,
    outcome: { attempts: number; error: string },
  ): Promise<void> {
    const what = `${customer.provider} customer ${customer.customerId} of erased dealer ${dealerId}`;
    const now = new Date();
    try {
      await this.deletions.record({
        ...customer,
        ...outcome,
        nextAttemptAt: nextCustomerDeletionAttempt(now, now),
      });
    } catch (error) {
      this.logger.error(
        `Could not delete ${what} (${outcome.error}), nor record it to retry (${(error as Error).message}): delete it at the provider by hand`,
      );
      return;
    }
    if (customer.provider === this.provider.name)
      this.logger.warn(`Could not delete ${what} (${outcome.error}): it is retried later`);
    else
      this.logger.error(
        `Did not delete ${what}: ${outcome.error}. It is deleted once ${customer.provider} is configured again; else delete it there by hand`,
      );
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
