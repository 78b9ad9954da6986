import {
  billingTab,
  billingTabLabel,
  billingTiles,
  billingYears,
  billsWaitingForCard,
  waitingForCardText,
} from './billing-figures';
import { buildCycle } from '../../testing/finance-builders';
import { canMarkPaid, invoiceRows, localProviderNote } from './components/invoices-tab';

describe('billing page figures', () => {
  it('offers the years from 2024 to the current one, newest first', () => {
    expect(billingYears(new Date('2026-11-25T12:00:00Z'))).toEqual([2026, 2025, 2024]);
    expect(billingYears(new Date('2024-02-01T12:00:00Z'))).toEqual([2024]);
  });

  it('shows the stats in USD, the fee not billed yet beside the pending one', () => {
    const tiles = billingTiles({
      totalGrossSales: '10500.00',
      totalFeesPaid: '200.00',
      totalFeesPending: '10.00',
      averageMonthlyFee: '70.33',
      feesNotYetBilled: '0.21',
      creditNotYetBilled: '0.00',
    });
    expect(tiles.map((tile) => tile.value)).toEqual([
      '$10,500.00',
      '$200.00',
      '$10.00',
      '$0.21',
      '$70.33',
    ]);
    expect(tiles[3].title).toBe('Not Billed Yet');
    expect(billingTiles(null).map((tile) => tile.value)).toEqual([null, null, null, null, null]);
    // Not /sales' gross of every order: only Pennant's listings are billed.
    expect(tiles[0].hint).toBe('Sales of Pennant’s listings, in the months billed so far');
  });

  it('says under Not Billed Yet what the next bill credits back for sales refunded after billing', () => {
    const stats = {
      totalGrossSales: '100.00',
      totalFeesPaid: '0.00',
      totalFeesPending: '2.00',
      averageMonthlyFee: '2.00',
      feesNotYetBilled: '0.00',
    };
    const [, , , credited] = billingTiles({ ...stats, creditNotYetBilled: '0.10' });
    expect(credited.hint).toBe(
      'Fee on sales no bill holds yet. The next bill also credits back $0.10 for billed sales refunded or cancelled since',
    );
    const [, , , none] = billingTiles({ ...stats, creditNotYetBilled: '0.00' });
    expect(none.hint).toContain('A refund of a sale already billed is credited on the next bill');
  });

  it('opens the tab the address names, Overview otherwise', () => {
    expect(billingTab('payment')).toBe('payment');
    expect(billingTab('nonsense')).toBe('overview');
    expect(billingTab(null)).toBe('overview');
  });

  it('names the tabs in full on a desktop and short on a phone', () => {
    expect(billingTabLabel('payment', false)).toBe('Payment Methods');
    expect(billingTabLabel('payment', true)).toBe('Payment');
    expect(billingTabLabel('cycles', true)).toBe('Cycles');
  });

  it("lists the year's invoices newest month first, each with the month it bills", () => {
    const invoice = (id: string) => ({
      id,
      number: `PEN-2026-00000${id}`,
      issuedAt: '2026-11-01T10:00:00Z',
      dueAt: '2026-11-15T10:00:00Z',
      overdue: false,
      total: '2.00',
      status: 'invoiced' as const,
      provider: 'local' as const,
      pdfUrl: '',
      paymentUrl: null,
      timeZone: 'America/New_York',
    });
    const rows = invoiceRows([
      buildCycle({ id: 'sep', periodStart: '2026-09-01', invoice: invoice('1') }),
      buildCycle({ id: 'nov', periodStart: '2026-11-01', invoice: null }),
      buildCycle({ id: 'oct', periodStart: '2026-10-01', invoice: invoice('2') }),
    ]);
    expect(rows.map((row) => [row.number, row.periodStart])).toEqual([
      ['PEN-2026-000002', '2026-10-01'],
      ['PEN-2026-000001', '2026-09-01'],
    ]);
  });

  it('lets the dealer mark only an unpaid local-provider invoice as paid', () => {
    expect(canMarkPaid({ provider: 'local', status: 'invoiced' })).toBe(true);
    expect(canMarkPaid({ provider: 'local', status: 'paid' })).toBe(false);
    expect(canMarkPaid({ provider: 'stripe', status: 'invoiced' })).toBe(false);
  });

  it('says where to pay a bank-transfer invoice, or whom to ask when it names no account', () => {
    const issuer = { name: 'Pennant', address: '', paymentInstructions: 'First Bank 12345678' };
    expect(localProviderNote({ issuer })).toBe(
      'Pay by bank transfer to the account under How to pay. No card is charged. Once you have paid, mark the invoice as paid here.',
    );
    expect(localProviderNote({ issuer: { ...issuer, paymentInstructions: '' } })).toBe(
      'Pay by bank transfer to Pennant: this invoice names no bank account, so ask them for it. No card is charged. Once you have paid, mark the invoice as paid here.',
    );
  });
});

describe('bills waiting for a card', () => {
  const NOV_29 = new Date('2026-11-29T12:00:00Z');
  const stripeWithoutCard = { provider: 'stripe' as const, publishableKey: 'pk_test', card: null };
  const october = buildCycle({
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    feeDue: '1.28',
  });
  const november = buildCycle({ id: 'c2', periodStart: '2026-11-01', periodEnd: '2026-11-30' });

  it('names the ended months Stripe cannot charge until a card is saved', () => {
    const waiting = billsWaitingForCard([november, october], stripeWithoutCard, NOV_29, 'UTC');
    expect(waiting).toEqual([october]);
    expect(waitingForCardText(waiting)).toBe('Your bill for Oct 2026 ($1.28) waits for a card.');
  });

  it('says nothing once a card is saved, with the local provider, or for a month with no fee', () => {
    const card = { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030 };
    expect(billsWaitingForCard([october], { ...stripeWithoutCard, card }, NOV_29, 'UTC')).toEqual(
      [],
    );
    expect(
      billsWaitingForCard(
        [october],
        { provider: 'local', publishableKey: null, card: null },
        NOV_29,
        'UTC',
      ),
    ).toEqual([]);
    expect(
      billsWaitingForCard([{ ...october, feeDue: '0.00' }], stripeWithoutCard, NOV_29, 'UTC'),
    ).toEqual([]);
  });
});
