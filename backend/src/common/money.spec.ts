import fc from 'fast-check';
import {
  allocateCents,
  fromCents,
  isDecimalString,
  percentOfCents,
  signedCents,
  toCents,
  toDecimalString,
} from './money';

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

  it('reads a credit, a negative amount, as negative cents', () => {
    expect(signedCents('-100.00')).toBe(-10000);
    expect(signedCents(' -0.5')).toBe(-50);
    expect(signedCents('40')).toBe(4000);
    expect(() => signedCents('--1')).toThrow(RangeError);
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

describe('allocateCents', () => {
  it("splits a month's fee over its lines so they add up to it", () => {
    // 2% of 2.50 + 2.80 = 5.30 is 0.106 -> 0.11; rounding each line would give 0.05 + 0.06.
    expect(allocateCents(11, [250, 280])).toEqual([5, 6]);
    expect(allocateCents(10, [250, 280])).toEqual([5, 5]);
    expect(allocateCents(1, [100, 100, 100])).toEqual([1, 0, 0]);
  });

  it('takes credits as negative parts', () => {
    expect(allocateCents(100, [6000, -1000])).toEqual([120, -20]);
  });

  it('always adds up to the total, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: -50_000, max: 500_000 }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          fc.pre(weightSum > 0);
          const parts = allocateCents(total, weights);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          parts.forEach((part, index) =>
            expect(Math.abs(part - (total * weights[index]) / weightSum)).toBeLessThan(1),
          );
        },
      ),
    );
  });

  it('refuses weights that add up to nothing', () => {
    expect(() => allocateCents(5, [0, 0])).toThrow(RangeError);
  });
});
