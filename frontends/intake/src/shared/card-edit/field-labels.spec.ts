import { fieldsText } from './field-labels';

describe('the fields a dealer made theirs, in words', () => {
  it('names them as the edit panel does, in a sentence', () => {
    expect(fieldsText(['year', 'cardNumber', 'player'])).toBe('Year, card number and player');
    expect(fieldsText(['cardCondition'])).toBe('eBay condition');
    expect(fieldsText([])).toBeNull();
  });
});
