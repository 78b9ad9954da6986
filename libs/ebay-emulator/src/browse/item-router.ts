import { Router, type Request, type Response } from 'express';
import { BrowseApi, EBAY_APIS, EBAY_SCOPES } from '@pennant/ebay-openapi';
import { apiError } from '../core/api-error';
import { requireBearer } from '../core/bearer';
import type { EmulatorContext } from '../core/context';
import { sendErrors } from '../core/errors';
import { money } from '../core/money';
import { queryValue } from '../core/paging';
import { itemPageUrl } from '../core/public-urls';
import {
  categoryPath,
  conditionFacts,
  descriptorFacts,
  sellerFacts,
} from '../selling/listing-facts';
import type { ListingRecord } from '../selling/records';
import { findListing } from '../selling/sellers';

/**
 * Browse getItem (`/item/v1|<legacyId>|0`) and getItemByLegacyId for listings published through
 * the emulator's Inventory API. Ended and sold listings are not found, as on eBay's Browse API.
 */

export type Item = BrowseApi.components['schemas']['Item'];

const BASE = EBAY_APIS.browse.basePath;
const ITEM_ID = /^v1\|(\d+)\|0$/;

const ItemErrors = {
  notFound: () => apiError('API_BROWSE', 11001, 'The specified item ID was not found.'),
  legacyNotFound: () =>
    apiError('API_BROWSE', 11003, 'The specified legacy item ID was not found.'),
  invalidIds: () =>
    apiError(
      'API_BROWSE',
      11012,
      'The specified item IDs are invalid, or the format of the specified values are invalid.',
    ),
};

export function createItemRouter(context: EmulatorContext): Router {
  const router = Router();
  const caller = requireBearer(context, { grant: 'any', anyScope: [EBAY_SCOPES.api] });
  router.get(`${BASE}/item/get_item_by_legacy_id`, caller, (req, res) => {
    const legacyId = queryValue(req, 'legacy_item_id');
    const listing = legacyId ? activeListing(context, legacyId) : undefined;
    if (!listing) return sendErrors(res, legacyId ? 404 : 400, ItemErrors.legacyNotFound());
    res.json(itemView(context, req, listing));
  });
  router.get(`${BASE}/item/:itemId`, caller, (req: Request, res: Response) => {
    const legacyId = ITEM_ID.exec(String(req.params.itemId))?.[1];
    if (!legacyId) return sendErrors(res, 400, ItemErrors.invalidIds());
    const listing = activeListing(context, legacyId);
    if (!listing) return sendErrors(res, 404, ItemErrors.notFound());
    res.json(itemView(context, req, listing));
  });
  return router;
}

function activeListing(context: EmulatorContext, legacyId: string): ListingRecord | undefined {
  const listing = findListing(context.store.state, legacyId);
  return listing?.status === 'ACTIVE' ? listing : undefined;
}

export function itemView(context: EmulatorContext, req: Request, listing: ListingRecord): Item {
  const auction = listing.format === 'AUCTION';
  const price = money(listing.priceCents);
  const [first, ...more] = listing.imageUrls;
  return {
    itemId: `v1|${listing.listingId}|0`,
    legacyItemId: listing.listingId,
    title: listing.title,
    description: listing.description,
    price,
    ...(auction
      ? {
          currentBidPrice: price,
          bidCount: listing.bidCount,
          minimumPriceToBid: price,
          ...(listing.endsAt !== undefined
            ? { itemEndDate: new Date(listing.endsAt).toISOString() }
            : {}),
          ...(listing.reservePriceCents !== undefined ? { reservePriceMet: false } : {}),
        }
      : {}),
    buyingOptions: auction
      ? ['AUCTION']
      : listing.bestOfferEnabled
        ? ['FIXED_PRICE', 'BEST_OFFER']
        : ['FIXED_PRICE'],
    categoryId: listing.categoryId,
    categoryPath: categoryPath(listing.categoryId),
    ...conditionFacts(listing),
    ...(listing.conditionDescription ? { conditionDescription: listing.conditionDescription } : {}),
    ...(first ? { image: { imageUrl: first } } : {}),
    ...(more.length > 0 ? { additionalImages: more.map((imageUrl) => ({ imageUrl })) } : {}),
    itemWebUrl: itemPageUrl(context, req, listing.listingId),
    ...(listing.itemLocation ? { itemLocation: listing.itemLocation } : {}),
    localizedAspects: [
      ...Object.entries(listing.aspects).map(([name, values]) => ({
        type: 'STRING',
        name,
        value: values.join(', '),
      })),
      ...descriptorFacts(listing).map(({ name, value }) => ({ type: 'STRING', name, value })),
    ],
    ...(listing.lotSize ? { lotSize: listing.lotSize } : {}),
    seller: sellerFacts(context.store.state, listing),
    shippingOptions: [
      {
        shippingCostType: 'FIXED',
        shippingCost: money(listing.shippingCents),
      },
    ],
    estimatedAvailabilities: [
      {
        estimatedAvailabilityStatus: listing.quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
        estimatedAvailableQuantity: listing.quantity,
        estimatedSoldQuantity: listing.soldQuantity,
      },
    ],
    adultOnly: false,
  };
}
