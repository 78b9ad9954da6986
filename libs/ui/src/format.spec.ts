import { centsToDecimal, decimalToCents, formatDate, formatMoney, sumMoney } from './format';

describe('money formats', () => {
  it('adds decimal strings exactly, in cents', () => {
    expect(sumMoney(['0.10', '0.20', '1234.5', null, undefined, 'n/a'])).toBe('1234.80');
    expect(sumMoney([])).toBe('0.00');
  });

  it('converts between decimal strings and cents', () => {
    expect(decimalToCents('12.5')).toBe(1250);
    expect(decimalToCents('-3.07')).toBe(-307);
    expect(decimalToCents('1.234')).toBeNull();
    // As a dealer types it: a dollar sign, thousands grouped.
    expect(decimalToCents('$4.50')).toBe(450);
    expect(decimalToCents(' $ 1,250.5 ')).toBe(125050);
    expect(decimalToCents('1,25.00')).toBeNull();
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-1250)).toBe('-12.50');
  });

  it('formats USD without floats', () => {
    expect(formatMoney('1234.50')).toBe('$1,234.50');
    expect(formatMoney(null)).toBe('—');
  });
});

describe('date formats', () => {
  it("shows an instant as the day it was in the dealer's time zone, and a calendar day as itself", () => {
    const lateEvening = '2026-11-28T03:30:00.000Z';
    expect(formatDate(lateEvening, 'America/New_York')).toBe('Nov 27, 2026');
    expect(formatDate(lateEvening, 'UTC')).toBe('Nov 28, 2026');
    expect(formatDate('2026-11-01', 'America/Los_Angeles')).toBe('Nov 1, 2026');
    expect(formatDate(null, 'UTC')).toBe('—');
  });
});
