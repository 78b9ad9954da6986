import type { Card, Listing } from '@pennant/contracts';

/** Listing states in which the card is on eBay, or sold there: nothing to prepare. */
export const ON_EBAY: Listing['status'][] = ['publishing', 'active', 'sold'];

/**
 * Listing states whose cards Select All leaves out: on eBay or sold, and ended (the dealer ended it; preparing it
 * again is a choice made card by card, not in bulk).
 */
export const LISTED_BEFORE: Listing['status'][] = [...ON_EBAY, 'ended'];

/** Why a card cannot be deleted here: it is on eBay, or sold (its sale keeps it); null when it can. */
export function keptBy(listing: Listing | undefined): string | null {
  if (listing?.status === 'sold') return 'Sold: the card stays with its sale';
  if (listing && ON_EBAY.includes(listing.status)) return 'On eBay: end its listing first';
  return null;
}

/** "3 approved cards, 2 of them on eBay, sold or ended": the header says why Select All counts fewer. */
export function approvedCardsTitle(total: number, selectable: number): string {
  const title = `${total} approved card${total === 1 ? '' : 's'}`;
  const listed = total - selectable;
  return listed > 0 ? `${title}, ${listed} of them on eBay, sold or ended` : title;
}

/**
 * How many approved cards Select All takes: all but those listed before (on eBay, sold or ended). Every such listing
 * is of an approved card (a lot's has no card), so their count is the cards left out; until it is read, the page on
 * screen tells.
 */
export function selectableCount(
  total: number,
  shown: Card[],
  byCard: Map<string, Listing>,
  listedBefore: Set<string> | null,
): number {
  const listed = listedBefore
    ? listedBefore.size
    : shown.filter((card) => LISTED_BEFORE.includes(byCard.get(card.id)?.status ?? 'draft')).length;
  return Math.max(0, total - listed);
}
