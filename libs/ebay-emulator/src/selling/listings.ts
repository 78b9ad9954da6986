import type { EbayErrorDetail } from '@pennant/ebay-openapi';
import { pacificDay } from '../core/pacific-day';
import { InventoryErrors } from '../inventory/inventory-errors';
import type {
  ListingContent,
  ListingEndReason,
  ListingRecord,
  OfferRecord,
  SellerRecord,
} from './records';

/** A listing's life: opened by publish, revised, ended by a sale, a withdrawal or a delete. */

export const MAX_REVISIONS_PER_DAY = 250;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** An auction cannot be revised in its last 12 hours. */
const NO_REVISION_BEFORE_END_MS = 12 * HOUR_MS;

export function auctionDurationMs(listingDuration: string | undefined): number | undefined {
  const days = /^DAYS_(\d+)$/.exec(listingDuration ?? '')?.[1];
  return days ? Number(days) * DAY_MS : undefined;
}

export function openListing(
  seller: SellerRecord,
  sellerUserId: string,
  offer: OfferRecord,
  listingId: string,
  content: ListingContent,
  quantity: number,
  now: number,
): ListingRecord {
  const duration =
    offer.format === 'AUCTION' ? auctionDurationMs(offer.details.listingDuration) : undefined;
  const listing: ListingRecord = {
    ...content,
    listingId,
    offerId: offer.offerId,
    sku: offer.sku,
    sellerUserId,
    format: offer.format,
    status: 'ACTIVE',
    startedAt: now,
    ...(duration ? { endsAt: now + duration } : {}),
    quantity,
    soldQuantity: 0,
    bidCount: 0,
    revisionCount: 0,
  };
  seller.listings[listingId] = listing;
  offer.status = 'PUBLISHED';
  offer.listingId = listingId;
  return listing;
}

export function endListing(listing: ListingRecord, reason: ListingEndReason, now: number): void {
  if (listing.status === 'ENDED') return;
  listing.status = 'ENDED';
  listing.endReason = reason;
  listing.endedAt = now;
}

/** The active listing an offer has, if any. */
export function activeListingOf(
  seller: SellerRecord,
  offer: OfferRecord,
): ListingRecord | undefined {
  const listing = offer.listingId ? seller.listings[offer.listingId] : undefined;
  return listing?.status === 'ACTIVE' ? listing : undefined;
}

/** eBay's listingStatus: ACTIVE, OUT_OF_STOCK (nothing left but not ended), ENDED, or EBAY_ENDED (eBay ended it). */
export function listingStatusOf(
  listing: ListingRecord,
): 'ACTIVE' | 'OUT_OF_STOCK' | 'ENDED' | 'EBAY_ENDED' {
  if (listing.status === 'ENDED')
    return listing.endReason === 'REMOVED_BY_EBAY' ? 'EBAY_ENDED' : 'ENDED';
  return listing.quantity > 0 ? 'ACTIVE' : 'OUT_OF_STOCK';
}

/** Why a live listing cannot be revised now: 250 revisions today, or an auction's last 12 hours. */
export function revisionRefusal(listing: ListingRecord, now: number): EbayErrorDetail | undefined {
  if (listing.format === 'AUCTION' && listing.endsAt !== undefined) {
    if (listing.endsAt - now < NO_REVISION_BEFORE_END_MS || listing.bidCount > 0) {
      return InventoryErrors.endingSoon(listing.listingId);
    }
  }
  if (revisionsToday(listing, now) >= MAX_REVISIONS_PER_DAY) {
    return InventoryErrors.cannotRevise(
      `Listing ${listing.listingId} has been revised ${MAX_REVISIONS_PER_DAY} times today, the most eBay allows in a day.`,
    );
  }
  return undefined;
}

export function revisionsToday(listing: ListingRecord, now: number): number {
  return listing.revisionDay === pacificDay(now) ? listing.revisionCount : 0;
}

/** Counts one revision and applies the new content (what is not given stays). */
export function reviseListing(
  listing: ListingRecord,
  now: number,
  changes: Partial<ListingContent> & { quantity?: number },
): void {
  const day = pacificDay(now);
  listing.revisionCount = listing.revisionDay === day ? listing.revisionCount + 1 : 1;
  listing.revisionDay = day;
  Object.assign(listing, changes);
}
