import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { buildCycle } from '../testing/finance-builders';
import {
  canCreateInvoice,
  cyclePeriodLabel,
  earlyInvoiceQuestion,
  newestCycles,
} from './cycle-status';
import { cycleColumns, CyclesTable } from './cycles-table';

function renderRows(cycles: ReturnType<typeof buildCycle>[]): string[] {
  const html = renderToStaticMarkup(
    createElement(
      StaticRouter,
      { location: '/billing' },
      createElement(CyclesTable, { cycles, loading: false, emptyText: 'none' }),
    ),
  );
  return html.split('<tr').filter((row) => row.includes('data-row-key'));
}

describe('billing cycles', () => {
  it('asks before invoicing a month that is not over, and not once it is', () => {
    const november = { periodStart: '2026-11-01', periodEnd: '2026-11-30' };
    expect(earlyInvoiceQuestion(november, new Date(2026, 10, 27))).toEqual({
      title: 'Nov 2026 is not over',
      content:
        "Invoicing now bills the sales made so far. A sale from now to the end of the month is billed with the next month's cycle.",
    });
    expect(earlyInvoiceQuestion(november, new Date(2026, 10, 30, 23))).not.toBeNull();
    expect(earlyInvoiceQuestion(november, new Date(2026, 11, 1))).toBeNull();
  });

  it("asks until the month is over in the dealer's time zone, whatever the browser's", () => {
    const november = { periodStart: '2026-11-01', periodEnd: '2026-11-30' };
    const fivePmInLosAngeles = new Date('2026-12-01T01:00:00Z');
    expect(
      earlyInvoiceQuestion(november, fivePmInLosAngeles, 'America/Los_Angeles'),
    ).not.toBeNull();
    expect(earlyInvoiceQuestion(november, fivePmInLosAngeles, 'Europe/London')).toBeNull();
  });

  it('offers Create Invoice only for a pending cycle with a fee above zero', () => {
    expect(canCreateInvoice(buildCycle())).toBe(true);
    expect(canCreateInvoice(buildCycle({ feeDue: '0.00' }))).toBe(false);
    expect(canCreateInvoice(buildCycle({ feeDue: '0.01' }))).toBe(true);
    for (const status of ['invoiced', 'paid', 'payment_failed', 'no_charge'] as const)
      expect(canCreateInvoice(buildCycle({ status }))).toBe(false);
  });

  it('draws the action in the table row of a pending cycle and not in the others', () => {
    const rows = renderRows([
      buildCycle({ id: 'due' }),
      buildCycle({ id: 'zero', feeDue: '0.00', status: 'no_charge' }),
      buildCycle({
        id: 'sent',
        status: 'invoiced',
        invoice: {
          id: 'inv-1',
          number: 'PEN-2026-000001',
          issuedAt: '2026-11-01T10:00:00Z',
          dueAt: '2026-11-15T10:00:00Z',
          overdue: false,
          total: '24.00',
          status: 'invoiced',
          provider: 'local',
          pdfUrl: '/api/billing/invoices/inv-1/pdf',
          paymentUrl: null,
          timeZone: 'America/New_York',
        },
      }),
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Create Invoice');
    expect(rows[0]).toContain('$1,200.00');
    expect(rows[0]).toContain('2.0%');
    expect(rows[1]).not.toContain('Create Invoice');
    expect(rows[1]).toContain('No charge');
    expect(rows[2]).not.toContain('Create Invoice');
    expect(rows[2]).toContain('href="/billing/invoices/inv-1"');
    expect(rows[2]).toContain('>Invoiced<');
    expect(rows[2]).not.toContain('Overdue');
  });

  it('says Overdue beside an invoiced cycle whose invoice is unpaid past its due date', () => {
    const sent = buildCycle({ status: 'invoiced' });
    const invoice = {
      id: 'inv-2',
      number: 'PEN-2026-000002',
      issuedAt: '2026-10-01T10:00:00Z',
      dueAt: '2026-10-15T10:00:00Z',
      overdue: true,
      total: '24.00',
      status: 'invoiced' as const,
      provider: 'local' as const,
      pdfUrl: '',
      paymentUrl: null,
      timeZone: 'America/New_York',
    };
    const [row] = renderRows([{ ...sent, invoice }]);
    expect(row).toContain('>Invoiced<');
    expect(row).toContain('>Overdue<');
  });

  it('says why a month of sales owes a fee other than net × rate: credits, fees carried in and out', () => {
    const [credited, carried] = renderRows([
      buildCycle({
        id: 'credited',
        netSales: '10.00',
        credits: '50.00',
        feeDue: '0.00',
        creditCarriedOver: '40.00',
        status: 'no_charge',
      }),
      buildCycle({ id: 'carried', feeDue: '0.62', carriedIn: '0.40' }),
    ]);
    expect(credited).toContain('$50.00 credited for earlier months&#x27; refunds');
    expect(credited).toContain('$40.00 of credits carried to next month');
    expect(carried).toContain('with $0.40 carried in');
    const [plain] = renderRows([buildCycle({ id: 'plain' })]);
    expect(plain).not.toMatch(/credited|carried/);
  });

  it('shows payment_failed as Failed', () => {
    const [row] = renderRows([buildCycle({ status: 'payment_failed' })]);
    expect(row).toContain('>Failed<');
  });

  it('names the month and keeps the newest cycles first', () => {
    expect(cyclePeriodLabel(buildCycle({ periodStart: '2026-01-01' }))).toBe('Jan 2026');
    const cycles = ['2026-03-01', '2026-07-01', '2026-01-01'].map((periodStart) =>
      buildCycle({ id: periodStart, periodStart }),
    );
    expect(newestCycles(cycles, 2).map((cycle) => cycle.periodStart)).toEqual([
      '2026-07-01',
      '2026-03-01',
    ]);
  });
});

describe('billing cycles on a phone', () => {
  it('keeps the period, the fee due and the action, with the status under the period', () => {
    const columns = cycleColumns(true);
    expect(columns.map((column) => column.key)).toEqual(['period', 'fee', 'action']);
    const period = columns[0].render?.(null, buildCycle(), 0);
    const html = renderToStaticMarkup(createElement(Fragment, null, period as ReactNode));
    expect(html).toContain('Oct 2026');
    expect(html).toContain('>Pending<');
  });

  it('keeps every column on a wider screen', () => {
    expect(cycleColumns(false).map((column) => column.key)).toEqual([
      'period',
      'gross',
      'net',
      'rate',
      'fee',
      'status',
      'action',
    ]);
  });
});
