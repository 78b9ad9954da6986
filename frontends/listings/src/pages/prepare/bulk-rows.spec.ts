import type { Listing } from '@pennant/contracts';
import { approvedCardsTitle, keptBy } from './bulk-rows';

const listing = (status: Listing['status']) => ({ status }) as Listing;

describe('the rows of Bulk Preparation', () => {
  it('keeps a card on eBay or sold from deletion, saying why', () => {
    expect(keptBy(listing('sold'))).toBe('Sold: the card stays with its sale');
    expect(keptBy(listing('active'))).toBe('On eBay: end its listing first');
    expect(keptBy(listing('draft'))).toBeNull();
    expect(keptBy(undefined)).toBeNull();
  });

  it('says how many approved cards are on eBay or sold, so Select All counting fewer is plain', () => {
    expect(approvedCardsTitle(3, 1)).toBe('3 approved cards, 2 of them on eBay or sold');
    expect(approvedCardsTitle(1, 1)).toBe('1 approved card');
  });
});
