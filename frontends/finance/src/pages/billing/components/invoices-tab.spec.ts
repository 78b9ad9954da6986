import { invoiceColumns } from './invoices-tab';

describe('invoices table', () => {
  it('keeps the invoice, its total and its actions on a phone, the status under the number', () => {
    expect(invoiceColumns(true).map((column) => column.key)).toEqual([
      'number',
      'total',
      'actions',
    ]);
    expect(invoiceColumns(false).map((column) => column.key)).toEqual([
      'number',
      'period',
      'issued',
      'due',
      'total',
      'status',
      'actions',
    ]);
  });
});
