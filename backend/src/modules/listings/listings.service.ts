import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  MIN_LISTING_PRICE,
  type CardPreparation,
  type ListListingsQuery,
  type Listing as ListingView,
  type PreparationEditableField,
  type PublishListingsResponse,
  type RepriceListingsResponse,
  type UpdateListingRequest,
} from '@pennant/contracts';
import type { EbayErrorDetail } from '@pennant/ebay-openapi';
import { fromCents, isUuid, toCents, toDecimalString, validationFailed } from '../../common';
import { CardsService, type LotRef } from '../cards';
import { OrdersService } from '../orders';
import { followLots } from './lot-status';
import { keepPriceAsDealers } from './listing-price-kept';
import { dealerMessage } from './ebay/ebay-messages';
import {
  chunks,
  reviseAuctionStartPrice,
  updatePrices,
  withdrawOffer,
  type EntryResult,
} from './ebay/inventory-calls';
import { SellerApis } from './ebay/seller-apis';
import { Listing as ListingEntity, type Listing } from './entities/listing.entity';
import { ListingEvents } from './listing-events';
import { toListingView, toPreparationView } from './listing.mapper';
import { askEbay, ListingsError } from './listings.errors';
import {
  warningsAfterCleaning,
  withoutActiveContent,
  type CleanDescription,
} from './preparation/description-html';
import { lowestBuyItNowCents } from './preparation/listing-price';
import { PreparationService } from './preparation/preparation.service';
import { PublisherService } from './publishing/publisher.service';
import {
  ListingRepository,
  LIVE_STATUSES,
  UNPUBLISHED_STATUSES,
} from './repositories/listing.repository';
import { ListingStatusService } from './status/listing-status.service';

const DEFAULT_PAGE_SIZE = 50;

/** Why an ended lot listing is not relisted as it was. */
const LOT_CHANGED =
  "The lot's cards changed since it was listed: prepare it again before listing it";

/** eBay allows 250 revisions of a listing per calendar day. */
const REVISIONS_PER_DAY = 250;
const ENDED_ON_EBAY_NOT_REPRICED =
  'This listing had ended on eBay, so its price was not changed: relist it to sell the card again';
const SOLD_ON_EBAY_NOT_REPRICED = 'This listing has sold on eBay, so its price was not changed';

/** The dealer's listings: pages of them, edits before publishing, re-pricing, ending and relisting. */
@Injectable()
export class ListingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly listings: ListingRepository,
    private readonly preparation: PreparationService,
    private readonly publisher: PublisherService,
    private readonly apis: SellerApis,
    private readonly events: ListingEvents,
    private readonly cards: CardsService,
    private readonly status: ListingStatusService,
    private readonly orders: OrdersService,
  ) {}

  async list(
    dealerId: string,
    query: ListListingsQuery,
  ): Promise<{ items: ListingView[]; total: number }> {
    const [items, total] = await this.listings.search(dealerId, {
      status: query.status,
      cardIds: query.cardIds,
      q: query.q,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    });
    return { items: items.map(toListingView), total };
  }

  async get(dealerId: string, id: string): Promise<CardPreparation> {
    return toPreparationView(await this.load(dealerId, id));
  }

  /**
   * The dealer's edits. Before publishing every field may change and is kept when the listing is
   * prepared again; a live listing takes a new price only, re-priced on eBay.
   */
  async update(
    dealerId: string,
    id: string,
    changes: UpdateListingRequest,
  ): Promise<CardPreparation> {
    const listing = await this.load(dealerId, id);
    if (listing.status === 'sold' || listing.status === 'publishing')
      throw ListingsError.invalidTransition('edit', listing.status);
    if (listing.status === 'active') {
      const other = Object.keys(changes).filter((field) => field !== 'price');
      if (other.length > 0) throw ListingsError.notEditable(listing.status, other.join(', '));
      refuseBuyItNowEbayRefuses(listing, changes);
      if (changes.price !== undefined)
        await this.repriceLive([{ listing, price: changes.price }], true);
      return toPreparationView(listing);
    }
    refuseBuyItNowEbayRefuses(listing, changes);
    const cleaned = cleanDescription(changes);
    const edited = applyEdits(
      listing,
      cleaned ? { ...changes, description: cleaned.html } : changes,
    );
    listing.editedFields = [...new Set([...listing.editedFields, ...edited])];
    if (edited.includes('cardCondition') || edited.includes('format')) {
      await this.em.flush();
      await this.regenerateKeepingEdits(listing);
    } else {
      await this.preparation.recheck(listing);
    }
    if (cleaned) listing.warnings = warningsAfterCleaning(listing.warnings, cleaned.removed);
    if (listing.status === 'error') listing.status = 'draft';
    await this.em.flush();
    await this.events.announce(listing);
    return toPreparationView(listing);
  }

  /** New prices for several listings: drafts at once, live ones through eBay in batches of 25. */
  async reprice(
    dealerId: string,
    items: { listingId: string; price: string }[],
  ): Promise<RepriceListingsResponse> {
    const ids = items.map((item) => item.listingId).filter((id) => isUuid(id));
    const owned = new Map(
      (await this.listings.find({ dealerId, id: { $in: ids } })).map((listing) => [
        listing.id,
        listing,
      ]),
    );
    const errors: RepriceListingsResponse['errors'] = [];
    const live: { listing: Listing; price: string }[] = [];
    for (const item of items) {
      const listing = owned.get(item.listingId);
      const buyItNowRefusal = listing && repriceBuyItNowProblem(listing, item.price);
      if (!listing) errors.push({ listingId: item.listingId, error: 'Listing not found' });
      else if (buyItNowRefusal) errors.push({ listingId: listing.id, error: buyItNowRefusal });
      else if (listing.status === 'active') live.push({ listing, price: item.price });
      else if (
        listing.status === 'draft' ||
        listing.status === 'error' ||
        listing.status === 'ended'
      ) {
        keepPriceAsDealers(listing, toDecimalString(item.price));
      } else
        errors.push({
          listingId: listing.id,
          error: `A listing that is ${listing.status} cannot take a new price`,
        });
    }
    errors.push(...(await this.repriceLive(live, false)));
    await this.em.flush();
    const updated = items.flatMap((item) => {
      const listing = owned.get(item.listingId);
      return listing && !errors.some((error) => error.listingId === listing.id) ? [listing] : [];
    });
    await this.events.announceAll(updated);
    return { updated: updated.map(toListingView), errors };
  }

  /**
   * Ends a live listing on eBay (withdraws its offer); it can be listed again later. One that sold before the
   * dealer's End reached eBay is not ended: the dealer's orders come in now, it shows sold, and the answer says so.
   */
  async end(dealerId: string, id: string): Promise<ListingView> {
    const listing = await this.load(dealerId, id);
    if (listing.status !== 'active') throw ListingsError.invalidTransition('end', listing.status);
    const withdrawal = await askEbay(() =>
      withdrawOffer(this.apis.for(dealerId), listing.offerId!),
    );
    if (withdrawal === 'already sold') await this.soldBeforeEnd(listing);
    if (listing.status === 'active') {
      listing.status = 'ended';
      listing.endedAt = new Date();
      await this.em.flush();
      await followLots(this.cards, [listing]);
      await this.events.announce(listing);
    }
    return toListingView(listing);
  }

  /**
   * eBay says the listing sold: the order sync marks it sold (or ended, the order cancelled). Until eBay lists the
   * order, eBay's word that it sold is enough to show it sold: never ended, which would offer to relist a card
   * that has a buyer. Throws unless the order was cancelled.
   */
  private async soldBeforeEnd(listing: Listing): Promise<void> {
    await this.status.syncOrders(listing.dealerId);
    await this.em.refresh(listing);
    if (listing.status === 'ended') return;
    if (listing.status === 'active') {
      listing.status = 'sold';
      listing.soldAt = new Date();
      listing.errors = [];
      await this.em.flush();
      await followLots(this.cards, [listing]);
      await this.events.announce(listing);
    }
    throw ListingsError.soldOnEbay();
  }

  /** Publishes an ended (or refused) listing again: the same SKU and offer, a new eBay listing. */
  async relist(dealerId: string, id: string): Promise<ListingView> {
    const listing = await this.load(dealerId, id);
    if (listing.status !== 'ended' && listing.status !== 'error')
      throw ListingsError.invalidTransition('relist', listing.status);
    const refusals: PublishListingsResponse['errors'] = [];
    const [queued] = await this.publisher.queue(dealerId, [listing], refusals);
    if (!queued) throw ListingsError.relistRefused(refusals[0]?.error ?? 'It cannot be published');
    return toListingView(queued);
  }

  /**
   * What happens to a card's listing when the card is deleted: a live one keeps the card, and so does one that sold
   * (even if its sale was refunded or cancelled since): its order and bill show the card.
   */
  async beforeCardRemoved(dealerId: string, cardId: string): Promise<void> {
    const [listing] = await this.listings.forCards(dealerId, [cardId]);
    if (!listing) return;
    if (LIVE_STATUSES.includes(listing.status)) throw ListingsError.listingLive();
    if (listing.status === 'sold' || (await this.orders.anyOrderFrom(dealerId, listing.id)))
      throw ListingsError.cardSold();
    if (UNPUBLISHED_STATUSES.includes(listing.status))
      await this.em.nativeDelete(ListingEntity, { id: listing.id });
  }

  /**
   * A lot whose cards changed while off eBay: a listing prepared from its old cards would sell a card that left
   * (deleted, or listed alone) or miss one that joined. One not yet on eBay goes (publishing prepares it again);
   * an ended one keeps its SKU and eBay history but is not relisted as it was until it is prepared again.
   */
  async lotsChanged(lots: LotRef[]): Promise<void> {
    for (const dealerId of new Set(lots.map((lot) => lot.dealerId))) {
      const lotIds = lots.filter((lot) => lot.dealerId === dealerId).map((lot) => lot.id);
      const listings = await this.listings.forLots(dealerId, lotIds);
      const unpublished = listings.filter((listing) =>
        UNPUBLISHED_STATUSES.includes(listing.status),
      );
      for (const listing of unpublished) await this.takeBackLotListing(listing);
      for (const listing of listings)
        if (listing.status === 'ended')
          listing.problems = [...new Set([...listing.problems, LOT_CHANGED])];
      await this.em.flush();
    }
  }

  /**
   * Deletes a lot's listing not yet on eBay, unless a publish took it meanwhile; its lot is open again. A publish
   * racing the change had marked the lot listed: with its listing gone, the lot stayed listed for good, its cards
   * neither publishable nor removable ("end its listing first", with no listing to end).
   */
  private async takeBackLotListing(listing: Listing): Promise<void> {
    const deleted = await this.em.nativeDelete(ListingEntity, {
      id: listing.id,
      status: { $in: UNPUBLISHED_STATUSES },
    });
    if (deleted > 0 && listing.lotId) await this.cards.setLotStatus(listing.lotId, 'open');
  }

  /** An approval undone takes back the listing it prepared; once the listing went to eBay, the approval stays. */
  async beforeApprovalUndone(dealerId: string, cardId: string): Promise<void> {
    const [listing] = await this.listings.forCards(dealerId, [cardId]);
    if (!listing) return;
    if (!UNPUBLISHED_STATUSES.includes(listing.status))
      throw ListingsError.approvalKept(listing.status);
    await this.em.nativeDelete(ListingEntity, { id: listing.id });
  }

  private async repriceLive(
    items: { listing: Listing; price: string }[],
    throwOnRefusal: boolean,
  ): Promise<RepriceListingsResponse['errors']> {
    const errors: RepriceListingsResponse['errors'] = [];
    const today = ebayDay(new Date());
    const allowed = items.filter(({ listing }) => {
      const used = listing.revisionDay === today ? listing.revisionsOnDay : 0;
      if (used < REVISIONS_PER_DAY) return true;
      errors.push({
        listingId: listing.id,
        error: `eBay allows ${REVISIONS_PER_DAY} changes to a listing a day: try again tomorrow`,
      });
      return false;
    });
    const refused: { listing: Listing; errors: EbayErrorDetail[] }[] = [];
    const settle = (listing: Listing, price: string, result: EntryResult<true> | undefined) => {
      if (result?.ok) {
        keepPriceAsDealers(listing, toDecimalString(price));
        listing.revisionsOnDay = (listing.revisionDay === today ? listing.revisionsOnDay : 0) + 1;
        listing.revisionDay = today;
      } else refused.push({ listing, errors: result?.errors ?? [] });
    };
    // A fixed-price listing's price changes in bulk; an auction's starting bid only by revising its offer.
    const fixedPrice = allowed.filter(({ listing }) => listing.format !== 'auction');
    for (const batch of chunks(fixedPrice)) {
      const dealerId = batch[0].listing.dealerId;
      const results = await askEbay(() => updatePrices(this.apis.for(dealerId), batch));
      for (const { listing, price } of batch) settle(listing, price, results.get(listing.id));
    }
    for (const { listing, price } of allowed.filter(
      ({ listing }) => listing.format === 'auction',
    )) {
      const clients = this.apis.for(listing.dealerId);
      settle(listing, price, await askEbay(() => reviseAuctionStartPrice(clients, listing, price)));
    }
    await this.em.flush();
    errors.push(...(await this.refusalsOfNewPrices(refused)));
    if (throwOnRefusal && errors.length > 0) throw ListingsError.ebayRefused(errors[0].error);
    return errors;
  }

  /**
   * Why eBay refused each new price. A listing that ended (or sold) on eBay's site is refused too: it is shown so
   * now, ended with eBay's reason or sold, and the dealer reads that, not eBay's words about an unpublished offer.
   */
  private async refusalsOfNewPrices(
    refused: { listing: Listing; errors: EbayErrorDetail[] }[],
  ): Promise<RepriceListingsResponse['errors']> {
    if (refused.length === 0) return [];
    const dealerId = refused[0].listing.dealerId;
    const gone = await this.status
      .checkGoneFromEbay(
        dealerId,
        refused.map(({ listing }) => listing),
      )
      .catch(() => new Set<string>());
    for (const { listing } of refused) if (gone.has(listing.id)) await this.em.refresh(listing);
    return refused.map(({ listing, errors }) => ({
      listingId: listing.id,
      error:
        listing.status === 'sold'
          ? SOLD_ON_EBAY_NOT_REPRICED
          : listing.status === 'ended'
            ? ENDED_ON_EBAY_NOT_REPRICED
            : errors.map(dealerMessage).join('; ') || 'eBay refused the new price',
    }));
  }

  /** A changed condition or format is worked out again from the card, the dealer's edits kept. */
  private async regenerateKeepingEdits(listing: Listing): Promise<void> {
    if (listing.cardId) await this.preparation.prepareCards(listing.dealerId, [listing.cardId]);
    else if (listing.lotId) await this.preparation.prepareLot(listing.dealerId, listing.lotId);
    await this.em.refresh(listing);
  }

  private async load(dealerId: string, id: string): Promise<Listing> {
    const listing = isUuid(id) ? await this.listings.findOwned(dealerId, id) : null;
    if (!listing) throw ListingsError.notFound();
    return listing;
  }
}

/**
 * eBay refuses at publish (and on revision) an auction whose Buy It Now is under 30% above its starting bid
 * (25003): an edit that would leave one is refused, naming the field sent and the lowest Buy It Now allowed.
 * The starting bid is the price sent, or the one saved when it stays (an auction already, or a price the dealer
 * set, kept when the format changes); a listing made an auction without either gets its starting bid when it is
 * prepared again, and a Buy It Now under eBay's lowest for it is then a problem to fix before publishing.
 *
 * A fixed-price listing has no Buy It Now of its own: its price is what a buyer pays at once, and publishing
 * sends no other (offerOf). A buyItNowPrice sent for one is refused rather than saved and silently unused;
 * null (none) is accepted, and one saved while it was an auction is kept for the day it is one again.
 */
function refuseBuyItNowEbayRefuses(listing: Listing, changes: UpdateListingRequest): void {
  const problem = buyItNowProblem(listing, changes);
  if (problem) throw validationFailed([problem]);
}

function buyItNowProblem(
  listing: Listing,
  changes: UpdateListingRequest,
): { field: 'price' | 'buyItNowPrice'; message: string } | null {
  const format = changes.format ?? listing.format;
  if (format !== 'auction') {
    if (changes.buyItNowPrice !== undefined && changes.buyItNowPrice !== null)
      return {
        field: 'buyItNowPrice',
        message:
          'buyItNowPrice is for auctions only: a fixed-price listing sells at its price (set price instead)',
      };
    return null;
  }
  if (changes.price === undefined && changes.buyItNowPrice === undefined) return null;
  const startKept = listing.format === 'auction' || listing.editedFields.includes('price');
  const start = changes.price ?? (startKept ? listing.listPrice : null);
  const buyItNow =
    changes.buyItNowPrice !== undefined ? changes.buyItNowPrice : listing.buyItNowPrice;
  if (start === null || buyItNow === null) return null;
  const [startCents, buyItNowCents] = [toCents(String(start)), toCents(String(buyItNow))];
  const lowestCents = lowestBuyItNowCents(startCents);
  if (buyItNowCents >= lowestCents) return null;
  const [startText, buyItNowText, lowest] = [startCents, buyItNowCents, lowestCents].map(fromCents);
  if (changes.buyItNowPrice !== undefined)
    return {
      field: 'buyItNowPrice',
      message: `buyItNowPrice (${buyItNowText}) must be at least ${lowest}, 30% above the starting bid (${startText}): eBay refuses a lower Buy It Now`,
    };
  // A live auction keeps its Buy It Now (only its price changes on eBay): the starting bid is what can give.
  const remedy = LIVE_STATUSES.includes(listing.status)
    ? liveAuctionRemedy(buyItNowCents)
    : 'raise buyItNowPrice too, or clear it (null)';
  return {
    field: 'price',
    message: `price (${startText}) as the starting bid needs a Buy It Now of at least ${lowest}, 30% above it, not ${buyItNowText}: ${remedy}`,
  };
}

/**
 * What a live auction can do with a starting bid too close to its Buy It Now (which cannot change while live): start
 * at the highest bid eBay takes under it (the Buy It Now must be 30% above), when that is eBay's lowest or more.
 */
function liveAuctionRemedy(buyItNowCents: number, dollar = ''): string {
  let startCents = Math.floor((buyItNowCents * 100) / 130);
  while (startCents > 0 && lowestBuyItNowCents(startCents) > buyItNowCents) startCents -= 1;
  if (startCents < toCents(MIN_LISTING_PRICE))
    return 'a live auction keeps its Buy It Now, too low for any starting bid eBay takes: end it, then relist it with a higher Buy It Now';
  return `a live auction keeps its Buy It Now, so start the bidding at ${dollar}${fromCents(startCents)} or less`;
}

/**
 * A new price from the dashboard's re-price for an auction whose Buy It Now it would leave under eBay's lowest:
 * said for that listing, in the dealer's words, and the listing left as it was.
 */
function repriceBuyItNowProblem(listing: Listing, price: string): string | null {
  if (!buyItNowProblem(listing, { price })) return null;
  const startCents = toCents(price);
  const [start, lowest, buyItNow] = [
    startCents,
    lowestBuyItNowCents(startCents),
    toCents(String(listing.buyItNowPrice)),
  ].map(fromCents);
  const remedy = LIVE_STATUSES.includes(listing.status)
    ? liveAuctionRemedy(toCents(String(listing.buyItNowPrice)), '$')
    : 'edit the listing to raise or clear its Buy It Now';
  return `A starting bid of $${start} needs a Buy It Now of at least $${lowest} (30% above it), not $${buyItNow}: ${remedy}`;
}

/**
 * The description the dealer sent, without what eBay refuses as active content (scripts, forms, frames, event
 * attributes): the rest is saved, and a warning says what went. Null when no description was sent.
 */
function cleanDescription(changes: UpdateListingRequest): CleanDescription | null {
  return changes.description === undefined ? null : withoutActiveContent(changes.description);
}

/**
 * Applies the dealer's edits, each kept as theirs; answers the fields edited. A price, Buy It Now or length sent with
 * a new format is the dealer's for that format even when it equals the old value (no Buy It Now on an auction):
 * preparing for the new format must not put its defaults in their place.
 */
function applyEdits(listing: Listing, changes: UpdateListingRequest): PreparationEditableField[] {
  const edited: PreparationEditableField[] = [];
  const newFormat = changes.format !== undefined && changes.format !== listing.format;
  const set = <K extends keyof Listing>(
    field: PreparationEditableField,
    key: K,
    value: Listing[K],
    keptForNewFormat = false,
  ) => {
    if (JSON.stringify(listing[key]) === JSON.stringify(value) && !keptForNewFormat) return;
    listing[key] = value;
    edited.push(field);
  };
  if (changes.title !== undefined) set('title', 'title', changes.title.trim());
  if (changes.description !== undefined) set('description', 'description', changes.description);
  if (changes.price !== undefined)
    set('price', 'listPrice', toDecimalString(changes.price), newFormat);
  if (changes.buyItNowPrice !== undefined)
    set(
      'buyItNowPrice',
      'buyItNowPrice',
      changes.buyItNowPrice === null ? null : toDecimalString(changes.buyItNowPrice),
      newFormat,
    );
  if (changes.format !== undefined) set('format', 'format', changes.format);
  if (changes.auctionDuration !== undefined)
    set('auctionDuration', 'auctionDuration', changes.auctionDuration, newFormat);
  if (changes.cardCondition !== undefined)
    set('cardCondition', 'cardCondition', changes.cardCondition);
  if (changes.aspects !== undefined) set('aspects', 'aspects', cleanAspects(changes.aspects));
  return edited;
}

function cleanAspects(aspects: Record<string, string[]>): Record<string, string[]> {
  const cleaned: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(aspects)) {
    const kept = values.map((value) => value.trim()).filter(Boolean);
    if (name.trim() && kept.length > 0) cleaned[name.trim()] = [...new Set(kept)];
  }
  return cleaned;
}

/** eBay's revision day runs on Pacific time. */
export function ebayDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
