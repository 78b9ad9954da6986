import {
  conditionParts,
  LISTINGS_SHOWN_OPTIONS,
  newPriceProblem,
  newPriceWarning,
  sendAgainLabel,
  statusesShown,
} from './listing-figures';

describe('a new price typed in the table', () => {
  it('takes an amount of at least $0.99 with at most two places', () => {
    expect(newPriceProblem('12.5')).toBeNull();
    expect(newPriceProblem(' 0.99 ')).toBeNull();
    expect(newPriceProblem('$1,250.00')).toBeNull();
    expect(newPriceProblem('0.5')).toBe('At least $0.99');
    expect(newPriceProblem('12.345')).toBe('Enter an amount such as 12.50');
    expect(newPriceProblem('')).toBe('Enter an amount such as 12.50');
    expect(newPriceProblem('99999999.99')).toBeNull();
    expect(newPriceProblem('100000000')).toBe('At most $99,999,999.99');
  });
});

describe('the button that sends a listing to eBay again', () => {
  it('relists a listing that was on eBay, and publishes again one eBay never took', () => {
    expect(sendAgainLabel({ publishedAt: '2026-11-20T10:00:00.000Z' })).toBe('Relist');
    expect(sendAgainLabel({ publishedAt: null })).toBe('Publish again');
  });
});

describe('a new price far from what the listing asks now', () => {
  it('warns of a price far above or below it, and of nothing near it', () => {
    expect(newPriceWarning('1000000', '2.00')).toBe(
      'Over 5 times what it asks now ($2.00): check before saving',
    );
    expect(newPriceWarning('0.99', '150.00')).toBe(
      'Under a fifth of what it asks now ($150.00): check before saving',
    );
    expect(newPriceWarning('9.99', '2.00')).toBeNull();
    expect(newPriceWarning('12.50', null)).toBeNull();
  });
});

describe('the Published Listings table', () => {
  it('shows what was sent to eBay unless asked for drafts, and one status when chosen', () => {
    expect(LISTINGS_SHOWN_OPTIONS[0]).toEqual({ value: 'sent', label: 'Sent to eBay' });
    expect(statusesShown('sent')).toEqual(['publishing', 'active', 'sold', 'ended', 'error']);
    expect(statusesShown('all')).toBeUndefined();
    expect(statusesShown('draft')).toBe('draft');
  });
});

describe("a listing's condition in the Published Listings table", () => {
  it('puts the kind over the grade, so the grade is read whole', () => {
    expect(conditionParts('Ungraded: Near mint or better')).toEqual({
      kind: 'Ungraded',
      grade: 'Near mint or better',
    });
    expect(conditionParts('Graded: PSA 10')).toEqual({ kind: 'Graded', grade: 'PSA 10' });
  });

  it('shows a condition without a kind as it is, and a dash for none', () => {
    expect(conditionParts('Used')).toEqual({ kind: null, grade: 'Used' });
    expect(conditionParts(null)).toEqual({ kind: null, grade: '-' });
    expect(conditionParts('  ')).toEqual({ kind: null, grade: '-' });
  });
});
