import { publishRetryText, ungradedConditionNamed } from './listings';

describe("the eBay condition a dealer's condition text names", () => {
  it.each([
    ['Near Mint', 'near_mint_or_better'],
    ['NM-MT, sharp corners', 'near_mint_or_better'],
    ['nm+', 'near_mint_or_better'],
    ['Gem Mint', 'near_mint_or_better'],
    ['Mint', 'near_mint_or_better'],
    ['EX-MT', 'excellent'],
    ['Excellent, one soft corner', 'excellent'],
    ['VG-EX', 'very_good'],
    ['Very good', 'very_good'],
    ['Poor (crease)', 'poor'],
    ['Fair', 'poor'],
  ])('reads %s as %s', (text, condition) => {
    expect(ungradedConditionNamed(text)).toBe(condition);
  });

  it('names none for other words, "Good" (between two of eBay\'s), or nothing', () => {
    for (const text of ['Good', 'Sharp corners', 'Extra clean', 'Nmt9', 'PSA 9', '', null])
      expect(ungradedConditionNamed(text)).toBeNull();
  });
});

describe('a listing eBay turned away for now', () => {
  it('says which try comes next, of how many', () => {
    expect(publishRetryText({ attempt: 2, of: 5 })).toBe(
      'eBay could not take it just now; trying again (try 2 of 5)',
    );
  });
});
