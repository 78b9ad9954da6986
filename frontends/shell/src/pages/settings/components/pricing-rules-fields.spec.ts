import { MONEY_MAX } from '@pennant/contracts';
import { decimalRule } from './pricing-rules-fields';

describe('the pricing rules form', () => {
  it('says in words when the minimum single FMV is more than an amount can be', async () => {
    const rule = decimalRule('minimum single FMV', 0, Number(MONEY_MAX));
    await expect(rule.validator(null, '100000000')).rejects.toThrow(
      'The minimum single FMV must be between 0 and 99999999.99.',
    );
    await expect(rule.validator(null, '4.00')).resolves.toBeUndefined();
    await expect(rule.validator(null, '')).rejects.toThrow('Enter the minimum single FMV.');
  });
});
