import { nothingToReviewText } from './review-state';

describe('nothingToReviewText', () => {
  it('says every prepared listing is on eBay only when none is publishing', () => {
    expect(nothingToReviewText(0)).toBe('Every prepared listing is on eBay.');
  });

  it('counts the listings still being published', () => {
    expect(nothingToReviewText(1)).toBe('1 listing is being published to eBay…');
    expect(nothingToReviewText(3)).toBe('3 listings are being published to eBay…');
  });
});
