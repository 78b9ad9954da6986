import { printableText, usd } from './invoice-pdf';

describe("the invoice's amounts", () => {
  it('puts the sign before the dollar, and shows nothing taken off as $0.00', () => {
    expect(usd('12.50')).toBe('$12.50');
    expect(usd('-2.37')).toBe('-$2.37');
    expect(usd('-0.00')).toBe('$0.00');
  });
});

describe("the invoice's text", () => {
  it('keeps what Helvetica prints (accents, curly quotes, the euro) and shows a ? for what it cannot', () => {
    expect(printableText('Ñandú Cards – “Mint” €5')).toBe('Ñandú Cards – “Mint” €5');
    expect(printableText('Ñandú Cards 大谷 🔥')).toBe('Ñandú Cards ?? ?');
    expect(printableText('Line one\nLine two')).toBe('Line one\nLine two');
  });
});
