import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import {
  customerDeletionRetriesAreOver,
  nextCustomerDeletionAttempt,
  PaymentCustomerDeletions,
  type PendingCustomerDeletion,
} from '../payment/customer-deletions';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment/payment-provider';

/** Deletions taken per sweep; the rest wait for the next. */
const SWEEP_BATCH = 50;
/** How long a claimed deletion is left to the process that claimed it (the SDK retries inside). */
const CLAIM_LEASE_MS = 15 * 60_000;

/** What one sweep did. */
export interface CustomerDeletionSweep {
  deleted: number;
  failed: number;
  givenUp: number;
}

/**
 * Finishes the customer deletions account erasure could not do (`payment_customer_deletion`).
 * Every ten minutes each API process takes the deletions due for the configured provider (each
 * record claimed by one process), deletes the customer (a customer the provider no longer has
 * counts as deleted) and removes the record; a failure is tried again later with a backoff, and
 * after 30 days of failures the record is marked given up and the operator told to delete the
 * customer by hand. Records of another provider than the configured one are left alone.
 */
@Injectable()
export class CustomerDeletionRetry {
  private readonly logger = new Logger('Billing');
  private toldOfOtherProviders = false;

  constructor(
    private readonly deletions: PaymentCustomerDeletions,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES, { name: 'payment-customer-deletions' })
  async sweep(): Promise<void> {
    try {
      await this.retryDue(new Date());
    } catch (error) {
      this.logger.warn(
        `Retrying payment customer deletions failed: ${(error as Error).message}; tried again in ten minutes`,
      );
    }
  }

  async retryDue(now: Date): Promise<CustomerDeletionSweep> {
    await this.tellOfOtherProvidersOnce();
    const due = await this.deletions.claimDue(
      this.provider.name,
      now,
      new Date(now.getTime() + CLAIM_LEASE_MS),
      SWEEP_BATCH,
    );
    const sweep: CustomerDeletionSweep = { deleted: 0, failed: 0, givenUp: 0 };
    for (const deletion of due) sweep[await this.retry(deletion, now)] += 1;
    return sweep;
  }

  private async retry(
    deletion: PendingCustomerDeletion,
    now: Date,
  ): Promise<keyof CustomerDeletionSweep> {
    try {
      await this.provider.deleteCustomer(deletion.customerId);
    } catch (failure) {
      return this.recordFailure(deletion, (failure as Error).message, now);
    }
    await this.deletions.done(deletion.id);
    this.logger.log(
      `Deleted ${deletion.provider} customer ${deletion.customerId} of an erased dealer (attempt ${deletion.attempts + 1})`,
    );
    return 'deleted';
  }

  private async recordFailure(
    deletion: PendingCustomerDeletion,
    error: string,
    now: Date,
  ): Promise<keyof CustomerDeletionSweep> {
    const what = `${deletion.provider} customer ${deletion.customerId} of an erased dealer`;
    if (customerDeletionRetriesAreOver(deletion.createdAt, now)) {
      await this.deletions.giveUp(deletion.id, error, now);
      this.logger.error(
        `Gave up deleting ${what}, recorded ${deletion.createdAt.toISOString()}, after ${deletion.attempts + 1} attempts (last: ${error}): delete it at ${deletion.provider} by hand, then its row ${deletion.id} in payment_customer_deletion`,
      );
      return 'givenUp';
    }
    const next = nextCustomerDeletionAttempt(deletion.createdAt, now);
    await this.deletions.failed(deletion.id, error, next);
    this.logger.warn(
      `Deleting ${what} failed again (attempt ${deletion.attempts + 1}: ${error}); next attempt ${next.toISOString()}`,
    );
    return 'failed';
  }

  /** Once per process: deletions recorded under another provider wait until it is configured again. */
  private async tellOfOtherProvidersOnce(): Promise<void> {
    if (this.toldOfOtherProviders) return;
    const waiting = await this.deletions.waitingForOtherProviders(this.provider.name);
    this.toldOfOtherProviders = true;
    for (const [provider, count] of waiting)
      this.logger.error(
        `${count} customer deletion(s) at ${provider} wait in payment_customer_deletion, but the configured payment provider is ${this.provider.name}: configure ${provider} again to retry them, or delete the customers there by hand and their rows`,
      );
  }
}
