import Stripe from 'stripe';
import type { BillingCycle, Invoice } from '@pennant/contracts';
import { BillingJobs } from '../src/modules/billing';
import { dealerIdOf, insertSale, generateCycle } from './support/billing-orders';
import { signIn, type Agent } from './support/sign-in';
import { StripeStandIn } from './support/stripe-stand-in';
import { startTestApp, type TestApp } from './support/test-app';

const WEBHOOK_SECRET = 'whsec_standin_secret';
const signer = new Stripe('sk_test_standin');

describe('Billing through Stripe (a local stand-in)', () => {
  let app: TestApp;
  let stripe: StripeStandIn;
  let dealer: Agent;

  /** The card form's work: a SetupIntent confirmed with a card, then saved as the default. */
  async function saveCard(agent: Agent): Promise<void> {
    const setup = await agent.post('/api/billing/payment-method/setup').expect(200);
    const setupIntentId = String(setup.body.clientSecret).replace(/_secret_.*$/, '');
    stripe.confirmSetupIntent(setupIntentId);
    await agent.post('/api/billing/payment-method/confirm').send({ setupIntentId }).expect(200);
  }

  function sendWebhook(type: string, invoice: { id: string; metadata?: Record<string, string> }) {
    const payload = JSON.stringify({
      id: `evt_${Date.now()}`,
      object: 'event',
      type,
      data: { object: { object: 'invoice', ...invoice } },
    });
    return app.http
      .post('/api/billing/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set(
        'Stripe-Signature',
        signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      )
      .send(payload);
  }

  beforeAll(async () => {
    stripe = new StripeStandIn();
    const apiBase = await stripe.start();
    app = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_API_BASE: apiBase,
    });
    dealer = await signIn(app, 'stripe_dealer');
  });
  afterAll(async () => {
    await app.close();
    await stripe.stop();
  });

  it('saves a card with a SetupIntent on one customer per dealer, and completes the payment step', async () => {
    expect((await dealer.get('/api/billing/payment-method').expect(200)).body).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_standin',
      card: null,
    });
    const first = await dealer.post('/api/billing/payment-method/setup').expect(200);
    expect(first.body).toEqual({
      provider: 'stripe',
      clientSecret: expect.stringMatching(/^seti_.+_secret_/),
    });
    const setupIntentId = String(first.body.clientSecret).replace(/_secret_.*$/, '');
    const early = await dealer
      .post('/api/billing/payment-method/confirm')
      .send({ setupIntentId })
      .expect(400);
    expect(early.body.message).toContain('not confirmed yet');
    await dealer
      .post('/api/billing/payment-method/confirm')
      .send({ setupIntentId: 'seti_unknown' })
      .expect(400);
    expect((await dealer.get('/api/auth/user').expect(200)).body.paymentSetup).toBe(false);

    await saveCard(dealer);
    expect(stripe.customers.size).toBe(1);
    const [customer] = [...stripe.customers.values()];
    expect(customer.metadata).toEqual({ pennant_dealer_id: await dealerIdOf(dealer) });
    expect(customer.invoice_settings).toEqual({
      default_payment_method: expect.stringMatching(/^pm_/),
    });
    expect((await dealer.get('/api/billing/payment-method').expect(200)).body.card).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect((await dealer.get('/api/auth/user').expect(200)).body.paymentSetup).toBe(true);

    // Another dealer cannot use this dealer's SetupIntent.
    const other = await signIn(app, 'stripe_other');
    await other.post('/api/billing/payment-method/setup').expect(200);
    await other.post('/api/billing/payment-method/confirm').send({ setupIntentId }).expect(400);
  });

  it('invoices a cycle: one item with the fee, an invoice that charges the card, keys from the cycle', async () => {
    const dealerId = await dealerIdOf(dealer);
    await insertSale(app, dealerId, { orderedAt: '2026-10-05T15:00:00Z', amount: '123.45' });
    const cycle = await generateCycle(dealer, 2026, 10);
    expect(cycle).toMatchObject({ feeDue: '2.47', status: 'pending' });
    const answer = await dealer.post(`/api/billing/invoice/${cycle.id}`).expect(201);
    const invoice: Invoice = answer.body;
    const [created] = stripe.callsTo('POST', /^\/v1\/invoices$/);
    expect(created.idempotencyKey).toBe(`pennant-cycle-${cycle.id}-invoice`);
    expect(created.body).toMatchObject({
      auto_advance: 'true',
      collection_method: 'charge_automatically',
      metadata: { pennant_cycle_id: cycle.id, pennant_invoice_number: invoice.number },
    });
    const [item] = stripe.callsTo('POST', /^\/v1\/invoiceitems$/);
    expect(item.idempotencyKey).toBe(`pennant-cycle-${cycle.id}-item`);
    expect(item.body).toMatchObject({
      amount: '247',
      currency: 'usd',
      description:
        "Pennant fee for October 2026: 2.00% of sales less refunds and credits, line by line on Pennant's invoice",
    });
    const [finalize] = stripe.callsTo('POST', /\/finalize$/);
    expect(finalize.idempotencyKey).toBe(`pennant-cycle-${cycle.id}-finalize`);
    const [stripeInvoice] = [...stripe.invoices.values()];
    expect(invoice).toMatchObject({
      provider: 'stripe',
      status: 'invoiced',
      total: '2.47',
      paymentUrl: `https://invoice.stripe.test/${stripeInvoice.id}`,
      // Charged to the card at once: no due date to miss.
      dueAt: null,
      overdue: false,
    });
    const markPaid = await dealer.post(`/api/billing/invoices/${invoice.id}/mark-paid`).expect(409);
    expect(markPaid.body.message).toContain('paid through Stripe');

    const bad = await app.http
      .post('/api/billing/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=0000')
      .send(JSON.stringify({ type: 'invoice.paid', data: { object: { id: stripeInvoice.id } } }))
      .expect(400);
    expect(bad.body.message).toContain('does not verify');
    expect((await dealer.get(`/api/billing/invoices/${invoice.id}`).expect(200)).body.status).toBe(
      'invoiced',
    );

    await sendWebhook('invoice.paid', { id: stripeInvoice.id }).expect(200);
    await sendWebhook('invoice.paid', { id: stripeInvoice.id }).expect(200);
    await sendWebhook('invoice.payment_failed', { id: stripeInvoice.id }).expect(200);
    const [after] = (await dealer.get('/api/billing/cycles?year=2026').expect(200))
      .body as BillingCycle[];
    expect(after).toMatchObject({ id: cycle.id, status: 'paid', invoice: { status: 'paid' } });
    await sendWebhook('customer.created', { id: 'cus_x' }).expect(200);
    // Signed but without its invoice: nothing to apply, and no 500.
    const bare = JSON.stringify({ id: 'evt_bare', object: 'event', type: 'invoice.paid' });
    await app.http
      .post('/api/billing/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set(
        'Stripe-Signature',
        signer.webhooks.generateTestHeaderString({ payload: bare, secret: WEBHOOK_SECRET }),
      )
      .send(bare)
      .expect(200);
  });

  it('marks a cycle payment_failed when the charge fails', async () => {
    const agent = await signIn(app, 'stripe_declined');
    await saveCard(agent);
    await insertSale(app, await dealerIdOf(agent), {
      orderedAt: '2026-09-05T15:00:00Z',
      amount: '50.00',
    });
    const cycle = await generateCycle(agent, 2026, 9);
    const invoice: Invoice = (await agent.post(`/api/billing/invoice/${cycle.id}`).expect(201))
      .body;
    const stripeInvoice = [...stripe.invoices.values()].find(
      (candidate) => (candidate.metadata as Record<string, string>).pennant_cycle_id === cycle.id,
    )!;
    await sendWebhook('invoice.payment_failed', { id: stripeInvoice.id }).expect(200);
    expect((await agent.get(`/api/billing/invoices/${invoice.id}`).expect(200)).body.status).toBe(
      'payment_failed',
    );
  });

  it('carries a fee below the $0.50 minimum charge to the next month', async () => {
    const agent = await signIn(app, 'stripe_small');
    await saveCard(agent);
    const dealerId = await dealerIdOf(agent);
    await insertSale(app, dealerId, { orderedAt: '2026-07-05T15:00:00Z', amount: '20.00' });
    const july = await generateCycle(agent, 2026, 7);
    expect(july).toMatchObject({ feeDue: '0.00', carriedOver: '0.40', status: 'no_charge' });
    await agent.post(`/api/billing/invoice/${july.id}`).expect(409);
    await insertSale(app, dealerId, { orderedAt: '2026-08-05T15:00:00Z', amount: '10.00' });
    const august = await generateCycle(agent, 2026, 8);
    expect(august).toMatchObject({
      grossSales: '10.00',
      feeDue: '0.60',
      carriedIn: '0.40',
      carriedOver: '0.00',
      status: 'pending',
    });
    const invoice: Invoice = (await agent.post(`/api/billing/invoice/${august.id}`).expect(201))
      .body;
    expect(invoice.total).toBe('0.60');
    expect(invoice.lines).toContainEqual(expect.objectContaining({ kind: 'carry', fee: '0.40' }));
  });

  it('takes a carried fee once when months are generated out of order', async () => {
    const agent = await signIn(app, 'stripe_out_of_order');
    const dealerId = await dealerIdOf(agent);
    await insertSale(app, dealerId, { orderedAt: '2026-04-05T15:00:00Z', amount: '20.00' });
    await insertSale(app, dealerId, { orderedAt: '2026-06-05T15:00:00Z', amount: '10.00' });
    expect(await generateCycle(agent, 2026, 4)).toMatchObject({ carriedOver: '0.40' });
    // June before May: April's carry is May's to take, not June's.
    expect(await generateCycle(agent, 2026, 6)).toMatchObject({ carriedOver: '0.20' });
    expect(await generateCycle(agent, 2026, 5)).toMatchObject({
      grossSales: '0.00',
      carriedOver: '0.40',
      status: 'no_charge',
    });
    expect(await generateCycle(agent, 2026, 6)).toMatchObject({
      feeDue: '0.60',
      carriedOver: '0.00',
      status: 'pending',
    });
  });

  it('does not invoice twice when the answer is lost after Stripe made the invoice', async () => {
    const agent = await signIn(app, 'stripe_crash');
    await saveCard(agent);
    await insertSale(app, await dealerIdOf(agent), {
      orderedAt: '2026-06-05T15:00:00Z',
      amount: '300.00',
    });
    const cycle = await generateCycle(agent, 2026, 6);
    const invoicesBefore = stripe.invoices.size;
    // Stripe finalises, then every answer (the SDK's retries too) is lost.
    stripe.dropAnswersAfterWork(/\/finalize$/, 3);
    const failed = await agent.post(`/api/billing/invoice/${cycle.id}`).expect(502);
    expect(failed.body.message).toContain('nothing was charged twice');
    expect((await agent.get('/api/billing/cycles').expect(200)).body[0]).toMatchObject({
      status: 'pending',
      invoice: null,
    });
    expect(stripe.invoices.size).toBe(invoicesBefore + 1);
    // A sale that comes before the retry does not change what the invoice under way bills.
    await insertSale(app, await dealerIdOf(agent), {
      orderedAt: '2026-06-20T15:00:00Z',
      amount: '50.00',
    });
    expect(await generateCycle(agent, 2026, 6)).toMatchObject({
      feeDue: '6.00',
      status: 'pending',
    });

    const retried: Invoice = (await agent.post(`/api/billing/invoice/${cycle.id}`).expect(201))
      .body;
    expect(stripe.invoices.size).toBe(invoicesBefore + 1);
    const items = [...stripe.invoiceItems.values()].filter(
      (item) => (item.metadata as Record<string, string>).pennant_cycle_id === cycle.id,
    );
    expect(items).toHaveLength(1);
    const rows = await app.query<{ number: string }>(
      `SELECT number FROM invoice WHERE cycle_id = $1`,
      [cycle.id],
    );
    expect(rows).toEqual([{ number: retried.number }]);
    expect(retried).toMatchObject({
      status: 'invoiced',
      total: '6.00',
      paymentUrl: expect.stringContaining('invoice.stripe.test'),
    });
  });

  it('will not invoice before a card is saved', async () => {
    const agent = await signIn(app, 'stripe_no_card');
    await insertSale(app, await dealerIdOf(agent), {
      orderedAt: '2026-05-05T15:00:00Z',
      amount: '100.00',
    });
    const cycle = await generateCycle(agent, 2026, 5);
    const answer = await agent.post(`/api/billing/invoice/${cycle.id}`).expect(409);
    expect(answer.body.message).toContain('Save a card');
  });

  it('invoices a month that waited for a card as soon as one is saved', async () => {
    const agent = await signIn(app, 'stripe_card_later');
    const dealerId = await dealerIdOf(agent);
    await insertSale(app, dealerId, { orderedAt: '2026-04-05T15:00:00Z', amount: '150.00' });
    // The month-end job found no card: the month stays pending.
    await app.pennant.app.get(BillingJobs).billMonth(dealerId, '2026-04');
    const waiting = await cycleOf(agent, '2026-04-01');
    expect(waiting).toMatchObject({ status: 'pending', feeDue: '3.00', invoice: null });

    await saveCard(agent);
    const invoiced = await waitFor(
      () => cycleOf(agent, '2026-04-01'),
      (cycle) => cycle.status === 'invoiced',
    );
    expect(invoiced.invoice).toMatchObject({ total: '3.00', status: 'invoiced' });
  });
});

async function cycleOf(agent: Agent, periodStart: string): Promise<BillingCycle> {
  const year = periodStart.slice(0, 4);
  const cycles = (await agent.get(`/api/billing/cycles?year=${year}`).expect(200))
    .body as BillingCycle[];
  return cycles.find((cycle) => cycle.periodStart === periodStart)!;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}
