import { Logger } from '@nestjs/common';
import { CustomerDeletionRetry } from '../src/modules/billing/jobs/customer-deletion-retry';
import { signIn } from './support/sign-in';
import { StripeStandIn } from './support/stripe-stand-in';
import { startTestApp, type TestApp } from './support/test-app';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface DeletionRow {
  id: string;
  provider: string;
  customer_id: string;
  attempts: number;
  last_error: string | null;
  given_up_at: Date | null;
}

describe('A Stripe customer that account erasure could not delete is deleted later', () => {
  let stripe: StripeStandIn;
  let app: TestApp;

  beforeAll(async () => {
    stripe = new StripeStandIn();
    app = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: 'whsec_deletion_retry',
      STRIPE_API_BASE: await stripe.start(),
    });
  });
  afterEach(() => {
    stripe.refuseCustomerDeletes = false;
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.stop();
  });

  /** A signed-in dealer with a customer at Stripe (the card form's first step makes it). */
  async function dealerWithCustomer(username: string) {
    const agent = await signIn(app, username);
    await agent.post('/api/billing/payment-method/setup').expect(200);
    const { id } = (await agent.get('/api/auth/user').expect(200)).body;
    const [row] = await app.query<{ ebay_user_id: string; customer_id: string }>(
      `SELECT d.ebay_user_id, c.customer_id FROM dealer d
         JOIN payment_customer c ON c.dealer_id = d.id AND c.provider = 'stripe' WHERE d.id = $1`,
      [id],
    );
    return { id: id as string, ebayUserId: row.ebay_user_id, customerId: row.customer_id };
  }

  /** eBay's marketplace account-deletion notice for the dealer, with Stripe refusing deletions. */
  async function eraseWhileStripeRefuses(ebayUserId: string): Promise<void> {
    stripe.refuseCustomerDeletes = true;
    try {
      expect(await app.pennant.emulator!.sendAccountDeletion(ebayUserId)).toEqual({
        challengeOk: true,
        status: 204,
      });
    } finally {
      stripe.refuseCustomerDeletes = false;
    }
  }

  function pendingDeletion(customerId: string): Promise<DeletionRow[]> {
    return app.query<DeletionRow>(
      `SELECT id, provider, customer_id, attempts, last_error, given_up_at
         FROM payment_customer_deletion WHERE customer_id = $1`,
      [customerId],
    );
  }

  function deletesOf(customerId: string): number {
    return stripe.callsTo('DELETE', new RegExp(`^/v1/customers/${customerId}$`)).length;
  }

  function retryJob(): CustomerDeletionRetry {
    return app.pennant.app.get(CustomerDeletionRetry);
  }

  function inFuture(ms: number): Date {
    return new Date(Date.now() + ms);
  }

  it('erasure leaves a pending deletion that outlives the dealer, and the retry job finishes it once Stripe accepts', async () => {
    const dealer = await dealerWithCustomer('retry_later_dealer');
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

    await eraseWhileStripeRefuses(dealer.ebayUserId);

    expect(await app.query('SELECT 1 FROM dealer WHERE id = $1', [dealer.id])).toEqual([]);
    expect(stripe.customers.has(dealer.customerId)).toBe(true);
    expect(await pendingDeletion(dealer.customerId)).toEqual([
      {
        id: expect.any(String),
        provider: 'stripe',
        customer_id: dealer.customerId,
        attempts: 3,
        last_error: expect.stringContaining('Refused by the stand-in'),
        given_up_at: null,
      },
    ]);

    // Not due yet: the first retry waits ten minutes.
    await retryJob().retryDue(new Date());
    expect(deletesOf(dealer.customerId)).toBe(3);

    // Two sweeps at once (two API processes): one DELETE, one deletion.
    const [first, second] = await Promise.all([
      retryJob().retryDue(inFuture(11 * MINUTE_MS)),
      retryJob().retryDue(inFuture(11 * MINUTE_MS)),
    ]);
    expect(first.deleted + second.deleted).toBe(1);
    expect(stripe.customers.has(dealer.customerId)).toBe(false);
    expect(deletesOf(dealer.customerId)).toBe(4);
    expect(await pendingDeletion(dealer.customerId)).toEqual([]);
  });

  it('a failed retry is tried again later, with a longer wait', async () => {
    const dealer = await dealerWithCustomer('retry_backoff_dealer');
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await eraseWhileStripeRefuses(dealer.ebayUserId);

    stripe.refuseCustomerDeletes = true;
    const failed = await retryJob().retryDue(inFuture(11 * MINUTE_MS));
    expect(failed).toMatchObject({ failed: 1, deleted: 0 });
    expect(await pendingDeletion(dealer.customerId)).toMatchObject([{ attempts: 4 }]);
    // The next attempt waits as long again as the record has waited (11 minutes), not ten.
    await retryJob().retryDue(inFuture(21 * MINUTE_MS));
    expect(deletesOf(dealer.customerId)).toBe(4);

    stripe.refuseCustomerDeletes = false;
    expect(await retryJob().retryDue(inFuture(23 * MINUTE_MS))).toMatchObject({ deleted: 1 });
    expect(stripe.customers.has(dealer.customerId)).toBe(false);
    expect(await pendingDeletion(dealer.customerId)).toEqual([]);
  });

  it('a customer Stripe no longer has (404 resource_missing) counts as deleted', async () => {
    await app.query(
      `INSERT INTO payment_customer_deletion (provider, customer_id, attempts, next_attempt_at)
         VALUES ('stripe', 'cus_gone_already', 3, now())`,
    );
    expect(await retryJob().retryDue(inFuture(MINUTE_MS))).toMatchObject({ deleted: 1 });
    expect(deletesOf('cus_gone_already')).toBe(1);
    expect(await pendingDeletion('cus_gone_already')).toEqual([]);
  });

  it('after 30 days of failures the deletion stops being retried and the operator is told to delete it by hand', async () => {
    const dealer = await dealerWithCustomer('retry_given_up_dealer');
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await eraseWhileStripeRefuses(dealer.ebayUserId);
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);

    stripe.refuseCustomerDeletes = true;
    expect(await retryJob().retryDue(inFuture(30 * DAY_MS + MINUTE_MS))).toMatchObject({
      givenUp: 1,
    });
    const [record] = await pendingDeletion(dealer.customerId);
    expect(record).toMatchObject({ attempts: 4, given_up_at: expect.any(Date) });
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(
        `Gave up deleting stripe customer ${dealer.customerId} of an erased dealer`,
      ),
    );
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(
        `delete it at stripe by hand, then its row ${record.id} in payment_customer_deletion`,
      ),
    );

    // Never tried again, even once Stripe would accept.
    stripe.refuseCustomerDeletes = false;
    await retryJob().retryDue(inFuture(40 * DAY_MS));
    expect(deletesOf(dealer.customerId)).toBe(4);
    expect(stripe.customers.has(dealer.customerId)).toBe(true);
    expect(await pendingDeletion(dealer.customerId)).toHaveLength(1);
  });
});
