import { Router, type Request, type Response } from 'express';
import { EBAY_APIS } from '@pennant/ebay-openapi';
import { ApiFailure, apiHandler, parseJson, callerUserId, jsonBody } from '../core/api-error';
import type { EmulatorContext } from '../core/context';
import { money } from '../core/money';
import { integerParam, pageNumberLinks, queryValue } from '../core/paging';
import { pacificDay } from '../core/pacific-day';
import { getEntry } from '../core/state';
import { endListing } from '../selling/listings';
import type { OfferRecord } from '../selling/records';
import { readSeller, SellingIds, updateSeller } from '../selling/sellers';
import type { InventoryAccess } from './inventory-access';
import { InventoryErrors } from './inventory-errors';
import { reviseLiveOffers } from './live-revisions';
import { offerDetails, offerKeys, offerProblems } from './offer-rules';
import { bulkEntryResult, bulkRequests, bulkStatus, requireContentLanguage } from './requests';
import { offerView } from './views';

/** Offers: POST/GET /offer, GET/PUT/DELETE /offer/{offerId}, bulk_create_offer, get_listing_fees. */

const BASE = EBAY_APIS.inventory.basePath;
const MAX_FEE_OFFERS = 250;
/** Insertion fee per listing, waived for a seller's first 250 listings of a calendar month. */
export const INSERTION_FEE_CENTS = 35;
const FREE_LISTINGS_PER_MONTH = 250;

export function createOfferRouter(context: EmulatorContext, access: InventoryAccess): Router {
  const router = Router();
  router.post(`${BASE}/offer`, access.write, parseJson, apiHandler(createOfferHandler(context)));
  router.get(`${BASE}/offer`, access.read, apiHandler(listOffers(context)));
  router.post(
    `${BASE}/offer/get_listing_fees`,
    access.write,
    parseJson,
    apiHandler(listingFees(context)),
  );
  router.get(`${BASE}/offer/:offerId`, access.read, (req, res) => {
    const seller = readSeller(context, callerUserId(res));
    const offer = getEntry(seller.offers, String(req.params.offerId));
    if (!offer)
      throw new ApiFailure(404, InventoryErrors.offerNotAvailable(String(req.params.offerId)));
    res.json(offerView(seller, offer));
  });
  router.put(`${BASE}/offer/:offerId`, access.write, parseJson, apiHandler(updateOffer(context)));
  router.delete(`${BASE}/offer/:offerId`, access.write, apiHandler(deleteOffer(context)));
  router.post(
    `${BASE}/bulk_create_offer`,
    access.write,
    parseJson,
    apiHandler(bulkCreateOffers(context)),
  );
  return router;
}

function createOfferHandler(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    requireContentLanguage(req);
    const offerId = createOffer(context, callerUserId(res), jsonBody(req), 'single');
    res.status(201).json({ offerId });
  };
}

/**
 * One offer per SKU, marketplace and format: a second one is refused with 25002 naming the
 * existing offerId (25729 in bulk), so a client can reuse it.
 */
function createOffer(
  context: EmulatorContext,
  userId: string,
  body: Record<string, unknown>,
  mode: 'single' | 'bulk',
): string {
  const keys = offerKeys(body);
  if ('errorId' in keys) throw new ApiFailure(400, keys);
  const problems = offerProblems(keys.format, body);
  if (problems.length > 0) throw new ApiFailure(400, ...problems);
  return updateSeller(context, userId, (seller, state) => {
    if (!getEntry(seller.inventoryItems, keys.sku))
      throw new ApiFailure(400, InventoryErrors.skuNotFound(keys.sku));
    const existing = Object.values(seller.offers).find(
      (offer) =>
        offer.sku === keys.sku &&
        offer.marketplaceId === keys.marketplaceId &&
        offer.format === keys.format,
    );
    if (existing) {
      const duplicate =
        mode === 'single'
          ? InventoryErrors.userError('Offer entity already exists.', { offerId: existing.offerId })
          : {
              ...InventoryErrors.offersNotUnique(),
              parameters: [{ name: 'offerId', value: existing.offerId }],
            };
      throw new ApiFailure(400, duplicate);
    }
    const offer: OfferRecord = {
      offerId: SellingIds.offer(state),
      ...keys,
      details: offerDetails(body),
      status: 'UNPUBLISHED',
    };
    seller.offers[offer.offerId] = offer;
    return offer.offerId;
  });
}

function listOffers(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const sku = queryValue(req, 'sku');
    if (!sku) throw new ApiFailure(400, InventoryErrors.invalidValue('sku', 'A SKU is required.'));
    const limit = integerParam(req.query.limit, 100, 1, 200);
    const page = integerParam(req.query.offset, 0, 0);
    if (limit === undefined || page === undefined) {
      throw new ApiFailure(
        400,
        InventoryErrors.invalidPagination('limit is 1 to 200; offset is a page number from 0'),
      );
    }
    const marketplaceId = queryValue(req, 'marketplace_id');
    const format = queryValue(req, 'format');
    const seller = readSeller(context, callerUserId(res));
    const offers = Object.values(seller.offers).filter(
      (offer) =>
        offer.sku === sku &&
        (!marketplaceId || offer.marketplaceId === marketplaceId) &&
        (!format || offer.format === format),
    );
    if (offers.length === 0)
      throw new ApiFailure(404, InventoryErrors.offerNotAvailable(`no offer for SKU ${sku}`));
    const pageOffers = offers.slice(page * limit, (page + 1) * limit);
    res.json({
      ...pageNumberLinks(req, offers.length, limit, page),
      size: pageOffers.length,
      offers: pageOffers.map((offer) => offerView(seller, offer)),
    });
  };
}

/** A full replace of the offer's details; a live offer's listing is revised (and re-checked). */
function updateOffer(context: EmulatorContext) {
  return async (req: Request, res: Response) => {
    requireContentLanguage(req);
    const userId = callerUserId(res);
    const offerId = String(req.params.offerId);
    const offer = getEntry(readSeller(context, userId).offers, offerId);
    if (!offer) throw new ApiFailure(404, InventoryErrors.offerNotAvailable(offerId));
    const body = jsonBody(req);
    const problems = offerProblems(offer.format, body);
    if (problems.length > 0) throw new ApiFailure(400, ...problems);
    const updated: OfferRecord = { ...offer, details: offerDetails(body) };
    await reviseLiveOffers(context, userId, { offerId }, (seller) => {
      seller.offers[offerId] = updated;
    });
    res.status(204).end();
  };
}

/** Deleting a published offer ends its listing. */
function deleteOffer(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const offerId = String(req.params.offerId);
    const now = context.clock.now();
    updateSeller(context, callerUserId(res), (seller) => {
      const offer = getEntry(seller.offers, offerId);
      if (!offer) throw new ApiFailure(404, InventoryErrors.offerNotAvailable(offerId));
      const listing = offer.listingId ? seller.listings[offer.listingId] : undefined;
      if (listing) endListing(listing, 'DELETED', now);
      delete seller.offers[offerId];
    });
    res.status(204).end();
  };
}

function bulkCreateOffers(context: EmulatorContext) {
  return async (req: Request, res: Response) => {
    requireContentLanguage(req);
    const requests = bulkRequests(jsonBody(req), () => InventoryErrors.tooManyOffers(25));
    const keys = requests.map((entry) => `${entry.sku}|${entry.marketplaceId}|${entry.format}`);
    if (new Set(keys).size !== keys.length)
      throw new ApiFailure(400, InventoryErrors.offersNotUnique());
    const userId = callerUserId(res);
    const responses = [];
    for (const entry of requests) {
      let offerId: string | undefined;
      const result = await bulkEntryResult(context, req, () => {
        offerId = createOffer(context, userId, entry, 'bulk');
      });
      responses.push({
        sku: entry.sku as string,
        marketplaceId: entry.marketplaceId as string,
        format: entry.format as string,
        ...(offerId ? { offerId } : {}),
        ...result,
      });
    }
    res.status(bulkStatus(responses)).json({ responses });
  };
}

/**
 * Insertion fees of up to 250 unpublished offers: 0.35 each, with a promotional discount of the
 * same amount for as many as the seller still lists free this month (250 a month).
 */
function listingFees(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const entries = jsonBody(req).offers;
    if (!Array.isArray(entries) || entries.length === 0 || entries.length > MAX_FEE_OFFERS) {
      throw new ApiFailure(
        400,
        InventoryErrors.invalidValue('offers', `Send 1 to ${MAX_FEE_OFFERS} offers.`),
      );
    }
    const seller = readSeller(context, callerUserId(res));
    const offers = entries.map((entry) =>
      getEntry(seller.offers, String((entry as { offerId?: unknown })?.offerId)),
    );
    const first = offers[0];
    const valid = offers.every(
      (offer) =>
        offer &&
        offer.status === 'UNPUBLISHED' &&
        offer.marketplaceId === first?.marketplaceId &&
        offer.format === first.format,
    );
    if (!valid || !first) throw new ApiFailure(400, InventoryErrors.invalidOfferIds());
    const month = pacificDay(context.clock.now()).slice(0, 7);
    const listedThisMonth = Object.values(seller.listings).filter(
      (listing) => pacificDay(listing.startedAt).slice(0, 7) === month,
    ).length;
    const free = Math.max(0, FREE_LISTINGS_PER_MONTH - listedThisMonth);
    const fee = offers.length * INSERTION_FEE_CENTS;
    const discount = Math.min(offers.length, free) * INSERTION_FEE_CENTS;
    res.json({
      feeSummaries: [
        {
          marketplaceId: first.marketplaceId,
          fees: [
            { feeType: 'InsertionFee', amount: money(fee), promotionalDiscount: money(discount) },
          ],
        },
      ],
    });
  };
}
