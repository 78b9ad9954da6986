import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DealersService } from '../../dealers';
import {
  nextCustomerDeletionAttempt,
  type CustomerDeletionFailure,
  type PaymentCustomerDeletions,
  type PendingCustomerDeletion,
} from '../payment/customer-deletions';
import { PaymentCustomerErasure } from '../payment/customer-erasure';
import { LocalPaymentProvider } from '../payment/local-provider';
import type { PaymentProvider } from '../payment/payment-provider';
import { CustomerDeletionRetry } from './customer-deletion-retry';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const RECORDED = new Date('2026-11-29T12:00:00Z');

function after(ms: number): Date {
  return new Date(RECORDED.getTime() + ms);
}

/** The payment_customer_deletion table in memory. */
class FakeDeletions {
  readonly recorded: CustomerDeletionFailure[] = [];
  readonly claimedFor: string[] = [];
  constructor(readonly pending: PendingCustomerDeletion[] = []) {}

  async record(failure: CustomerDeletionFailure): Promise<void> {
    this.recorded.push(failure);
  }
  async claimDue(provider: string): Promise<PendingCustomerDeletion[]> {
    this.claimedFor.push(provider);
    return this.pending.filter((deletion) => deletion.provider === provider);
  }
  async waitingForOtherProviders(provider: string): Promise<Map<string, number>> {
    const waiting = new Map<string, number>();
    for (const deletion of this.pending)
      if (deletion.provider !== provider)
        waiting.set(deletion.provider, (waiting.get(deletion.provider) ?? 0) + 1);
    return waiting;
  }
  async done(): Promise<void> {}
  async failed(): Promise<void> {}
  async giveUp(): Promise<void> {}
}

function asDeletions(fake: FakeDeletions): PaymentCustomerDeletions {
  return fake as unknown as PaymentCustomerDeletions;
}

describe('when a customer deletion is tried again', () => {
  it('waits as long again as it has waited so far, from ten minutes to six hours', () => {
    expect(nextCustomerDeletionAttempt(RECORDED, RECORDED)).toEqual(after(10 * MINUTE_MS));
    expect(nextCustomerDeletionAttempt(RECORDED, after(10 * MINUTE_MS))).toEqual(
      after(20 * MINUTE_MS),
    );
    expect(nextCustomerDeletionAttempt(RECORDED, after(80 * MINUTE_MS))).toEqual(
      after(160 * MINUTE_MS),
    );
    expect(nextCustomerDeletionAttempt(RECORDED, after(5 * 24 * HOUR_MS))).toEqual(
      after(5 * 24 * HOUR_MS + 6 * HOUR_MS),
    );
  });
});

describe('customer deletions recorded under another provider than the configured one', () => {
  const stripeDeletion: PendingCustomerDeletion = {
    id: 'deletion-1',
    provider: 'stripe',
    customerId: 'cus_left_at_stripe',
    attempts: 3,
    lastError: 'Stripe: timeout',
    createdAt: RECORDED,
  };

  afterEach(() => jest.restoreAllMocks());

  it('are left alone, and the operator is told once per process', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const deletions = new FakeDeletions([stripeDeletion]);
    const local = new LocalPaymentProvider();
    const deleteCustomer = jest.spyOn(local, 'deleteCustomer');
    const retry = new CustomerDeletionRetry(asDeletions(deletions), local);

    await retry.retryDue(after(HOUR_MS));
    await retry.retryDue(after(2 * HOUR_MS));

    expect(deletions.claimedFor).toEqual(['local', 'local']);
    expect(deleteCustomer).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(
        '1 customer deletion(s) at stripe wait in payment_customer_deletion, but the configured payment provider is local',
      ),
    );
  });

  it("an erased dealer's customer at an unconfigured provider is recorded without an attempt; a local one needs none", async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const deletions = new FakeDeletions();
    const rows = [
      { provider: 'stripe', customer_id: 'cus_from_before' },
      { provider: 'local', customer_id: 'local-dealer-1' },
    ];
    const em = { fork: () => ({ execute: async () => rows }) } as unknown as EntityManager;
    const local: PaymentProvider = new LocalPaymentProvider();
    const deleteCustomer = jest.spyOn(local, 'deleteCustomer');
    const erasure = new PaymentCustomerErasure(
      em,
      local,
      {} as DealersService,
      asDeletions(deletions),
    );

    expect(await erasure.eraseCustomersOf('dealer-1')).toEqual(['cus_from_before']);
    expect(deleteCustomer).not.toHaveBeenCalled();
    expect(deletions.recorded).toEqual([
      {
        provider: 'stripe',
        customerId: 'cus_from_before',
        attempts: 0,
        error: 'the configured payment provider is local, not stripe',
        nextAttemptAt: expect.any(Date),
      },
    ]);
  });
});
