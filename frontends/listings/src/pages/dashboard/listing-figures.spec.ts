import { newPriceProblem, sendAgainLabel } from './listing-figures';

describe('a new price typed in the table', () => {
  it('takes an amount of at least $0.99 with at most two places', () => {
    expect(newPriceProblem('12.5')).toBeNull();
    expect(newPriceProblem(' 0.99 ')).toBeNull();
    expect(newPriceProblem('0.5')).toBe('At least $0.99');
    expect(newPriceProblem('12.345')).toBe('Enter an amount such as 12.50');
    expect(newPriceProblem('')).toBe('Enter an amount such as 12.50');
  });
});

describe('the button that sends a listing to eBay again', () => {
  it('relists a listing that was on eBay, and publishes again one eBay never took', () => {
    expect(sendAgainLabel({ publishedAt: '2026-11-20T10:00:00.000Z' })).toBe('Relist');
    expect(sendAgainLabel({ publishedAt: null })).toBe('Publish again');
  });
});
