import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DealersService } from '../../dealers';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';

/** Waits between the attempts at deleting a customer (the SDK retries network errors itself too). */
const RETRY_DELAYS_MS = [500, 2000];

/**
 * Account erasure, billing's part: the dealer's customer at the payment provider (name, email,
 * saved card) is deleted. It never throws: the rest of the erasure must happen whatever the
 * provider answers. A deletion that still fails after its retries is logged as an error naming the
 * customer, for the operator to delete by hand (its only link, the payment_customer row, goes with
 * the dealer).
 */
@Injectable()
export class PaymentCustomerErasure implements OnModuleInit {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly em: EntityManager,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly dealers: DealersService,
  ) {}

  /** Every erasure of a dealer (eBay's account-deletion notice) deletes their customer first. */
  onModuleInit(): void {
    this.dealers.addErasureStep('payment customer', async (dealerId) => {
      await this.eraseCustomersOf(dealerId);
    });
  }

  /** Answers the customer ids it could not delete (logged). */
  async eraseCustomersOf(dealerId: string): Promise<string[]> {
    const failed: string[] = [];
    for (const customerId of await this.customerIdsOf(dealerId, this.provider.name)) {
      const error = await this.deleteWithRetries(this.provider, customerId);
      if (!error) continue;
      failed.push(customerId);
      this.logger.error(
        `Could not delete ${this.provider.name} customer ${customerId} of erased dealer ${dealerId} (${error}): delete it at the provider by hand`,
      );
    }
    return failed;
  }

  private async customerIdsOf(dealerId: string, provider: string): Promise<string[]> {
    const rows = await this.em
      .fork()
      .execute<Array<{ customer_id: string }>>(
        `SELECT customer_id FROM payment_customer WHERE dealer_id = ? AND provider = ?`,
        [dealerId, provider],
      );
    return rows.map((row) => row.customer_id);
  }

  /** Null once deleted, else the last failure's message. */
  private async deleteWithRetries(
    provider: PaymentProvider,
    customerId: string,
  ): Promise<string | null> {
    let failure = 'not attempted';
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
      if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1]);
      try {
        await provider.deleteCustomer(customerId);
        return null;
      } catch (error) {
        failure = (error as Error).message;
        this.logger.warn(
          `Deleting customer ${customerId} failed (attempt ${attempt + 1}): ${failure}`,
        );
      }
    }
    return failure;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
