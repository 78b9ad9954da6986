import { toCents } from '../src/common';
import {
  dayIn,
  type BillingCycle,
  type Invoice,
  type Listing,
  type Order,
} from '@pennant/contracts';
import { BillingJobs } from '../src/modules/billing';
import {
  currentMonth,
  dealerIdOf,
  insertSale,
  refundLine,
  setLinePrice,
  generateCycle,
} from './support/billing-orders';
import { approvedCards, readyToSell, waitForListings } from './support/listing-fixtures';
import { getPdf, pdfTextRuns } from './support/pdf-text';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const BANK_DETAILS = 'First Bank of Pennant\\nAccount 12345678, routing 021000021';

describe('Billing with the local provider', () => {
  let app: TestApp;
  let dealer: Agent;
  let stranger: Agent;

  beforeAll(async () => {
    app = await startTestApp({ INVOICE_PAYMENT_INSTRUCTIONS: BANK_DETAILS });
    dealer = await signIn(app, 'billing_dealer');
    stranger = await signIn(app, 'billing_stranger');
  });
  afterAll(() => app.close());

  describe('from eBay sale to paid invoice', () => {
    let live: Listing[];
    let cycle: BillingCycle;
    let invoice: Invoice;

    beforeAll(async () => {
      await readyToSell(dealer);
      const cardIds = await approvedCards(app, dealer, 2);
      await dealer.post('/api/listings/publish').send({ cardIds }).expect(202);
      live = await waitForListings(dealer, cardIds, (listing) => listing.status === 'active');
    });

    it("bills 2% of what the emulator's buyers bought, once synced, as a pending cycle", async () => {
      for (const listing of live)
        await app.http
          .post('/__ebay/_control/purchases')
          .send({ listingId: listing.ebayListingId })
          .expect(201);
      await dealer.post('/api/listings/sync').expect(200);
      const [sold] = await app.query<{ sale: string }>(
        `SELECT sum(item_price + shipping - discount)::text AS sale FROM order_line_item
          WHERE listing_id = ANY($1::uuid[])`,
        [live.map((listing) => listing.id)],
      );
      const { year, month } = currentMonth();
      cycle = await generateCycle(dealer, year, month);
      const saleCents = Math.round(Number(sold.sale) * 100);
      expect(cycle).toMatchObject({
        grossSales: sold.sale,
        refunds: '0.00',
        credits: '0.00',
        netSales: sold.sale,
        revenueSharePercent: '2.00',
        status: 'pending',
        invoice: null,
      });
      expect(cycle.feeDue).toBe(centsText(Math.floor((saleCents * 2 + 50) / 100)));
      expect(cycle.periodStart).toBe(`${year}-${String(month).padStart(2, '0')}-01`);
    });

    it('keeps a sale of a Pennant listing counted toward the fee: the dealer cannot unmark it', async () => {
      const { body: orders } = await dealer.get('/api/orders').expect(200);
      const order = (orders as Order[]).find((candidate) =>
        candidate.lines.some((line) => line.listingId === live[0].id),
      )!;
      const line = order.lines.find((candidate) => candidate.listingId === live[0].id)!;
      const refused = await dealer
        .patch(`/api/orders/${order.id}/lines/${line.id}`)
        .send({ listedThroughPennant: false })
        .expect(409);
      expect(refused.body.message).toMatch(/counts toward Pennant's fee/);
      const { body: after } = await dealer.get('/api/orders').expect(200);
      const kept = (after as Order[])
        .flatMap((candidate) => candidate.lines)
        .find((candidate) => candidate.id === line.id);
      expect(kept?.listedThroughPennant).toBe(true);
      const { year, month } = currentMonth();
      expect((await generateCycle(dealer, year, month)).grossSales).toBe(cycle.grossSales);
    });

    it('creates a numbered invoice with the lines, title and eBay order of each sale', async () => {
      const answer = await dealer.post(`/api/billing/invoice/${cycle.id}`).expect(201);
      invoice = answer.body;
      expect(invoice).toMatchObject({
        cycleId: cycle.id,
        number: `PEN-${new Date().getUTCFullYear()}-000001`,
        total: cycle.feeDue,
        status: 'invoiced',
        provider: 'local',
        paymentUrl: null,
        pdfUrl: `/api/billing/invoices/${invoice.id}/pdf`,
        issuer: {
          name: 'Pennant',
          paymentInstructions: 'First Bank of Pennant\nAccount 12345678, routing 021000021',
        },
        billedTo: { ebayUserId: expect.any(String), ebayUsername: 'billing_dealer' },
        overdue: false,
      });
      // Paid by bank transfer: due 14 days after it is issued (INVOICE_PAYMENT_DAYS).
      expect(Date.parse(invoice.dueAt!) - Date.parse(invoice.issuedAt)).toBe(14 * 86_400_000);
      expect(invoice.lines).toHaveLength(2);
      const lineFeeCents = invoice.lines.map((line: { fee: string }) => toCents(line.fee));
      expect(lineFeeCents.reduce((sum: number, fee: number) => sum + fee, 0)).toBe(
        toCents(invoice.total),
      );
      const [order] = await app.query<{ ebay_order_id: string }>(
        `SELECT o.ebay_order_id FROM customer_order o JOIN order_line_item l ON l.order_id = o.id
          WHERE l.listing_id = $1`,
        [live[0].id],
      );
      expect(invoice.lines).toContainEqual(
        expect.objectContaining({
          kind: 'sale',
          ebayOrderId: order.ebay_order_id,
          description: expect.stringContaining('Griffey'),
        }),
      );
      const again = await dealer.post(`/api/billing/invoice/${cycle.id}`).expect(409);
      expect(again.body).toMatchObject({
        code: 'BILLING_CYCLE_ALREADY_INVOICED',
        message:
          'This month is invoiced already (in another tab?): its invoice is listed on Billing',
      });
    });

    it('serves the invoice as a PDF with its number, and lists it', async () => {
      const pdf = await getPdf(dealer, invoice.pdfUrl);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = (pdf.body as Buffer).toString('latin1');
      expect(text.startsWith('%PDF')).toBe(true);
      expect(text).toContain(invoice.number);
      const lines = pdfTextRuns(pdf.body as Buffer);
      expect(lines).toEqual(
        expect.arrayContaining([
          'How to pay',
          'First Bank of Pennant',
          'Account 12345678, routing 021000021',
          `Please quote invoice ${invoice.number} with your payment.`,
          'Payment: by bank transfer, as below',
          `Due ${dayIn(invoice.dueAt!, invoice.timeZone)}`,
          // The username the dealer knows, beside the id eBay files the account under.
          `eBay account billing_dealer (user ID ${invoice.billedTo.ebayUserId})`,
        ]),
      );
      // No refunds: "$0.00", never "-$0.00".
      expect(lines).not.toContain('-$0.00');
      const list = await dealer
        .get(`/api/billing/invoices?year=${cycle.periodStart.slice(0, 4)}`)
        .expect(200);
      expect(list.body.map((entry: Invoice) => entry.number)).toEqual([invoice.number]);
      const cycles = await dealer.get('/api/billing/cycles').expect(200);
      expect(cycles.body[0].invoice).toMatchObject({ id: invoice.id, number: invoice.number });
    });

    it('is overdue once unpaid past its due date, in the invoice and in its cycle', async () => {
      await app.query(`UPDATE invoice SET due_at = now() - interval '1 day' WHERE id = $1`, [
        invoice.id,
      ]);
      const late = await dealer.get(`/api/billing/invoices/${invoice.id}`).expect(200);
      expect(late.body).toMatchObject({ status: 'invoiced', overdue: true });
      const cycles = await dealer.get('/api/billing/cycles').expect(200);
      expect(cycles.body[0].invoice).toMatchObject({ id: invoice.id, overdue: true });
    });

    it('is paid when the dealer marks it paid, and generating again changes nothing', async () => {
      const paid = await dealer.post(`/api/billing/invoices/${invoice.id}/mark-paid`).expect(200);
      expect(paid.body).toMatchObject({ id: invoice.id, status: 'paid', overdue: false });
      await dealer.post(`/api/billing/invoices/${invoice.id}/mark-paid`).expect(200);
      await app.http
        .post('/__ebay/_control/refunds')
        .send({
          orderId: invoice.lines[0].ebayOrderId,
          amount: '1.00',
        })
        .expect(201);
      await dealer.post('/api/listings/sync').expect(200);
      const { year, month } = currentMonth();
      const again = await generateCycle(dealer, year, month);
      expect(again).toMatchObject({
        id: cycle.id,
        status: 'paid',
        refunds: '0.00',
        feeDue: cycle.feeDue,
      });
      const stats = await dealer.get('/api/billing/stats').expect(200);
      expect(stats.body).toEqual({
        totalGrossSales: cycle.grossSales,
        totalFeesPaid: cycle.feeDue,
        totalFeesPending: '0.00',
        averageMonthlyFee: cycle.feeDue,
        feesNotYetBilled: '0.00',
        // The $1.00 refunded after the month was paid: 2% of it comes off the next bill, and is said now.
        creditNotYetBilled: '0.02',
      });
    });

    it('counts the fee on a sale made after its month was invoiced as not billed yet, until the next cycle', async () => {
      await insertSale(app, await dealerIdOf(dealer), {
        orderedAt: new Date().toISOString(),
        amount: '25.00',
      });
      const stats = await dealer.get('/api/billing/stats').expect(200);
      expect(stats.body).toMatchObject({ totalFeesPending: '0.00', feesNotYetBilled: '0.50' });
      const { year, month } = currentMonth();
      const again = await generateCycle(dealer, year, month);
      expect(again).toMatchObject({ id: cycle.id, status: 'paid' });
      expect((await dealer.get('/api/billing/stats').expect(200)).body.feesNotYetBilled).toBe(
        '0.50',
      );
    });
  });

  describe('refusals', () => {
    it.each([
      ['/api/billing/generate/20x6/1', 'year must be a four-digit year such as 2026'],
      ['/api/billing/generate/2026/13', 'month must be a whole number from 1 to 12'],
      ['/api/billing/generate/2026/0', 'month must be a whole number from 1 to 12'],
      ['/api/billing/generate/1999/5', 'year must be 2000 or later'],
    ])('POST %s answers 400: %s', async (path, message) => {
      const answer = await dealer.post(path).expect(400);
      expect(answer.body.message).toContain(message);
    });

    it('refuses a month that has not begun, and a bad year filter', async () => {
      const { year, month } = currentMonth();
      const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
      const answer = await dealer
        .post(`/api/billing/generate/${next.year}/${next.month}`)
        .expect(400);
      expect(answer.body.message).toContain('has not started yet');
      const bad = await dealer.get('/api/billing/cycles?year=last').expect(400);
      expect(bad.body.message).toContain('year must be a four-digit year');
      await dealer.get('/api/billing/invoices?year=20').expect(400);
    });

    it("answers 404 for another dealer's cycle and invoice", async () => {
      const [cycle] = (await dealer.get('/api/billing/cycles').expect(200)).body as BillingCycle[];
      const invoiceId = cycle.invoice!.id;
      await stranger.post(`/api/billing/invoice/${cycle.id}`).expect(404);
      await stranger.get(`/api/billing/invoices/${invoiceId}`).expect(404);
      await stranger.get(`/api/billing/invoices/${invoiceId}/pdf`).expect(404);
      await stranger.post(`/api/billing/invoices/${invoiceId}/mark-paid`).expect(404);
      expect((await stranger.get('/api/billing/cycles').expect(200)).body).toEqual([]);
      expect((await stranger.get('/api/billing/invoices').expect(200)).body).toEqual([]);
    });

    it('will not invoice a month without a fee', async () => {
      const cycle = await generateCycle(stranger, 2026, 1);
      expect(cycle).toMatchObject({ grossSales: '0.00', feeDue: '0.00', status: 'no_charge' });
      const answer = await stranger.post(`/api/billing/invoice/${cycle.id}`).expect(409);
      expect(answer.body.message).toBe(
        'This billing cycle is no_charge: only a pending cycle is invoiced',
      );
    });

    it('needs a signed-in dealer', async () => {
      await app.http.get('/api/billing/cycles').expect(401);
      await app.http.post('/api/billing/generate/2026/1').expect(401);
    });
  });

  describe('the local payment provider', () => {
    it('needs no card: choosing it completes the payment step of onboarding', async () => {
      const newcomer = await signIn(app, 'billing_newcomer');
      expect((await newcomer.get('/api/auth/user').expect(200)).body.paymentSetup).toBe(false);
      const state = await newcomer.get('/api/billing/payment-method').expect(200);
      expect(state.body).toEqual({ provider: 'local', publishableKey: null, card: null });
      const setup = await newcomer.post('/api/billing/payment-method/setup').expect(200);
      expect(setup.body).toEqual({ provider: 'local', clientSecret: null });
      expect((await newcomer.get('/api/auth/user').expect(200)).body.paymentSetup).toBe(true);
      const confirm = await newcomer
        .post('/api/billing/payment-method/confirm')
        .send({ setupIntentId: 'seti_123' })
        .expect(400);
      expect(confirm.body.message).toContain('The local provider saves no card');
      await newcomer.post('/api/billing/payment-method/confirm').send({}).expect(400);
      await newcomer.post('/api/billing/webhooks/stripe').send({}).expect(404);
    });
  });

  describe('month edges in the dealer time zone', () => {
    it('bills an order at 23:30 on the 31st in New York to that month, 00:30 on the 1st to the next', async () => {
      const edge = await signIn(app, 'billing_edges');
      const dealerId = await dealerIdOf(edge);
      await insertSale(app, dealerId, { orderedAt: '2025-11-01T03:30:00Z', amount: '100.00' }); // Oct 31 23:30 EDT
      await insertSale(app, dealerId, { orderedAt: '2025-11-01T04:30:00Z', amount: '50.00' }); // Nov 1 00:30 EDT
      await insertSale(app, dealerId, { orderedAt: '2025-10-01T03:59:00Z', amount: '7.00' }); // Sep 30 23:59 EDT
      await insertSale(app, dealerId, { orderedAt: '2025-12-01T04:59:00Z', amount: '9.00' }); // Nov 30 23:59 EST
      expect(await generateCycle(edge, 2025, 10)).toMatchObject({
        periodStart: '2025-10-01',
        periodEnd: '2025-10-31',
        grossSales: '100.00',
        feeDue: '2.00',
      });
      expect(await generateCycle(edge, 2025, 11)).toMatchObject({
        periodEnd: '2025-11-30',
        grossSales: '59.00',
      });
      expect(await generateCycle(edge, 2025, 9)).toMatchObject({
        grossSales: '7.00',
        feeDue: '0.14',
      });

      const pacific = await signIn(app, 'billing_pacific');
      await pacific.put('/api/profile').send({ timeZone: 'America/Los_Angeles' }).expect(200);
      const pacificId = await dealerIdOf(pacific);
      await insertSale(app, pacificId, { orderedAt: '2025-11-01T04:30:00Z', amount: '50.00' });
      expect(await generateCycle(pacific, 2025, 10)).toMatchObject({
        grossSales: '50.00',
        feeDue: '1.00',
      });
      expect(await generateCycle(pacific, 2025, 11)).toMatchObject({ grossSales: '0.00' });
    });
  });

  describe('refunds and other changes after invoicing', () => {
    it('become a credit line on the next cycle, credited once', async () => {
      const agent = await signIn(app, 'billing_credits');
      const dealerId = await dealerIdOf(agent);
      const sold = await insertSale(app, dealerId, {
        orderedAt: '2025-03-10T15:00:00Z',
        amount: '100.00',
        title: 'Jordan 1986 Fleer',
      });
      const march = await generateCycle(agent, 2025, 3);
      expect(march.feeDue).toBe('2.00');
      await agent.post(`/api/billing/invoice/${march.id}`).expect(201);
      await refundLine(app, sold.lineId, '40.00');
      await insertSale(app, dealerId, { orderedAt: '2025-04-10T15:00:00Z', amount: '50.00' });
      const april = await generateCycle(agent, 2025, 4);
      expect(april).toMatchObject({
        grossSales: '50.00',
        refunds: '0.00',
        credits: '40.00',
        netSales: '50.00',
        feeDue: '0.20',
        status: 'pending',
      });
      expect(await generateCycle(agent, 2025, 4)).toMatchObject({ id: april.id, credits: '40.00' });
      const invoice: Invoice = (await agent.post(`/api/billing/invoice/${april.id}`).expect(201))
        .body;
      expect(invoice.lines).toContainEqual({
        description: 'Refund after invoicing: Jordan 1986 Fleer',
        ebayOrderId: sold.ebayOrderId,
        orderedAt: '2025-03-10T15:00:00.000Z',
        saleAmount: '-40.00',
        refund: '0.00',
        fee: '-0.80',
        kind: 'credit',
      });
      // The total can be checked from the invoice: (50.00 − 0.00 − 40.00 of credits) × 2% = 0.20.
      expect(invoice.sums).toEqual({
        sales: '50.00',
        refunds: '0.00',
        credits: '40.00',
        carriedFee: '0.00',
      });
      // March's cycle is closed: it still says what it billed.
      const [closed] = (await agent.get('/api/billing/cycles?year=2025').expect(200)).body.filter(
        (cycle: BillingCycle) => cycle.id === march.id,
      );
      expect(closed).toMatchObject({ grossSales: '100.00', refunds: '0.00', status: 'invoiced' });
      // The rest of the refund comes in May: only the new part is credited.
      await refundLine(app, sold.lineId, '100.00');
      await insertSale(app, dealerId, { orderedAt: '2025-05-10T15:00:00Z', amount: '20.00' });
      const may = await generateCycle(agent, 2025, 5);
      expect(may).toMatchObject({
        grossSales: '20.00',
        credits: '60.00',
        feeDue: '0.00',
        creditCarriedOver: '40.00',
        status: 'no_charge',
      });
      // The credit left over (40.00 of sales) carries into June.
      await insertSale(app, dealerId, { orderedAt: '2025-06-10T15:00:00Z', amount: '100.00' });
      expect(await generateCycle(agent, 2025, 6)).toMatchObject({
        grossSales: '100.00',
        credits: '40.00',
        feeDue: '1.20',
      });
    });

    it('credits a sale lowered or removed after invoicing once, and never bills a raised price again', async () => {
      const agent = await signIn(app, 'billing_changed_sales');
      const dealerId = await dealerIdOf(agent);
      const lowered = await insertSale(app, dealerId, {
        orderedAt: '2025-03-10T15:00:00Z',
        amount: '100.00',
        title: 'Gretzky 1979 O-Pee-Chee',
      });
      const removed = await insertSale(app, dealerId, {
        orderedAt: '2025-03-11T15:00:00Z',
        amount: '30.00',
        title: 'Lemieux 1985 Topps',
      });
      const raised = await insertSale(app, dealerId, {
        orderedAt: '2025-03-12T15:00:00Z',
        amount: '10.00',
      });
      const march = await generateCycle(agent, 2025, 3);
      expect(march.feeDue).toBe('2.80');
      await agent.post(`/api/billing/invoice/${march.id}`).expect(201);

      await setLinePrice(app, lowered.lineId, '70.00');
      await app.query(`DELETE FROM order_line_item WHERE id = $1`, [removed.lineId]);
      await setLinePrice(app, raised.lineId, '25.00');
      await insertSale(app, dealerId, { orderedAt: '2025-04-10T15:00:00Z', amount: '100.00' });
      const april = await generateCycle(agent, 2025, 4);
      // (100.00 − 30.00 lowered − 30.00 removed) × 2% = 0.80; the raised 15.00 is not billed again.
      expect(april).toMatchObject({ grossSales: '100.00', credits: '60.00', feeDue: '0.80' });
      const invoice: Invoice = (await agent.post(`/api/billing/invoice/${april.id}`).expect(201))
        .body;
      const credits = invoice.lines.filter((line) => line.kind === 'credit');
      expect(credits.map(({ description, saleAmount }) => [description, saleAmount])).toEqual([
        ['Sale lowered after invoicing: Gretzky 1979 O-Pee-Chee', '-30.00'],
        ['Sale removed after invoicing: Lemieux 1985 Topps', '-30.00'],
      ]);

      // A refund on top of the lowered price is credited as a refund, the lowering not again.
      await refundLine(app, lowered.lineId, '20.00');
      await insertSale(app, dealerId, { orderedAt: '2025-05-10T15:00:00Z', amount: '100.00' });
      const may = await generateCycle(agent, 2025, 5);
      expect(may).toMatchObject({ credits: '20.00', feeDue: '1.60' });
      const mayInvoice: Invoice = (await agent.post(`/api/billing/invoice/${may.id}`).expect(201))
        .body;
      expect(
        mayInvoice.lines.filter((line) => line.kind === 'credit').map((line) => line.description),
      ).toEqual(['Refund after invoicing: Gretzky 1979 O-Pee-Chee']);
    });

    it("shows a sale's refund known when it was billed, so the total can be checked from the lines", async () => {
      const agent = await signIn(app, 'billing_refund_column');
      const dealerId = await dealerIdOf(agent);
      await insertSale(app, dealerId, {
        orderedAt: '2025-03-10T15:00:00Z',
        amount: '29.98',
        refund: '5.00',
        title: 'Torres 2018 Select',
      });
      await insertSale(app, dealerId, { orderedAt: '2025-03-12T15:00:00Z', amount: '20.02' });
      const march = await generateCycle(agent, 2025, 3);
      const invoice: Invoice = (await agent.post(`/api/billing/invoice/${march.id}`).expect(201))
        .body;
      expect(invoice.lines.map(({ saleAmount, refund }) => [saleAmount, refund])).toEqual([
        ['29.98', '5.00'],
        ['20.02', '0.00'],
      ]);
      // (50.00 − 5.00) × 2% = 0.90
      expect(invoice).toMatchObject({
        netSales: '45.00',
        total: '0.90',
        sums: { sales: '50.00', refunds: '5.00', credits: '0.00', carriedFee: '0.00' },
      });
    });

    it('bills a sale that reached Pennant after its month was invoiced with the next cycle', async () => {
      const agent = await signIn(app, 'billing_late');
      const dealerId = await dealerIdOf(agent);
      await insertSale(app, dealerId, { orderedAt: '2025-07-10T15:00:00Z', amount: '10.00' });
      const july = await generateCycle(agent, 2025, 7);
      await agent.post(`/api/billing/invoice/${july.id}`).expect(201);
      await insertSale(app, dealerId, { orderedAt: '2025-07-20T15:00:00Z', amount: '30.00' });
      expect(await generateCycle(agent, 2025, 8)).toMatchObject({
        grossSales: '30.00',
        feeDue: '0.60',
      });
      expect(await generateCycle(agent, 2025, 9)).toMatchObject({ grossSales: '0.00' });
    });
  });

  describe('invoices by year', () => {
    it('lists an invoice under the year of the month it bills and the year it was issued', async () => {
      const agent = await signIn(app, 'billing_years');
      await insertSale(app, await dealerIdOf(agent), {
        orderedAt: '2025-12-10T15:00:00Z',
        amount: '40.00',
      });
      const december = await generateCycle(agent, 2025, 12);
      const invoice = (await agent.post(`/api/billing/invoice/${december.id}`).expect(201))
        .body as Invoice;
      const issuedIn = new Date(invoice.issuedAt).getUTCFullYear();
      const numbersOf = async (year: number) =>
        ((await agent.get(`/api/billing/invoices?year=${year}`).expect(200)).body as Invoice[]).map(
          (listed) => listed.number,
        );
      expect(await numbersOf(2025)).toEqual([invoice.number]);
      expect(await numbersOf(issuedIn)).toEqual([invoice.number]);
      expect(await numbersOf(2024)).toEqual([]);
    });
  });

  describe('idempotency and concurrency', () => {
    it('makes one cycle of two concurrent generate calls', async () => {
      const agent = await signIn(app, 'billing_concurrent');
      const dealerId = await dealerIdOf(agent);
      await insertSale(app, dealerId, { orderedAt: '2025-02-10T15:00:00Z', amount: '12.34' });
      const answers = await Promise.all([1, 2, 3].map(() => generateCycle(agent, 2025, 2)));
      expect(new Set(answers.map((cycle) => cycle.id)).size).toBe(1);
      expect(answers.map((cycle) => cycle.feeDue)).toEqual(['0.25', '0.25', '0.25']);
      const rows = await app.query(`SELECT id FROM billing_cycle WHERE dealer_id = $1`, [dealerId]);
      expect(rows).toHaveLength(1);
    });

    it('makes one cycle and one invoice of two scheduler runs, and queues on the 1st only', async () => {
      const agent = await signIn(app, 'billing_scheduled');
      const dealerId = await dealerIdOf(agent);
      await insertSale(app, dealerId, { orderedAt: '2025-01-15T15:00:00Z', amount: '80.00' });
      const jobs = app.pennant.app.get(BillingJobs);
      const firstOfFebruary = new Date('2025-02-01T12:00:00Z');
      await Promise.all([
        jobs.billMonth(dealerId, '2025-01', firstOfFebruary),
        jobs.billMonth(dealerId, '2025-01', firstOfFebruary),
      ]);
      await jobs.billMonth(dealerId, '2025-01', firstOfFebruary);
      const cycles = (await agent.get('/api/billing/cycles?year=2025').expect(200))
        .body as BillingCycle[];
      expect(cycles).toHaveLength(1);
      expect(cycles[0]).toMatchObject({ feeDue: '1.60', status: 'invoiced' });
      expect((await agent.get('/api/billing/invoices').expect(200)).body).toHaveLength(1);

      // The hourly cron on the 1st, twice, through the job queue.
      const firstOfMonth = new Date('2025-02-01T06:00:00Z');
      const runs = [
        ...(await jobs.enqueueMonthEnd(firstOfMonth)),
        ...(await jobs.enqueueMonthEnd(firstOfMonth)),
      ];
      expect(await Promise.all(runs.map((job) => job.settled(30_000)))).toEqual(
        runs.map(() => 'completed'),
      );
      const queued = runs.map((job) => job.id);
      expect(queued).toContain(`billing-${dealerId}-2025-01`);
      // 06:00 UTC on the 1st is still January 31 in Los Angeles.
      const pacificId = await dealerIdOf(await signIn(app, 'billing_pacific'));
      expect(queued).not.toContain(`billing-${pacificId}-2025-01`);
      expect((await agent.get('/api/billing/cycles?year=2025').expect(200)).body).toHaveLength(1);
      expect((await agent.get('/api/billing/invoices').expect(200)).body).toHaveLength(1);
      // The 2nd: January is billed, nothing of this dealer's is queued again.
      const secondDay = await jobs.enqueueMonthEnd(new Date('2025-02-02T12:00:00Z'), dealerId);
      expect(secondDay).toEqual([]);
    });

    it('bills a month whose 1st passed while the jobs did not run, on the next day they do', async () => {
      const agent = await signIn(app, 'billing_missed_first');
      const dealerId = await dealerIdOf(agent);
      await app.query(`UPDATE dealer SET created_at = '2024-12-01T00:00:00Z' WHERE id = $1`, [
        dealerId,
      ]);
      await insertSale(app, dealerId, { orderedAt: '2025-01-15T15:00:00Z', amount: '37.25' });
      const jobs = app.pennant.app.get(BillingJobs);
      // Not a run on February 1st; the first one after it is on the 2nd.
      const [run] = await jobs.enqueueMonthEnd(new Date('2025-02-02T12:00:00Z'), dealerId);
      expect(run.id).toBe(`billing-${dealerId}-2025-01`);
      expect(await run.settled(30_000)).toBe('completed');
      const cycles = (await agent.get('/api/billing/cycles?year=2025').expect(200))
        .body as BillingCycle[];
      expect(cycles).toEqual([
        expect.objectContaining({ periodStart: '2025-01-01', feeDue: '0.75', status: 'invoiced' }),
      ]);
    });

    it('numbers invoices without gaps when many are created at once', async () => {
      const agent = await signIn(app, 'billing_numbers');
      const dealerId = await dealerIdOf(agent);
      const cycleIds: string[] = [];
      for (let month = 1; month <= 8; month++) {
        await insertSale(app, dealerId, {
          orderedAt: `2024-${String(month).padStart(2, '0')}-15T15:00:00Z`,
          amount: '25.00',
        });
        cycleIds.push((await generateCycle(agent, 2024, month)).id);
      }
      const answers = await Promise.all(
        cycleIds.map((id) => agent.post(`/api/billing/invoice/${id}`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(cycleIds.map(() => 201));
      // Numbered per issuer and year: this year's numbers, whichever dealer they went to.
      const all = await app.query<{ number: string }>(
        `SELECT number FROM invoice WHERE number LIKE $1 ORDER BY number`,
        [`PEN-${new Date().getUTCFullYear()}-%`],
      );
      expect(all.length).toBeGreaterThanOrEqual(8);
      const sequence = all.map((row) => Number(row.number.slice(-6)));
      expect(sequence).toEqual(sequence.map((_, index) => index + 1));
    });
  });
});

function centsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
