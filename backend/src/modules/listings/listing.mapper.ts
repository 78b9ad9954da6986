import type { CardPreparation, Listing as ListingView, ListingCategory } from '@pennant/contracts';
import { LOTS_CATEGORY_ID } from '@pennant/contracts';
import { toDecimalString } from '../../common';
import type { Listing, ListingPicture } from './entities/listing.entity';

const CATEGORY_NAMES: Record<string, string> = {
  '261328': 'Sports Trading Card Singles',
  [LOTS_CATEGORY_ID]: 'Sports Trading Card Lots',
};

/** The listing as GET /api/listings sends it. */
export function toListingView(listing: Listing): ListingView {
  const thumbnail = thumbnailOf(listing);
  return {
    id: listing.id,
    title: listing.title,
    condition: listing.condition,
    listPrice: decimalOrNull(listing.listPrice),
    createdAt: listing.createdAt.toISOString(),
    status: listing.status,
    url: pageOnEbay(listing),
    cardId: listing.cardId,
    lotId: listing.lotId,
    sku: listing.sku,
    ebayListingId: listing.ebayListingId,
    format: listing.format,
    errors: [...listing.errors],
    publishRetry: listing.status === 'publishing' ? listing.publishRetry : null,
    thumbnailUrl: thumbnail?.thumbnailUrl ?? null,
    thumbnailTurn: thumbnail?.turn ?? 0,
    publishedAt: listing.publishedAt?.toISOString() ?? null,
    soldAt: listing.soldAt?.toISOString() ?? null,
    soldPrice: listing.status === 'sold' ? decimalOrNull(listing.soldPrice) : null,
    endedAt: listing.endedAt?.toISOString() ?? null,
  };
}

/** The listing as a preparation: what will be (or was) sent to eBay, and what blocks it. */
export function toPreparationView(listing: Listing): CardPreparation {
  return {
    listingId: listing.id,
    cardId: listing.cardId,
    lotId: listing.lotId,
    title: listing.title ?? '',
    format: listing.format,
    startingPrice: decimalOrNull(listing.listPrice),
    buyItNowPrice: decimalOrNull(listing.buyItNowPrice),
    auctionDuration: listing.auctionDuration,
    category: categoryOf(listing.categoryId),
    condition: listing.condition ?? '',
    conditionId: listing.conditionId,
    conditionDescriptors: listing.conditionDescriptors.map(({ id, name, value }) => ({
      id,
      name,
      value,
    })),
    cardCondition: listing.cardCondition,
    features: [...listing.features],
    description: listing.description ?? '',
    keywords: [...listing.keywords],
    aspects: listing.aspects,
    aspectCheck: listing.aspectCheck ?? {
      missingRequired: [],
      missingRecommended: [],
      completeness: 0,
    },
    marketValue: decimalOrNull(listing.marketValue),
    sku: listing.sku,
    pictures: listing.pictures.map((picture) => picture.url),
    pictureTurns: listing.pictures.map((picture) => picture.turn ?? 0),
    lotSize: listing.lotSize,
    status: listing.problems.length > 0 ? 'error' : 'ready',
    problems: [...listing.problems],
    warnings: [...listing.warnings],
    publishErrors: listing.status === 'error' ? [...listing.errors] : [],
    editedFields: [...listing.editedFields],
    listingStatus: listing.status,
    url: pageOnEbay(listing),
  };
}

export function categoryOf(categoryId: string): ListingCategory {
  return { id: categoryId, name: CATEGORY_NAMES[categoryId] ?? `eBay category ${categoryId}` };
}

/** The first stored picture's thumbnail (a lot's collage is made when publishing). */
function thumbnailOf(listing: Listing): ListingPicture | undefined {
  return listing.pictures.find((picture) => picture.thumbnailUrl);
}

function decimalOrNull(value: string | null): string | null {
  return value === null ? null : toDecimalString(value);
}

/** Statuses whose eBay item page is this listing's: live, sold, or ended there. */
const WITH_ITS_PAGE: readonly Listing['status'][] = ['active', 'sold', 'ended'];

/**
 * The item page on eBay, while it is this listing's. One prepared again (a draft), being published again, or refused
 * keeps the address of its old, ended item: "View on eBay" led there.
 */
function pageOnEbay(listing: Listing): string | null {
  return WITH_ITS_PAGE.includes(listing.status) ? listing.url : null;
}
