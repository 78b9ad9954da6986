import fc from 'fast-check';
import { dealerIdOf, insertSale, refundLine, generateCycle } from './support/billing-orders';
import { signIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

/** A sale as a buyer made it: whole cents, a refund (maybe more than the sale), maybe cancelled. */
const saleArbitrary = fc.record({
  cents: fc.integer({ min: 1, max: 2_000_000 }),
  refundCents: fc.integer({ min: 0, max: 2_000_000 }),
  refunded: fc.boolean(),
  cancelled: fc.boolean(),
  day: fc.integer({ min: 2, max: 27 }),
});
type Sale = typeof saleArbitrary extends fc.Arbitrary<infer T> ? T : never;

const text = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** What the buyer got back, as billing must count it: never more than the sale. */
const refundOf = (sale: Sale) => (sale.refunded ? Math.min(sale.refundCents, sale.cents) : 0);

/** 2% of the cents, half-up, worked out apart from the product's helper. */
const twoPercent = (cents: number) => Number((BigInt(cents) * 200n + 5_000n) / 10_000n);

describe('Billing money: exact to the cent', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['0.25', '0.01'],
    ['0.24', '0.00'],
    ['0.74', '0.01'],
    ['0.75', '0.02'],
    ['1.75', '0.04'],
    ['0.01', '0.00'],
    ['99999.99', '2000.00'],
  ])('bills 2%% of %s as %s, rounding half up', async (amount, fee) => {
    const agent = await signIn(app, `money_${amount.replace('.', '_')}`);
    await insertSale(app, await dealerIdOf(agent), { orderedAt: '2025-06-10T15:00:00Z', amount });
    expect(await generateCycle(agent, 2025, 6)).toMatchObject({
      grossSales: amount,
      netSales: amount,
      feeDue: fee,
      status: fee === '0.00' ? 'no_charge' : 'pending',
    });
  });

  it('refuses with a 409 saying why, not a 500, a month whose sales are more than one bill holds', async () => {
    const agent = await signIn(app, 'money_month_too_large');
    const dealerId = await dealerIdOf(agent);
    // Each order at the most one may be: 101 of them come to more than $9,999,999,999.99.
    for (let n = 0; n < 101; n += 1)
      await insertSale(app, dealerId, {
        orderedAt: `2025-07-${String(2 + (n % 25)).padStart(2, '0')}T15:00:00Z`,
        amount: '99999999.99',
      });
    const refused = await agent.post('/api/billing/generate/2025/7').expect(409);
    expect(refused.body).toMatchObject({ code: 'BILLING_MONTH_TOO_LARGE' });
    expect(refused.body.message).toContain(
      'The sales of 2025-07 come to more than one bill can hold',
    );
  });

  it('sums random sales and refunds of a month to the cent', async () => {
    const agent = await signIn(app, 'money_random');
    const dealerId = await dealerIdOf(agent);
    let monthIndex = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(saleArbitrary, { minLength: 0, maxLength: 12 }), async (sales) => {
        // Each run bills a month of its own, from January 2024 on.
        const year = 2024 + Math.floor(monthIndex / 12);
        const month = (monthIndex % 12) + 1;
        monthIndex += 1;
        for (const sale of sales)
          await insertSale(app, dealerId, {
            orderedAt: `${year}-${String(month).padStart(2, '0')}-${String(sale.day).padStart(2, '0')}T15:00:00Z`,
            amount: text(sale.cents),
            refund: sale.refunded ? text(sale.refundCents) : '0.00',
            cancelled: sale.cancelled,
          });
        // A cancelled order is no sale: the month bills neither it nor its refund.
        const sold = sales.filter((sale) => !sale.cancelled);
        const gross = sold.reduce((sum, sale) => sum + sale.cents, 0);
        const refunds = sold.reduce((sum, sale) => sum + refundOf(sale), 0);
        const fee = twoPercent(gross - refunds);
        const cycle = await generateCycle(agent, year, month);
        expect(cycle).toMatchObject({
          grossSales: text(gross),
          refunds: text(refunds),
          netSales: text(gross - refunds),
          feeDue: text(fee),
          status: fee === 0 ? 'no_charge' : 'pending',
        });
      }),
      { numRuns: 22 },
    );
  });

  it('credits refunds that come after invoicing exactly once, and never bills below zero', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            sale: saleArbitrary,
            laterRefundCents: fc.integer({ min: 0, max: 2_000_000 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 500_000 }),
        async (lines, nextMonthCents) => {
          run += 1;
          const agent = await signIn(app, `money_credit_${run}`);
          const dealerId = await dealerIdOf(agent);
          const seeded = [];
          for (const { sale } of lines)
            seeded.push(
              await insertSale(app, dealerId, {
                orderedAt: `2025-03-${String(sale.day).padStart(2, '0')}T15:00:00Z`,
                amount: text(sale.cents),
                refund: sale.refunded ? text(sale.refundCents) : '0.00',
                cancelled: sale.cancelled,
              }),
            );
          const march = await generateCycle(agent, 2025, 3);
          if (march.status === 'pending')
            await agent.post(`/api/billing/invoice/${march.id}`).expect(201);
          // Refunds grow after March was billed (a refund is never taken back).
          let credits = 0;
          for (const [index, { sale, laterRefundCents }] of lines.entries()) {
            const before = refundOf(sale);
            const after = Math.min(Math.max(laterRefundCents, before), sale.cents);
            if (!sale.cancelled && after > before) {
              await refundLine(app, seeded[index].lineId, text(after));
              credits += after - before;
            }
          }
          if (nextMonthCents > 0)
            await insertSale(app, dealerId, {
              orderedAt: '2025-04-10T15:00:00Z',
              amount: text(nextMonthCents),
            });
          const fee = twoPercent(Math.max(nextMonthCents - credits, 0));
          expect(await generateCycle(agent, 2025, 4)).toMatchObject({
            grossSales: text(nextMonthCents),
            credits: text(credits),
            feeDue: text(fee),
            status: fee === 0 ? 'no_charge' : 'pending',
          });
          // Credited once: May owes nothing back for March, only what April could not absorb.
          const may = await generateCycle(agent, 2025, 5);
          expect(may.credits).toBe(text(Math.max(credits - nextMonthCents, 0)));
        },
      ),
      { numRuns: 12 },
    );
  });
});
