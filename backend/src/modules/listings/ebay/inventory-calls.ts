import type { SellingChoices } from '@pennant/contracts';
import type { EbayErrorDetail, InventoryApi } from '@pennant/ebay-openapi';
import { toCents } from '../../../common';
import { EbayApiError } from '../../../integrations/ebay';
import type { Listing } from '../entities/listing.entity';
import type { SellerClients } from './seller-apis';

type Schemas = InventoryApi.components['schemas'];

/** eBay's bulk calls take at most 25 entries. */
export const BULK_LIMIT = 25;
const MARKETPLACE = 'EBAY_US';
const LOCALE = 'en_US';
/** Raw cards under this go in an envelope when the dealer has an envelope policy. */
const ENVELOPE_LIMIT_CENTS = 2000;

/** The headers eBay's Inventory contract requires on writes. */
const JSON_BODY = { 'Content-Type': 'application/json' };
const JSON_BODY_IN_ENGLISH = { 'Content-Type': 'application/json', 'Content-Language': 'en-US' };

type ContractError = Schemas['Error'];

/** eBay's errors as the contract types them (every field optional), as Pennant reads them. */
function details(errors: ContractError[] | undefined): EbayErrorDetail[] {
  return (errors ?? []).map((error) => ({
    errorId: error.errorId ?? 0,
    domain: error.domain ?? 'API_INVENTORY',
    category: (error.category as EbayErrorDetail['category']) ?? 'REQUEST',
    message: error.message ?? 'eBay gave no message',
    longMessage: error.longMessage,
    parameters: error.parameters?.map((parameter) => ({
      name: parameter.name ?? '',
      value: parameter.value ?? '',
    })),
  }));
}

/** One entry's outcome in a bulk call. */
export type EntryResult<T> = { ok: true; value: T } | { ok: false; errors: EbayErrorDetail[] };

/** Splits work into eBay's bulk sizes. */
export function chunks<T>(items: T[], size = BULK_LIMIT): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    result.push(items.slice(start, start + size));
  return result;
}

/** Creates or replaces each listing's inventory item (keyed by SKU: doing it twice is harmless). */
export async function putInventoryItems(
  clients: SellerClients,
  listings: Listing[],
): Promise<Map<string, EntryResult<true>>> {
  const { data, response } = await clients.inventory.POST(
    '/bulk_create_or_replace_inventory_item',
    {
      params: { header: JSON_BODY_IN_ENGLISH },
      body: { requests: listings.map(inventoryItemOf) },
    },
  );
  if (!data?.responses) throw await EbayApiError.fromResponse(response);
  const bySku = new Map(data.responses.map((entry) => [entry.sku, entry]));
  return new Map(
    listings.map((listing) => {
      const entry = bySku.get(listing.sku);
      const ok = entry && isSuccess(entry.statusCode);
      return [
        listing.id,
        ok ? { ok: true, value: true } : { ok: false, errors: entryErrors(entry?.errors) },
      ] as [string, EntryResult<true>];
    }),
  );
}

/**
 * Creates each listing's offer. A duplicate (a retry after a lost answer) is not an error: eBay
 * names the existing offer (25002/25729), and it is looked up by SKU when the answer does not say.
 */
export async function createOffers(
  clients: SellerClients,
  listings: Listing[],
  choices: SellingChoices,
): Promise<Map<string, EntryResult<string>>> {
  const { data, response } = await clients.inventory.POST('/bulk_create_offer', {
    params: { header: JSON_BODY_IN_ENGLISH },
    body: { requests: listings.map((listing) => offerOf(listing, choices)) },
  });
  if (!data?.responses) throw await EbayApiError.fromResponse(response);
  const results = new Map<string, EntryResult<string>>();
  for (const listing of listings) {
    const entry = data.responses.find((candidate) => candidate.sku === listing.sku);
    if (entry?.offerId && isSuccess(entry.statusCode)) {
      results.set(listing.id, { ok: true, value: entry.offerId });
      continue;
    }
    const errors = entryErrors(entry?.errors);
    const existing = errors.some((error) => error.errorId === 25002 || error.errorId === 25729)
      ? (offerIdIn(errors) ?? (await findOfferId(clients, listing.sku)))
      : null;
    results.set(listing.id, existing ? { ok: true, value: existing } : { ok: false, errors });
  }
  return results;
}

/** Replaces an existing offer with the listing's current price, policies and description. */
export async function updateOffer(
  clients: SellerClients,
  listing: Listing,
  choices: SellingChoices,
): Promise<EntryResult<true>> {
  const offer = offerOf(listing, choices);
  const { response } = await clients.inventory.PUT('/offer/{offerId}', {
    params: { path: { offerId: listing.offerId! }, header: JSON_BODY_IN_ENGLISH },
    body: { ...offer, sku: undefined, marketplaceId: undefined, format: undefined } as never,
  });
  if (response.ok) return { ok: true, value: true };
  return { ok: false, errors: (await EbayApiError.fromResponse(response)).errors };
}

/** Publishes offers; each published offer answers its eBay listing id. */
export async function publishOffers(
  clients: SellerClients,
  listings: Listing[],
): Promise<Map<string, EntryResult<string>>> {
  const { data, response } = await clients.inventory.POST('/bulk_publish_offer', {
    params: { header: JSON_BODY },
    body: { requests: listings.map((listing) => ({ offerId: listing.offerId! })) },
  });
  if (!data?.responses) throw await EbayApiError.fromResponse(response);
  return new Map(
    listings.map((listing) => {
      const entry = data.responses!.find((candidate) => candidate.offerId === listing.offerId);
      return [
        listing.id,
        entry?.listingId && isSuccess(entry.statusCode)
          ? { ok: true, value: entry.listingId }
          : { ok: false, errors: entryErrors(entry?.errors) },
      ] as [string, EntryResult<string>];
    }),
  );
}

/** eBay's listingStatus values (ListingStatusEnum) of a listing that is over: it sold out, or was ended. */
const ENDED_LISTING_STATUSES = ['ENDED', 'EBAY_ENDED', 'NOT_LISTED'];

export interface OfferState {
  published: boolean;
  listingId: string | null;
  /** The offer's listing.listingStatus: ACTIVE, OUT_OF_STOCK, ENDED, …; null when eBay gives none. */
  listingStatus: string | null;
}

/** The offer as eBay has it now: its status and, when published, its listing id and status. */
export async function readOffer(clients: SellerClients, offerId: string): Promise<OfferState> {
  const { data, response } = await clients.inventory.GET('/offer/{offerId}', {
    params: { path: { offerId } },
  });
  if (!data) throw await EbayApiError.fromResponse(response);
  return {
    published: data.status === 'PUBLISHED',
    listingId: data.listing?.listingId ?? null,
    listingStatus: data.listing?.listingStatus ?? null,
  };
}

/**
 * Whether the offer's listing is live on eBay. An offer stays PUBLISHED after its listing sold out
 * (and after that order was cancelled): its listing.listingStatus then says ENDED.
 */
export function offerIsLive(offer: OfferState): boolean {
  return (
    offer.published &&
    offer.listingId !== null &&
    !ENDED_LISTING_STATUSES.includes(offer.listingStatus ?? '')
  );
}

/**
 * Ends a live listing; the offer stays, unpublished, ready to publish again. eBay refuses to
 * withdraw an offer whose listing it already ended (it sold, even if the order was then cancelled)
 * with 25713 "This Offer is not available": the offer is read back, and a listing no longer live is
 * ended already, which is what the dealer asked for.
 */
export async function withdrawOffer(clients: SellerClients, offerId: string): Promise<void> {
  const { response } = await clients.inventory.POST('/offer/{offerId}/withdraw', {
    params: { path: { offerId } },
  });
  if (response.ok) return;
  const refusal = await EbayApiError.fromResponse(response);
  if (refusal.status !== 400) throw refusal;
  const offer = await readOffer(clients, offerId).catch(() => null);
  if (offer && !offerIsLive(offer)) return;
  throw refusal;
}

/** New prices for published offers, in one bulk call (at most 25). */
export async function updatePrices(
  clients: SellerClients,
  items: { listing: Listing; price: string }[],
): Promise<Map<string, EntryResult<true>>> {
  const { data, response } = await clients.inventory.POST('/bulk_update_price_quantity', {
    params: { header: JSON_BODY },
    body: {
      requests: items.map(({ listing, price }) => ({
        sku: listing.sku,
        offers: [{ offerId: listing.offerId!, price: money(price), availableQuantity: 1 }],
      })),
    },
  });
  if (!data?.responses) throw await EbayApiError.fromResponse(response);
  return new Map(
    items.map(({ listing }) => {
      const entry = data.responses!.find(
        (candidate) => candidate.offerId === listing.offerId || candidate.sku === listing.sku,
      );
      return [
        listing.id,
        entry && isSuccess(entry.statusCode)
          ? { ok: true, value: true }
          : { ok: false, errors: entryErrors(entry?.errors) },
      ] as [string, EntryResult<true>];
    }),
  );
}

function inventoryItemOf(listing: Listing): Schemas['InventoryItemWithSkuLocale'] {
  return {
    sku: listing.sku,
    locale: LOCALE,
    product: {
      title: listing.title ?? undefined,
      description: listing.description ?? undefined,
      aspects: listing.aspects as never,
      imageUrls: listing.pictures.flatMap((picture) => (picture.ebayUrl ? [picture.ebayUrl] : [])),
    },
    ...(listing.conditionId ? { condition: listing.conditionId } : {}),
    ...(listing.conditionDescriptors.length > 0
      ? {
          conditionDescriptors: listing.conditionDescriptors.map((descriptor) =>
            descriptor.additionalInfo
              ? { name: descriptor.id, additionalInfo: descriptor.additionalInfo }
              : { name: descriptor.id, values: descriptor.valueIds },
          ),
        }
      : {}),
    availability: { shipToLocationAvailability: { quantity: 1 } },
  } as Schemas['InventoryItemWithSkuLocale'];
}

function offerOf(listing: Listing, choices: SellingChoices): Schemas['EbayOfferDetailsWithKeys'] {
  const auction = listing.format === 'auction';
  const bestOffer = !auction && listing.bestOffer ? listing.bestOffer : null;
  return {
    sku: listing.sku,
    marketplaceId: MARKETPLACE,
    format: auction ? 'AUCTION' : 'FIXED_PRICE',
    categoryId: listing.categoryId,
    listingDuration: auction ? (listing.auctionDuration ?? 'DAYS_7') : 'GTC',
    listingDescription: listing.description ?? undefined,
    merchantLocationKey: choices.merchantLocationKey ?? undefined,
    ...(auction ? {} : { availableQuantity: 1 }),
    ...(listing.lotSize ? { lotSize: listing.lotSize } : {}),
    pricingSummary: auction
      ? {
          auctionStartPrice: money(listing.listPrice!),
          ...(listing.buyItNowPrice ? { price: money(listing.buyItNowPrice) } : {}),
        }
      : { price: money(listing.listPrice!) },
    listingPolicies: {
      fulfillmentPolicyId: shippingPolicyFor(listing, choices) ?? undefined,
      paymentPolicyId: choices.paymentPolicyId ?? undefined,
      returnPolicyId: choices.returnPolicyId ?? undefined,
      ...(bestOffer
        ? {
            bestOfferTerms: {
              bestOfferEnabled: true,
              ...(bestOffer.autoAcceptPrice
                ? { autoAcceptPrice: money(bestOffer.autoAcceptPrice) }
                : {}),
              ...(bestOffer.autoDeclinePrice
                ? { autoDeclinePrice: money(bestOffer.autoDeclinePrice) }
                : {}),
            },
          }
        : {}),
    },
  } as Schemas['EbayOfferDetailsWithKeys'];
}

/** Raw cards under $20 go by eBay Standard Envelope when the dealer has such a policy. */
export function shippingPolicyFor(listing: Listing, choices: SellingChoices): string | null {
  const raw = listing.conditionId !== 'LIKE_NEW' && listing.lotId === null;
  const cheap = listing.listPrice !== null && toCents(listing.listPrice) < ENVELOPE_LIMIT_CENTS;
  return raw && cheap && choices.envelopePolicyId
    ? choices.envelopePolicyId
    : choices.fulfillmentPolicyId;
}

function money(value: string): { value: string; currency: string } {
  return { value, currency: 'USD' };
}

function isSuccess(statusCode: number | undefined): boolean {
  return statusCode !== undefined && statusCode >= 200 && statusCode < 300;
}

function offerIdIn(errors: EbayErrorDetail[]): string | null {
  for (const error of errors) {
    const offerId = error.parameters?.find((parameter) => parameter.name === 'offerId')?.value;
    if (offerId) return offerId;
  }
  return null;
}

async function findOfferId(clients: SellerClients, sku: string): Promise<string | null> {
  const { data } = await clients.inventory.GET('/offer', {
    params: { query: { sku, marketplace_id: MARKETPLACE } },
  });
  return data?.offers?.find((offer) => offer.offerId)?.offerId ?? null;
}

/** An entry's errors; an entry eBay did not answer counts as its retry-later system error. */
function entryErrors(errors: ContractError[] | undefined): EbayErrorDetail[] {
  return errors && errors.length > 0 ? details(errors) : missingEntry();
}

function missingEntry(): EbayErrorDetail[] {
  return [
    {
      errorId: 25001,
      domain: 'API_INVENTORY',
      category: 'APPLICATION',
      message: 'eBay did not answer for this entry',
    },
  ];
}
