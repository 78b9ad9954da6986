import Papa from 'papaparse';
import type { Invoice } from '@pennant/contracts';
import { InvoicesService } from '../src/modules/billing/invoices.service';
import { dealerIdOf, generateCycle, insertSale } from './support/billing-orders';
import { getPdf, pdfTextRuns } from './support/pdf-text';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

/** Days, months and invoices in the dealer's time zone, across clock changes and a change of zone. */
describe("Billing and sales in the dealer's time zone", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  async function dealerIn(name: string, timeZone: string): Promise<Agent> {
    const agent = await signIn(app, name);
    await agent.put('/api/profile').send({ timeZone }).expect(200);
    return agent;
  }

  /** The eBay order ids and dates the CSV export of these days lists. */
  async function exportedOrders(agent: Agent, startDate: string, endDate: string) {
    const answer = await agent
      .get(`/api/orders/export.csv?startDate=${startDate}&endDate=${endDate}`)
      .buffer(true)
      .expect(200);
    const [, ...rows] = Papa.parse<string[]>(answer.text.trim()).data;
    return rows.map(([date, ebayOrderId]) => ({ date, ebayOrderId }));
  }

  async function grossSales(agent: Agent, startDate: string, endDate: string): Promise<string> {
    const answer = await agent
      .get(`/api/analytics/sales?startDate=${startDate}&endDate=${endDate}`)
      .expect(200);
    return answer.body.totals.grossSales;
  }

  async function invoicePdfText(agent: Agent, invoice: Invoice): Promise<string[]> {
    return pdfTextRuns((await getPdf(agent, invoice.pdfUrl)).body as Buffer);
  }

  describe('on a day the clocks change', () => {
    it('exports and counts an order in the one week it was placed in, in New York', async () => {
      const agent = await dealerIn('tz_dst_weeks', 'America/New_York');
      const dealerId = await dealerIdOf(agent);
      // Mar 9 2026 00:30 EDT: the first half hour of the week after the spring change.
      const spring = await insertSale(app, dealerId, {
        orderedAt: '2026-03-09T04:30:00Z',
        amount: '10.00',
      });
      // Nov 1 2026 23:30 EST: the last half hour of the 25-hour day the clocks fall back.
      const autumn = await insertSale(app, dealerId, {
        orderedAt: '2026-11-02T04:30:00Z',
        amount: '20.00',
      });

      expect(await exportedOrders(agent, '2026-03-02', '2026-03-08')).toEqual([]);
      expect(await exportedOrders(agent, '2026-03-09', '2026-03-15')).toEqual([
        { date: '2026-03-09', ebayOrderId: spring.ebayOrderId },
      ]);
      expect(await exportedOrders(agent, '2026-10-26', '2026-11-01')).toEqual([
        { date: '2026-11-01', ebayOrderId: autumn.ebayOrderId },
      ]);
      expect(await exportedOrders(agent, '2026-11-02', '2026-11-08')).toEqual([]);

      expect(await grossSales(agent, '2026-03-02', '2026-03-08')).toBe('0.00');
      expect(await grossSales(agent, '2026-03-09', '2026-03-15')).toBe('10.00');
      expect(await grossSales(agent, '2026-10-26', '2026-11-01')).toBe('20.00');
      expect(await grossSales(agent, '2026-11-02', '2026-11-08')).toBe('0.00');
    });

    it("bills a London sale at 00:30 on April 1 in April only, March ending on the day Britain's clocks go forward", async () => {
      const agent = await dealerIn('tz_london', 'Europe/London');
      const dealerId = await dealerIdOf(agent);
      await insertSale(app, dealerId, { orderedAt: '2024-03-31T23:30:00Z', amount: '100.00' });
      expect(await generateCycle(agent, 2024, 3)).toMatchObject({
        periodEnd: '2024-03-31',
        grossSales: '0.00',
      });
      expect(await generateCycle(agent, 2024, 4)).toMatchObject({
        grossSales: '100.00',
        feeDue: '2.00',
      });
    });
  });

  describe('a dealer who changes time zone', () => {
    it('is not billed again in November for a Halloween-night sale October billed in Los Angeles', async () => {
      const agent = await dealerIn('tz_la_to_ny', 'America/Los_Angeles');
      const dealerId = await dealerIdOf(agent);
      // Oct 31 22:30 PDT, which is Nov 1 01:30 in New York.
      await insertSale(app, dealerId, { orderedAt: '2025-11-01T05:30:00Z', amount: '100.00' });
      const october = await generateCycle(agent, 2025, 10);
      expect(october).toMatchObject({ grossSales: '100.00', feeDue: '2.00' });
      await agent.post(`/api/billing/invoice/${october.id}`).expect(201);

      await agent.put('/api/profile').send({ timeZone: 'America/New_York' }).expect(200);
      expect(await generateCycle(agent, 2025, 11)).toMatchObject({
        grossSales: '0.00',
        feeDue: '0.00',
      });
    });

    it('bills a sale that fell between an October billed in New York and a November in Los Angeles', async () => {
      const agent = await dealerIn('tz_ny_to_la', 'America/New_York');
      const dealerId = await dealerIdOf(agent);
      await insertSale(app, dealerId, { orderedAt: '2025-10-15T12:00:00Z', amount: '10.00' });
      const october = await generateCycle(agent, 2025, 10);
      await agent.post(`/api/billing/invoice/${october.id}`).expect(201);

      await agent.put('/api/profile').send({ timeZone: 'America/Los_Angeles' }).expect(200);
      // Nov 1 01:00 in New York, after October there ended; Oct 31 22:00 in Los Angeles, before November here.
      await insertSale(app, dealerId, { orderedAt: '2025-11-01T05:00:00Z', amount: '50.00' });
      expect(await generateCycle(agent, 2025, 11)).toMatchObject({
        grossSales: '50.00',
        feeDue: '1.00',
      });
    });

    it('keeps a month generated before the change in the time zone it was made in', async () => {
      const agent = await dealerIn('tz_pending_month', 'America/Los_Angeles');
      const dealerId = await dealerIdOf(agent);
      // Nov 30 22:30 PST, which is Dec 1 01:30 in New York.
      await insertSale(app, dealerId, { orderedAt: '2025-12-01T06:30:00Z', amount: '100.00' });
      expect(await generateCycle(agent, 2025, 11)).toMatchObject({ grossSales: '100.00' });

      await agent.put('/api/profile').send({ timeZone: 'America/New_York' }).expect(200);
      expect(await generateCycle(agent, 2025, 11)).toMatchObject({
        grossSales: '100.00',
        feeDue: '2.00',
      });
    });
  });

  describe('a CSV order imported again with a corrected date', () => {
    it('is billed in the month that billed it first, not again in the month of its new date', async () => {
      const agent = await dealerIn('tz_csv_redated', 'America/New_York');
      const row = {
        ebayOrderId: '05-13579-24680',
        totalPrice: '50.00',
        listedThroughPennant: 'yes',
      };
      await agent
        .post('/api/orders/import-csv')
        .send({ csvData: [{ ...row, orderedAt: '2025-10-31' }] })
        .expect(200);
      const october = await generateCycle(agent, 2025, 10);
      expect(october).toMatchObject({ grossSales: '50.00', feeDue: '1.00' });
      await agent.post(`/api/billing/invoice/${october.id}`).expect(201);

      const again = await agent
        .post('/api/orders/import-csv')
        .send({ csvData: [{ ...row, orderedAt: '2025-11-02' }] })
        .expect(200);
      expect(again.body).toMatchObject({ imported: 0, updated: 1, errors: [] });
      expect(await generateCycle(agent, 2025, 11)).toMatchObject({
        grossSales: '0.00',
        feeDue: '0.00',
      });
    });
  });

  describe("an invoice's dates", () => {
    it("prints a sale at 23:30 on October 31 in New York as October 31, the cycle's zone", async () => {
      const agent = await dealerIn('tz_invoice_dates', 'America/New_York');
      const dealerId = await dealerIdOf(agent);
      await insertSale(app, dealerId, { orderedAt: '2025-11-01T03:30:00Z', amount: '100.00' });
      const october = await generateCycle(agent, 2025, 10);
      const invoice: Invoice = (await agent.post(`/api/billing/invoice/${october.id}`).expect(201))
        .body;
      expect(invoice.timeZone).toBe('America/New_York');

      const text = await invoicePdfText(agent, invoice);
      expect(text).toContain('2025-10-31');
      expect(text).not.toContain('2025-11-01');
    });

    it('says an invoice a Los Angeles dealer made at 6 pm on the last day of the month was made early', async () => {
      const agent = await dealerIn('tz_invoice_early', 'America/Los_Angeles');
      const dealerId = await dealerIdOf(agent);
      await insertSale(app, dealerId, { orderedAt: '2025-10-20T18:00:00Z', amount: '100.00' });
      const october = await generateCycle(agent, 2025, 10);
      const invoices = app.pennant.app.get(InvoicesService);
      // Oct 31 18:00 PDT is Nov 1 01:00 UTC.
      const invoice = await invoices.invoiceCycle(
        dealerId,
        october.id,
        new Date('2025-11-01T01:00:00Z'),
      );

      const text = await invoicePdfText(agent, invoice);
      expect(text).toContain('Issued 2025-10-31');
      expect(text).toContain('Invoiced 2025-10-31 18:00, before the period ended');
      expect(text).toContain('Later sales are billed next month');
    });
  });
});
