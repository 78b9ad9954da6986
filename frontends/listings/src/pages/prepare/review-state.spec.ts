import { NO_PREPARED_LISTINGS, nothingToReviewText, pointsToDashboard } from './review-state';

describe('what an empty Review & Edit says', () => {
  it('says every prepared listing is on eBay once they all went there and none is publishing', () => {
    const facts = { publishing: 0, sentToEbay: 4 };
    expect(nothingToReviewText(facts)).toBe('Every prepared listing is on eBay.');
    expect(pointsToDashboard(facts)).toBe(true);
  });

  it('counts the listings still being published', () => {
    expect(nothingToReviewText({ publishing: 1, sentToEbay: 0 })).toBe(
      '1 listing is being published to eBay…',
    );
    expect(nothingToReviewText({ publishing: 3, sentToEbay: 2 })).toBe(
      '3 listings are being published to eBay…',
    );
    expect(pointsToDashboard({ publishing: 1, sentToEbay: 0 })).toBe(true);
  });

  it('asks to prepare cards only when none of the dealer’s listings went to eBay', () => {
    const facts = { publishing: 0, sentToEbay: 0 };
    expect(nothingToReviewText(facts)).toBe(NO_PREPARED_LISTINGS);
    expect(pointsToDashboard(facts)).toBe(false);
  });

  it('claims neither when what went to eBay could not be read', () => {
    const facts = { publishing: 0, sentToEbay: null };
    expect(nothingToReviewText(facts)).toBe('No prepared listing is waiting to go to eBay.');
    expect(pointsToDashboard(facts)).toBe(false);
  });
});
