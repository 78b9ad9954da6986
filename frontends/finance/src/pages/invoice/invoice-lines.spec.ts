import { invoiceLineColumns } from '.';

describe('invoice lines', () => {
  it('keep the item and its money on a phone, leaving out the order and the date', () => {
    expect(invoiceLineColumns(true).map((column) => column.key)).toEqual([
      'description',
      'sale',
      'refund',
      'fee',
    ]);
    expect(invoiceLineColumns(false).map((column) => column.key)).toEqual([
      'description',
      'order',
      'date',
      'sale',
      'refund',
      'fee',
    ]);
  });
});
