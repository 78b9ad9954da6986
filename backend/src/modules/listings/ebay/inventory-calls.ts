import {
  ASPECT_VALUE_MAX_LENGTH,
  DEFAULT_AUCTION_DURATION,
  type SellingChoices,
} from '@pennant/contracts';
import type { EbayErrorDetail, InventoryApi } from '@pennant/ebay-openapi';
import { toCents } from '../../../common';
import { EbayApiError } from '../../../integrations/ebay';
import type { BestOfferTerms, Listing } from '../entities/listing.entity';
import { productDescription } from '../preparation/description-html';
import { withinLength } from '../preparation/item-specifics';
import { DUPLICATE_OFFER_IDS } from './ebay-messages';
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
  const { data, error, response } = await clients.inventory.POST(
    '/bulk_create_or_replace_inventory_item',
    {
      params: { header: JSON_BODY_IN_ENGLISH },
      body: { requests: listings.map(inventoryItemOf) },
    },
  );
  if (!data?.responses) throw EbayApiError.fromAnswer(response, error);
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

/** An offer for a listing: made now, or one eBay already had for its SKU and format. */
export interface ListingOffer {
  offerId: string;
  /**
   * eBay had it already: a retry after a lost answer, or an offer left from an earlier preparation (a publish
   * refused, then the listing prepared again), which still holds that preparation's price and details.
   */
  existed: boolean;
}

/**
 * Creates each listing's offer. A duplicate is not an error: eBay names the existing offer
 * (25002/25729), and it is looked up by SKU and format when the answer does not say.
 */
export async function createOffers(
  clients: SellerClients,
  listings: Listing[],
  choices: SellingChoices,
): Promise<Map<string, EntryResult<ListingOffer>>> {
  const { data, error, response } = await clients.inventory.POST('/bulk_create_offer', {
    params: { header: JSON_BODY_IN_ENGLISH },
    body: { requests: listings.map((listing) => offerOf(listing, choices)) },
  });
  if (!data?.responses) throw EbayApiError.fromAnswer(response, error);
  const results = new Map<string, EntryResult<ListingOffer>>();
  for (const listing of listings) {
    const entry = data.responses.find((candidate) => candidate.sku === listing.sku);
    if (entry?.offerId && isSuccess(entry.statusCode)) {
      results.set(listing.id, { ok: true, value: { offerId: entry.offerId, existed: false } });
      continue;
    }
    const errors = entryErrors(entry?.errors);
    const existing = errors.some((refusal) => DUPLICATE_OFFER_IDS.has(refusal.errorId))
      ? (offerIdIn(errors) ?? (await findOfferId(clients, listing)))
      : null;
    results.set(
      listing.id,
      existing ? { ok: true, value: { offerId: existing, existed: true } } : { ok: false, errors },
    );
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
  const { error, response } = await clients.inventory.PUT('/offer/{offerId}', {
    params: { path: { offerId: listing.offerId! }, header: JSON_BODY_IN_ENGLISH },
    body: { ...offer, sku: undefined, marketplaceId: undefined, format: undefined } as never,
  });
  if (response.ok) return { ok: true, value: true };
  return refusalOf(response, error);
}

/**
 * eBay cannot change an offer's format (updateOffer takes none): when the listing's offer was made for another
 * format (a fixed-price listing ended, then made an auction), it is deleted, so a new one can be made. An offer
 * whose listing is live is left alone: deleting it would end that listing. Answers whether it was deleted.
 */
export async function deleteOfferOfAnotherFormat(
  clients: SellerClients,
  listing: Listing,
): Promise<EntryResult<boolean>> {
  const offerId = listing.offerId!;
  const read = await getOffer(clients, offerId);
  if (!read.data) return refusalOf(read.response, read.error);
  const offer = offerStateOf(read.data);
  const inAnotherFormat = offer.format !== null && offer.format !== ebayFormatOf(listing);
  if (!inAnotherFormat || offerIsLive(offer)) return { ok: true, value: false };
  const { error, response } = await clients.inventory.DELETE('/offer/{offerId}', {
    params: { path: { offerId } },
  });
  if (response.ok) return { ok: true, value: true };
  return refusalOf(response, error);
}

/** Publishes offers; each published offer answers its eBay listing id. */
export async function publishOffers(
  clients: SellerClients,
  listings: Listing[],
): Promise<Map<string, EntryResult<string>>> {
  const { data, error, response } = await clients.inventory.POST('/bulk_publish_offer', {
    params: { header: JSON_BODY },
    body: { requests: listings.map((listing) => ({ offerId: listing.offerId! })) },
  });
  if (!data?.responses) throw EbayApiError.fromAnswer(response, error);
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
  /** AUCTION or FIXED_PRICE; null when eBay gives none. */
  format: string | null;
  published: boolean;
  listingId: string | null;
  /** The offer's listing.listingStatus: ACTIVE, OUT_OF_STOCK, ENDED, …; null when eBay gives none. */
  listingStatus: string | null;
  /** How many its (latest) listing sold. */
  soldQuantity: number;
}

/** The offer as eBay has it now: its format, status and, when published, its listing's id, status and sales. */
export async function readOffer(clients: SellerClients, offerId: string): Promise<OfferState> {
  const { data, error, response } = await getOffer(clients, offerId);
  if (!data) throw EbayApiError.fromAnswer(response, error);
  return offerStateOf(data);
}

function getOffer(clients: SellerClients, offerId: string) {
  return clients.inventory.GET('/offer/{offerId}', { params: { path: { offerId } } });
}

function offerStateOf(offer: Schemas['EbayOfferDetailsWithAll']): OfferState {
  return {
    format: offer.format ?? null,
    published: offer.status === 'PUBLISHED',
    listingId: offer.listing?.listingId ?? null,
    listingStatus: offer.listing?.listingStatus ?? null,
    soldQuantity: offer.listing?.soldQuantity ?? 0,
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

/** How ending a listing went: ended now, or eBay had ended it already, after a sale or not. */
export type Withdrawal = 'withdrawn' | 'already sold' | 'already ended';

/**
 * Ends a live listing; the offer stays, unpublished, ready to publish again. eBay refuses to
 * withdraw an offer whose listing it already ended (it sold, even if the order was then cancelled)
 * with 25713 "This Offer is not available": the offer is read back, and a listing no longer live
 * says whether it sold, which the dealer must hear rather than "ended" (relisting would sell the card twice).
 */
export async function withdrawOffer(clients: SellerClients, offerId: string): Promise<Withdrawal> {
  const { error, response } = await clients.inventory.POST('/offer/{offerId}/withdraw', {
    params: { path: { offerId } },
  });
  if (response.ok) return 'withdrawn';
  const refusal = EbayApiError.fromAnswer(response, error);
  if (refusal.status !== 400) throw refusal;
  const offer = await readOffer(clients, offerId).catch(() => null);
  if (!offer || offerIsLive(offer)) throw refusal;
  return offer.soldQuantity > 0 ? 'already sold' : 'already ended';
}

/**
 * New prices for published fixed-price offers, in one bulk call (at most 25). Only the price is sent: the card's
 * quantity stays as eBay has it (a listing that sold out is not put back on sale by a new price), and an auction
 * takes no availableQuantity at all (25762). An auction's starting bid is not changed here: bulkUpdatePriceQuantity's
 * price is the offer's pricingSummary.price, an auction's Buy It Now (see reviseAuctionStartPrice).
 */
export async function updatePrices(
  clients: SellerClients,
  items: { listing: Listing; price: string }[],
): Promise<Map<string, EntryResult<true>>> {
  const { data, error, response } = await clients.inventory.POST('/bulk_update_price_quantity', {
    params: { header: JSON_BODY },
    body: {
      requests: items.map(({ listing, price }) => ({
        sku: listing.sku,
        offers: [{ offerId: listing.offerId!, price: money(price) }],
      })),
    },
  });
  if (!data?.responses) throw EbayApiError.fromAnswer(response, error);
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

/** What updateOffer takes of an offer getOffer answered: all but its keys, status and listing. */
const REPLACEABLE_OFFER_FIELDS = [
  'availableQuantity',
  'categoryId',
  'charity',
  'extendedProducerResponsibility',
  'hideBuyerDetails',
  'includeCatalogProductDetails',
  'listingDescription',
  'listingDuration',
  'listingPolicies',
  'listingStartDate',
  'lotSize',
  'merchantLocationKey',
  'pricingSummary',
  'quantityLimitPerBuyer',
  'regulatory',
  'secondaryCategoryId',
  'storeCategoryNames',
  'tax',
] as const satisfies readonly (keyof Schemas['EbayOfferDetailsWithId'])[];

/**
 * A live auction's new starting bid. eBay changes it only through updateOffer (pricingSummary.auctionStartPrice),
 * which revises the live listing, and refuses once the auction has a bid or has under 12 hours left (25038-25040).
 * updateOffer replaces the whole offer, so the offer is read first and sent back as eBay has it, only its starting
 * bid changed (never an availableQuantity, which an auction does not take: 25762).
 */
export async function reviseAuctionStartPrice(
  clients: SellerClients,
  listing: Listing,
  price: string,
): Promise<EntryResult<true>> {
  const offerId = listing.offerId!;
  const read = await getOffer(clients, offerId);
  if (!read.data) return refusalOf(read.response, read.error);
  const current = read.data;
  // Over on eBay (ended unsold, or sold): eBay would take the new bid on an offer whose listing is gone, changing
  // nothing a buyer sees. Refused, so the caller finds out why.
  if (!offerIsLive(offerStateOf(current))) return { ok: false, errors: [] };
  const body = Object.fromEntries(
    REPLACEABLE_OFFER_FIELDS.flatMap((field) =>
      current[field] === undefined || field === 'availableQuantity'
        ? []
        : [[field, current[field]]],
    ),
  ) as Schemas['EbayOfferDetailsWithId'];
  body.pricingSummary = { ...current.pricingSummary, auctionStartPrice: money(price) };
  const { error, response } = await clients.inventory.PUT('/offer/{offerId}', {
    params: { path: { offerId }, header: JSON_BODY_IN_ENGLISH },
    body,
  });
  if (response.ok) return { ok: true, value: true };
  return refusalOf(response, error);
}

function inventoryItemOf(listing: Listing): Schemas['InventoryItemWithSkuLocale'] {
  return {
    sku: listing.sku,
    locale: LOCALE,
    product: {
      title: listing.title ?? undefined,
      description: listing.description ? productDescription(listing.description) : undefined,
      aspects: aspectsWithinLimits(listing.aspects) as never,
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

/**
 * The item specifics with each value within eBay's 50 characters, cut at a word's end: preparation fits them so, and
 * this keeps a dealer's edit (or one saved before that) from having the whole item refused (25709).
 */
function aspectsWithinLimits(aspects: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(aspects).map(([name, values]) => [
      name,
      values.map((value) => withinLength(value, ASPECT_VALUE_MAX_LENGTH)),
    ]),
  );
}

/** The format eBay knows the listing's offer by. */
function ebayFormatOf(listing: Listing): 'AUCTION' | 'FIXED_PRICE' {
  return listing.format === 'auction' ? 'AUCTION' : 'FIXED_PRICE';
}

function offerOf(listing: Listing, choices: SellingChoices): Schemas['EbayOfferDetailsWithKeys'] {
  const auction = listing.format === 'auction';
  const bestOffer =
    !auction && listing.bestOffer ? termsUnder(listing.bestOffer, listing.listPrice!) : null;
  return {
    sku: listing.sku,
    marketplaceId: MARKETPLACE,
    format: ebayFormatOf(listing),
    categoryId: listing.categoryId,
    listingDuration: auction ? (listing.auctionDuration ?? DEFAULT_AUCTION_DURATION) : 'GTC',
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

/**
 * Best Offer's thresholds as eBay takes them: under the price asked. They were worked out when the listing was
 * prepared; a price the dealer lowered since, to or under one, made eBay refuse every publish and relist.
 */
function termsUnder(terms: BestOfferTerms, price: string): BestOfferTerms {
  const under = (threshold: string | null) =>
    threshold !== null && toCents(threshold) < toCents(price) ? threshold : null;
  return {
    autoAcceptPrice: under(terms.autoAcceptPrice),
    autoDeclinePrice: under(terms.autoDeclinePrice),
  };
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

/** The SKU's offer in the listing's format: eBay keeps one per SKU, marketplace and format. */
async function findOfferId(clients: SellerClients, listing: Listing): Promise<string | null> {
  const { data } = await clients.inventory.GET('/offer', {
    params: {
      query: { sku: listing.sku, marketplace_id: MARKETPLACE, format: ebayFormatOf(listing) },
    },
  });
  return data?.offers?.find((offer) => offer.offerId)?.offerId ?? null;
}

/** A call about one listing that eBay refused; its busy answers (429, 5xx) are thrown, to try again later. */
function refusalOf(response: Response, body: unknown): { ok: false; errors: EbayErrorDetail[] } {
  const refusal = EbayApiError.fromAnswer(response, body);
  if (refusal.status === 429 || refusal.status >= 500) throw refusal;
  return { ok: false, errors: refusal.errors };
}

/** An entry's errors; an entry eBay did not answer counts as its retry-later system error. */
function entryErrors(errors: ContractError[] | undefined): EbayErrorDetail[] {
  return errors && errors.length > 0 ? details(errors) : missingEntry();
}

/** What eBay's silence about an entry counts as: its retry-later system error. */
export function missingEntry(): EbayErrorDetail[] {
  return [
    {
      errorId: 25001,
      domain: 'API_INVENTORY',
      category: 'APPLICATION',
      message: 'eBay did not answer for this entry',
    },
  ];
}
