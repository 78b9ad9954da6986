import { MONEY_MAX_TEXT, overMoneyMax } from './money-limit';

describe('the most one amount may be', () => {
  it('is $99,999,999.99, said as a dealer reads it', () => {
    expect(MONEY_MAX_TEXT).toBe('At most $99,999,999.99');
    expect(overMoneyMax('99999999.99')).toBe(false);
    expect(overMoneyMax(' 100000000 ')).toBe(true);
    expect(overMoneyMax('abc')).toBe(false);
    expect(overMoneyMax(undefined)).toBe(false);
  });
});
