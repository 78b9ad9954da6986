import { Router, type Request, type Response } from 'express';
import { EBAY_APIS, type EbayErrorDetail } from '@pennant/ebay-openapi';
import { ApiFailure, apiHandler, parseJson, callerUserId, jsonBody } from '../core/api-error';
import type { EmulatorContext } from '../core/context';
import { amountCents } from '../core/money';
import { getEntry } from '../core/state';
import {
  activeListingOf,
  endListing,
  openListing,
  reviseListing,
  revisionRefusal,
} from '../selling/listings';
import type { OfferRecord, SellerRecord } from '../selling/records';
import { readSeller, SellingIds, updateSeller } from '../selling/sellers';
import type { InventoryAccess } from './inventory-access';
import { InventoryErrors } from './inventory-errors';
import { auctionBuyItNowRefusal, planListing } from './publish-checks';
import { bulkEntryResult, bulkRequests, bulkStatus, MAX_BULK_ENTRIES } from './requests';

/**
 * Publishing: POST /offer/{offerId}/publish and /withdraw, bulk_publish_offer, and
 * bulk_update_price_quantity (re-pricing live listings).
 */

const BASE = EBAY_APIS.inventory.basePath;

export function createPublishRouter(context: EmulatorContext, access: InventoryAccess): Router {
  const router = Router();
  router.post(
    `${BASE}/offer/:offerId/publish`,
    access.write,
    apiHandler(async (req, res) => {
      const result = await publishOffer(context, callerUserId(res), String(req.params.offerId));
      res.json({
        listingId: result.listingId,
        ...(result.warnings.length > 0 ? { warnings: result.warnings } : {}),
      });
    }),
  );
  router.post(`${BASE}/offer/:offerId/withdraw`, access.write, apiHandler(withdrawOffer(context)));
  router.post(
    `${BASE}/bulk_publish_offer`,
    access.write,
    parseJson,
    apiHandler(bulkPublish(context)),
  );
  router.post(
    `${BASE}/bulk_update_price_quantity`,
    access.write,
    parseJson,
    apiHandler(bulkUpdatePriceQuantity(context)),
  );
  return router;
}

/** Publishes an offer; publishing a live offer again revises its listing. */
export async function publishOffer(
  context: EmulatorContext,
  userId: string,
  offerId: string,
): Promise<{ listingId: string; warnings: EbayErrorDetail[] }> {
  const seller = readSeller(context, userId);
  const offer = getEntry(seller.offers, offerId);
  if (!offer) throw new ApiFailure(404, InventoryErrors.offerNotAvailable(offerId));
  const now = context.clock.now();
  const live = activeListingOf(seller, offer);
  if (live) {
    const refusal = revisionRefusal(live, now);
    if (refusal) throw new ApiFailure(400, refusal);
  }
  const plan = await planListing(context, seller, offer);
  const content = plan.content;
  if (!content) throw new ApiFailure(400, ...plan.errors);
  const listingId = updateSeller(context, userId, (current, state) => {
    const stored = getEntry(current.offers, offerId);
    if (!stored) throw new ApiFailure(404, InventoryErrors.offerNotAvailable(offerId));
    const listing = activeListingOf(current, stored);
    if (listing) {
      reviseListing(listing, now, { ...content, quantity: plan.quantity });
      return listing.listingId;
    }
    return openListing(
      current,
      userId,
      stored,
      SellingIds.listing(state),
      content,
      plan.quantity,
      now,
    ).listingId;
  });
  return { listingId, warnings: plan.warnings };
}

/** Ends the listing; the offer goes back to UNPUBLISHED, ready to be published again. */
function withdrawOffer(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const offerId = String(req.params.offerId);
    const now = context.clock.now();
    const listingId = updateSeller(context, callerUserId(res), (seller) => {
      const offer = getEntry(seller.offers, offerId);
      const listing = offer ? activeListingOf(seller, offer) : undefined;
      if (!offer || !listing) {
        throw new ApiFailure(400, InventoryErrors.offerNotAvailable(`${offerId} is not published`));
      }
      endListing(listing, 'WITHDRAWN', now);
      offer.status = 'UNPUBLISHED';
      return listing.listingId;
    });
    res.json({ listingId });
  };
}

function bulkPublish(context: EmulatorContext) {
  return async (req: Request, res: Response) => {
    const requests = bulkRequests(jsonBody(req), () =>
      InventoryErrors.tooManyOffers(MAX_BULK_ENTRIES),
    );
    const offerIds = requests.map((entry) => String(entry.offerId ?? ''));
    if (offerIds.some((id) => id === ''))
      throw new ApiFailure(400, InventoryErrors.invalidValue('offerId'));
    if (new Set(offerIds).size !== offerIds.length)
      throw new ApiFailure(400, InventoryErrors.offerIdsNotUnique());
    const userId = callerUserId(res);
    const responses = [];
    for (const offerId of offerIds) {
      let published: Awaited<ReturnType<typeof publishOffer>> | undefined;
      const result = await bulkEntryResult(context, req, async () => {
        published = await publishOffer(context, userId, offerId);
      });
      const warnings = published?.warnings ?? [];
      responses.push({
        offerId,
        ...(published ? { listingId: published.listingId } : {}),
        ...result,
        ...(warnings.length > 0 ? { warnings } : {}),
      });
    }
    res.status(bulkStatus(responses)).json({ responses });
  };
}

type Amount = NonNullable<NonNullable<OfferRecord['details']['pricingSummary']>['price']>;

interface PriceQuantityEntry {
  offerId?: string;
  sku: string;
  statusCode: number;
  errors?: EbayErrorDetail[];
}

/**
 * Re-prices and re-stocks live offers (at most 25 SKUs). Unpublished offers are changed with
 * PUT /offer instead; each change is a revision of the listing (250 a day, none in an auction's
 * last 12 hours or once it has a bid). `price` is the offer's pricingSummary.price, as the
 * contract says ("the new price of the inventory item in the offer"): an auction's Buy It Now,
 * never its starting bid, which only updateOffer's auctionStartPrice changes. availableQuantity
 * is refused on an auction (25762), as createOffer and updateOffer refuse it.
 */
function bulkUpdatePriceQuantity(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const requests = bulkRequests(jsonBody(req), () =>
      InventoryErrors.invalidValue('requests', `At most ${MAX_BULK_ENTRIES} SKUs per call.`),
    );
    const now = context.clock.now();
    const responses = updateSeller(context, callerUserId(res), (seller) =>
      requests.flatMap((entry) => updateSkuPriceQuantity(seller, entry, now)),
    );
    res.status(bulkStatus(responses)).json({ responses });
  };
}

function updateSkuPriceQuantity(
  seller: SellerRecord,
  entry: Record<string, unknown>,
  now: number,
): PriceQuantityEntry[] {
  const sku = String(entry.sku ?? '');
  const item = getEntry(seller.inventoryItems, sku);
  if (!item) return [{ sku, statusCode: 400, errors: [InventoryErrors.skuNotFound(sku)] }];
  const shipTo = entry.shipToLocationAvailability as { quantity?: unknown } | undefined;
  const offers = Array.isArray(entry.offers)
    ? (entry.offers as Array<Record<string, unknown>>)
    : [];
  const results: PriceQuantityEntry[] = [];
  if (shipTo !== undefined) {
    if (!Number.isInteger(shipTo.quantity) || (shipTo.quantity as number) < 0) {
      return [
        {
          sku,
          statusCode: 400,
          errors: [InventoryErrors.invalidQuantity('The quantity must be 0 or more.')],
        },
      ];
    }
    item.item = {
      ...item.item,
      availability: {
        ...item.item.availability,
        shipToLocationAvailability: { quantity: shipTo.quantity as number },
      },
    };
    // Live fixed-price listings that sell the item's own quantity follow it.
    for (const offer of Object.values(seller.offers)) {
      const listing = offer.sku === sku ? activeListingOf(seller, offer) : undefined;
      if (listing?.format === 'FIXED_PRICE' && offer.details.availableQuantity === undefined) {
        listing.quantity = shipTo.quantity as number;
      }
    }
    if (offers.length === 0) results.push({ sku, statusCode: 200 });
  }
  for (const change of offers) results.push(updateOfferPriceQuantity(seller, sku, change, now));
  return results;
}

function updateOfferPriceQuantity(
  seller: SellerRecord,
  sku: string,
  change: Record<string, unknown>,
  now: number,
): PriceQuantityEntry {
  const offerId = String(change.offerId ?? '');
  const fail = (status: number, error: EbayErrorDetail): PriceQuantityEntry => ({
    offerId,
    sku,
    statusCode: status,
    errors: [error],
  });
  const offer: OfferRecord | undefined = getEntry(seller.offers, offerId);
  if (!offer || offer.sku !== sku) return fail(404, InventoryErrors.offerNotAvailable(offerId));
  const listing = activeListingOf(seller, offer);
  if (offer.status !== 'PUBLISHED' || !listing) {
    return fail(
      400,
      InventoryErrors.offerNotAvailable(`${offerId} is not published; use PUT /offer/${offerId}`),
    );
  }
  const priceCents = change.price === undefined ? undefined : amountCents(change.price);
  if (change.price !== undefined && (priceCents === undefined || priceCents < 99)) {
    return fail(400, InventoryErrors.invalidPrice('The price must be an amount of at least 0.99.'));
  }
  const quantity = change.availableQuantity;
  if (quantity !== undefined && offer.format === 'AUCTION') {
    return fail(400, InventoryErrors.auctionQuantityNotApplicable());
  }
  if (quantity !== undefined && !(Number.isInteger(quantity) && (quantity as number) >= 0)) {
    return fail(400, InventoryErrors.invalidQuantity('availableQuantity must be 0 or more.'));
  }
  const refusal = revisionRefusal(listing, now);
  if (refusal) return fail(400, refusal);
  const pricing = {
    ...offer.details.pricingSummary,
    ...(priceCents !== undefined ? { price: change.price as Amount } : {}),
  };
  if (offer.format === 'AUCTION' && priceCents !== undefined) {
    const buyItNowRefusal = auctionBuyItNowRefusal(pricing);
    if (buyItNowRefusal) return fail(400, buyItNowRefusal);
  }
  offer.details = {
    ...offer.details,
    pricingSummary: pricing,
    ...(quantity !== undefined ? { availableQuantity: quantity as number } : {}),
  };
  // An auction's listing shows its starting bid, which `price` (its Buy It Now) leaves as it was.
  const shown = offer.format === 'AUCTION' ? undefined : priceCents;
  reviseListing(listing, now, {
    ...(shown !== undefined ? { priceCents: shown } : {}),
    ...(quantity !== undefined ? { quantity: quantity as number } : {}),
  });
  return { offerId, sku, statusCode: 200 };
}
