import { queryPath, revalidateUnder, useApi } from '@pennant/api-client';
import type { Card, Listing, ListingStatus, Lot } from '@pennant/contracts';
import { formatDate, formatMoney, soldPriceText } from '@pennant/ui';

const LISTINGS_PATH = '/api/listings';
const LOTS_PATH = '/api/lots';
/** The API's cap on cards in one `cardIds` filter, more than one page of tiles. */
const MOST_CARDS = 200;

/** Only approved cards can have been prepared or listed (a lotted card is listed with its lot). */
function mayBeListed(card: Card): boolean {
  return card.status === 'approved';
}

/** A card's listing as the dealer reads it on the card: where it is on eBay. */
export const LISTING_ON_CARD: Record<ListingStatus, string> = {
  draft: 'Listing prepared',
  publishing: 'Publishing to eBay…',
  active: 'On eBay',
  sold: 'Sold on eBay',
  ended: 'eBay listing ended',
  error: 'eBay refused the listing',
};

/** A lotted card's lot listing, as the dealer reads it on the card. */
export const LOT_LISTING_ON_CARD: Record<ListingStatus, string> = {
  draft: 'Lot listing prepared',
  publishing: 'Publishing its lot…',
  active: 'In a lot on eBay',
  sold: 'Sold in a lot',
  ended: 'Lot listing ended',
  error: 'eBay refused its lot',
};

/** Where a card is on eBay: its own listing, or its lot's. */
export interface CardOnEbay {
  status: ListingStatus;
  label: string;
  url: string | null;
  /** The listing is the card's lot's. */
  inLot: boolean;
  /**
   * What the card's own listing asks, where the card's list price does not say it: the dealer repriced the listing,
   * eBay's lowest price lifted it, or it is an auction's starting bid. Null otherwise.
   */
  asks: string | null;
}

export function cardOnEbay(
  listing: Listing | undefined,
  lot: Lot | undefined,
  card?: Pick<Card, 'listPrice'>,
): CardOnEbay | null {
  if (listing)
    return {
      status: listing.status,
      label: LISTING_ON_CARD[listing.status],
      url: listing.url,
      inLot: false,
      asks: listingAsks(listing, card),
    };
  if (lot?.listing)
    return {
      status: lot.listing.status,
      label: LOT_LISTING_ON_CARD[lot.listing.status],
      url: lot.listing.url,
      inLot: true,
      asks: null,
    };
  return null;
}

function listingAsks(listing: Listing, card: Pick<Card, 'listPrice'> | undefined): string | null {
  const sold = soldPriceText(listing);
  if (sold) return sold;
  if (listing.listPrice === null) return null;
  if (listing.format === 'auction') return `Bids start at ${formatMoney(listing.listPrice)}`;
  if (card && listing.listPrice === card.listPrice) return null;
  return `${listing.status === 'sold' ? 'Listed' : 'Listing asks'} ${formatMoney(listing.listPrice)}`;
}

/** What a correction of the card does to its listing, or its lot's, for the edit panel to say before saving. */
export function correctionNotice(onEbay: CardOnEbay | null | undefined): string | null {
  if (!onEbay) return null;
  const listing = onEbay.inLot ? "its lot's listing" : 'its listing';
  switch (onEbay.status) {
    case 'draft':
    case 'error':
      return onEbay.inLot
        ? "Saving takes back the listing prepared for this card's lot: publishing the lot prepares it again."
        : 'Saving writes the prepared listing again from the card, keeping what you edited in it.';
    case 'publishing':
    case 'active':
      return `This card is on eBay: a correction is kept in Pennant, but ${listing} on eBay keeps what it shows until it ends.`;
    case 'ended':
      return `${onEbay.inLot ? "This card's lot" : 'This card'} is off eBay: prepare ${listing} again before relisting to send a correction.`;
    case 'sold':
      return 'This card sold on eBay: a correction changes Pennant’s records only.';
  }
}

/**
 * "$1.09 · listed Nov 27, 2026" ("Sold for $12.50 · listed … · sold …" once sold), and why it ended, or why eBay
 * refused it.
 */
export function listingFacts(listing: Listing): string {
  if (listing.status === 'error' && listing.errors.length > 0) return listing.errors.join(' ');
  const facts = [soldPriceText(listing) ?? formatMoney(listing.listPrice)];
  if (listing.publishedAt) facts.push(`listed ${formatDate(listing.publishedAt)}`);
  if (listing.soldAt) facts.push(`sold ${formatDate(listing.soldAt)}`);
  if (listing.status === 'ended' && listing.endedAt)
    facts.push(`ended ${formatDate(listing.endedAt)}`);
  // Why it ended, when eBay or a sale said (a cancelled order, a refund, eBay's removal): what to do before relisting.
  if (listing.status === 'ended' && listing.errors.length > 0) facts.push(listing.errors.join(' '));
  return facts.join(' · ');
}

/** Each card's newest listing (the list comes newest first; an ended listing may have been listed again). */
export function newestListingOfCard(listings: readonly Listing[]): Map<string, Listing> {
  const byCard = new Map<string, Listing>();
  for (const listing of listings) {
    if (listing.cardId && !byCard.has(listing.cardId)) byCard.set(listing.cardId, listing);
  }
  return byCard;
}

/** The listings of the approved cards shown, by card: one request for the page of tiles. */
export function useListingsOfCards(cards: readonly Card[]): Map<string, Listing> {
  const ids = cards.filter(mayBeListed).map((card) => card.id);
  const key =
    ids.length > 0
      ? queryPath(LISTINGS_PATH, {
          cardIds: ids.slice(0, MOST_CARDS).join(','),
          pageSize: MOST_CARDS,
        })
      : null;
  const { data } = useApi<Listing[]>(key);
  return newestListingOfCard(data ?? []);
}

/** Each lotted card's lot. */
export function lotOfCard(lots: readonly Lot[]): Map<string, Lot> {
  return new Map(lots.flatMap((lot) => lot.cards.map((card) => [card.id, lot] as const)));
}

/** The lots of the lotted cards shown, by card; asked only when a lotted card is shown. */
export function useLotsOfCards(cards: readonly Card[]): Map<string, Lot> {
  const { data } = useApi<Lot[]>(cards.some((card) => card.status === 'lotted') ? LOTS_PATH : null);
  return lotOfCard(data ?? []);
}

/** Re-reads where the cards shown are on eBay (their listings and lots). */
export function revalidateCardListings(): Promise<unknown> {
  return revalidateUnder([LISTINGS_PATH, LOTS_PATH]);
}
