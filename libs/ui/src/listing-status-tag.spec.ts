import { listingStatusLabel, listingStatusTone } from './listing-status-tag';

describe('listing status', () => {
  it('follows the spec: published/active live, sold highlighted, ended muted, any case', () => {
    expect(listingStatusTone('Published')).toBe('live');
    expect(listingStatusTone('ACTIVE')).toBe('live');
    expect(listingStatusTone('sold')).toBe('sold');
    expect(listingStatusTone('ended')).toBe('muted');
    expect(listingStatusTone('draft')).toBe('muted');
    expect(listingStatusTone(null)).toBe('muted');
  });

  it('makes a listing under way or refused by eBay stand out', () => {
    expect(listingStatusTone('publishing')).toBe('working');
    expect(listingStatusTone('error')).toBe('problem');
    expect(listingStatusLabel('publishing')).toBe('Publishing…');
    expect(listingStatusLabel('sold')).toBe('Sold');
    expect(listingStatusLabel('')).toBe('Unknown');
  });
});
