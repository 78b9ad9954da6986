import { fromCents, isDecimalString, percentOfCents, toCents, toDecimalString } from './money';

describe('money as integer cents', () => {
  it('reads two-place decimals exactly', () => {
    expect(toCents('0.1')).toBe(10);
    expect(toCents('8.5')).toBe(850);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('1234567890.12')).toBe(123456789012);
  });

  it('refuses anything that is not a non-negative two-place decimal', () => {
    for (const bad of ['8.123', '-1', 'abc', '', '1e3', '.5', '5.']) {
      expect(() => toCents(bad)).toThrow(RangeError);
      expect(isDecimalString(bad)).toBe(false);
    }
  });

  it('writes cents back with two places', () => {
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-5)).toBe('-0.05');
    expect(fromCents(12150)).toBe('121.50');
    expect(toDecimalString('3')).toBe('3.00');
    expect(toDecimalString('12.50')).toBe('12.50');
  });

  it('takes a percentage rounded half up to the cent, where floats would drift', () => {
    expect(percentOfCents(12400, '2.00')).toBe(248);
    expect(percentOfCents(25, '2.00')).toBe(1); // 0.50 cent rounds up
    expect(percentOfCents(24, '2.00')).toBe(0); // 0.48 cent rounds down
    expect(percentOfCents(1_000_000_000_00, '2.00')).toBe(2_000_000_000);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
  });
});
