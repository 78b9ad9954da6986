import type { Listing } from '@pennant/contracts';
import type { Card } from '@pennant/contracts';
import { approvedCardsTitle, keptBy, selectableCount } from './bulk-rows';

const listing = (status: Listing['status']) => ({ status }) as Listing;

describe('the rows of Bulk Preparation', () => {
  it('keeps a card on eBay or sold from deletion, saying why', () => {
    expect(keptBy(listing('sold'))).toBe('Sold: the card stays with its sale');
    expect(keptBy(listing('active'))).toBe('On eBay: end its listing first');
    expect(keptBy(listing('draft'))).toBeNull();
    expect(keptBy(undefined)).toBeNull();
  });

  it('says how many approved cards are on eBay or sold, so Select All counting fewer is plain', () => {
    expect(approvedCardsTitle(3, 1)).toBe('3 approved cards, 2 of them on eBay, sold or ended');
    expect(approvedCardsTitle(1, 1)).toBe('1 approved card');
  });

  it('counts what Select All takes from every page: all approved cards but those on eBay or sold', () => {
    const shown = [{ id: 'a' }, { id: 'b' }] as Card[];
    const onPage = new Map([['a', listing('active')]]);
    // 23 approved, 10 on eBay: three of them on page 2, not among the listings of the page on screen.
    const everywhere = new Set(['a', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']);
    expect(selectableCount(23, shown, onPage, everywhere)).toBe(13);
    // Until every listing on eBay is read, the page on screen tells; an ended listing is left out too.
    expect(selectableCount(2, shown, onPage, null)).toBe(1);
    expect(selectableCount(2, shown, new Map([['b', listing('ended')]]), null)).toBe(1);
  });
});
