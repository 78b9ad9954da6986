import type { InvoiceLine } from '@pennant/contracts';
import type { ReactNode } from 'react';
import { invoiceLineColumns } from '.';

const NEW_YORK = 'America/New_York';

describe('invoice lines', () => {
  it('keep the item and its money on a phone, leaving out the order and the date', () => {
    expect(invoiceLineColumns(true, NEW_YORK).map((column) => column.key)).toEqual([
      'description',
      'sale',
      'refund',
      'fee',
    ]);
    expect(invoiceLineColumns(false, NEW_YORK).map((column) => column.key)).toEqual([
      'description',
      'order',
      'date',
      'sale',
      'refund',
      'fee',
    ]);
  });

  it("date a sale on the day it was in the invoice's time zone, as the PDF does, not the browser's", () => {
    const line: InvoiceLine = {
      description: 'Ken Griffey Jr. 1989 Upper Deck #1',
      ebayOrderId: '27-00001-00001',
      // Nov 1 01:00 in Auckland; still Oct 31 in every browser west of it.
      orderedAt: '2025-10-31T12:00:00.000Z',
      saleAmount: '100.00',
      refund: '0.00',
      fee: '2.00',
      kind: 'sale',
    };
    const date = invoiceLineColumns(false, 'Pacific/Auckland').find(
      (column) => column.key === 'date',
    )!;
    const render = date.render as (value: unknown, line: InvoiceLine, index: number) => ReactNode;
    expect(render(undefined, line, 0)).toBe('Nov 1, 2025');
  });
});
