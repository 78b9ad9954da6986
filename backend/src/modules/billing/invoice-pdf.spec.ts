import { usd } from './invoice-pdf';

describe("the invoice's amounts", () => {
  it('puts the sign before the dollar, and shows nothing taken off as $0.00', () => {
    expect(usd('12.50')).toBe('$12.50');
    expect(usd('-2.37')).toBe('-$2.37');
    expect(usd('-0.00')).toBe('$0.00');
  });
});
