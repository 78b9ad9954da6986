import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DEFAULT_AUCTION_DURATION,
  type OrderSyncStatus,
  type SyncListingsResponse,
} from '@pennant/contracts';
import { CardsService } from '../../cards';
import { followLots } from '../lot-status';
import { OrdersService, type SyncedLine } from '../../orders';
import {
  ActiveInventoryReport,
  type ActiveInventory,
  type ReportReading,
} from '../ebay/active-inventory-report';
import { fromCents, toCents } from '../../../common';
import { offerIsLive, readOffer } from '../ebay/inventory-calls';
import { SellerApis, type SellerClients } from '../ebay/seller-apis';
import { EbayApiError } from '../../../integrations/ebay';
import { Listing } from '../entities/listing.entity';
import { ListingEvents } from '../listing-events';
import { askEbay } from '../listings.errors';
import { keepPriceAsDealers } from '../listing-price-kept';

/**
 * Keeps each listing's status true without asking eBay about every listing: orders (Fulfillment
 * getOrders by last-modified date) say what sold; the nightly active inventory report says what
 * eBay ended (and, when the report lists nothing, each live listing's offer is read).
 */
@Injectable()
export class ListingStatusService {
  private readonly logger = new Logger('ListingStatus');

  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    private readonly report: ActiveInventoryReport,
    private readonly cards: CardsService,
    private readonly events: ListingEvents,
    private readonly apis: SellerApis,
  ) {}

  /**
   * Brings the dealer's orders in, marks the listings they sold and ends those whose sale was undone; then ends the
   * auctions that closed without a winning bid.
   */
  async syncOrders(dealerId: string): Promise<SyncListingsResponse> {
    const result = await askEbay(() => this.orders.syncFromEbay(dealerId));
    const { sold, ended } = await this.markSold(dealerId, result.lines);
    const auctionsEnded = await this.endClosedAuctions(dealerId);
    return {
      ordersImported: result.imported,
      ordersUpdated: result.updated,
      ordersCancelled: result.cancelled,
      listingsSold: sold,
      listingsEnded: ended + auctionsEnded,
      syncedAt: result.syncedThrough.toISOString(),
    };
  }

  syncStatus(dealerId: string): Promise<OrderSyncStatus> {
    return this.orders.syncStatus(dealerId);
  }

  /**
   * Live listings that eBay's active inventory report no longer has were ended on eBay (by the dealer on the site,
   * or by eBay), or sold before their orders came in: the orders are brought in first, so those show sold, never
   * ended with Relist offered for a card that has a buyer. Answers how many were ended.
   * A report that is partial or could not be read ends none. One that lists nothing while the dealer has live
   * listings is not believed either (ending every listing on a bad file would offer Relist for cards still on
   * sale), but it is not ignored: each listing's offer is read from eBay, so a dealer who ended everything on eBay's
   * site sees it ended.
   */
  async reconcile(dealerId: string): Promise<number> {
    const live = await this.em.fork().find(Listing, { dealerId, status: 'active' });
    if (live.length === 0) return 0;
    const reading = await this.report.read(dealerId);
    if (reading.usable && !listsNothing(reading)) {
      await this.followPricesSetOnEbay(dealerId, live, reading.inventory);
      await this.reopenSoldStillOnEbay(dealerId, reading.inventory);
    }
    return this.endGone(dealerId, await this.goneFromEbay(dealerId, live, reading), {
      withoutOrders: 'throw',
    });
  }

  /**
   * Which of these live listings are no longer live on eBay (a call each), for an action eBay refused on them (a new
   * price): those gone are settled as `endGone` says. Answers the ids of those eBay says are gone.
   */
  async checkGoneFromEbay(dealerId: string, listings: Listing[]): Promise<Set<string>> {
    const gone = await this.readOneByOne(dealerId, listings);
    await this.endGone(dealerId, gone, { withoutOrders: 'end none' });
    return new Set(gone.keys());
  }

  /**
   * Live auctions past their end (by when their eBay item went up), read from eBay one by one: their orders were just
   * read, so one that sold already shows sold; one eBay ended without a winning bid shows ended, to relist, at the
   * next sync rather than at the nightly check. One eBay still shows live is read again at the next sync.
   */
  private async endClosedAuctions(dealerId: string): Promise<number> {
    const now = Date.now();
    const auctions = await this.em.fork().find(Listing, {
      dealerId,
      status: 'active',
      format: 'auction',
      liveSince: { $ne: null },
    });
    const closed = auctions.filter((auction) => auctionClosedBy(auction, now));
    if (closed.length === 0) return 0;
    const gone = await this.readOneByOne(dealerId, closed, CLOSED_AUCTIONS_READ_MAX);
    for (const [listingId, reason] of gone)
      if (reason === NO_LONGER_ACTIVE) gone.set(listingId, AUCTION_UNSOLD);
    return this.settleGone(dealerId, gone, null);
  }

  /**
   * Ends the listings gone from eBay (each with its reason), after bringing in the orders that sold some; one eBay
   * says sold shows sold. When the orders cannot be read, none is ended (it may have sold): the nightly check
   * fails (`throw`, its job runs again), a re-price's check leaves them live (`end none`).
   */
  private async endGone(
    dealerId: string,
    gone: Map<string, string>,
    options: { withoutOrders: 'throw' | 'end none' },
  ): Promise<number> {
    if (gone.size === 0) return 0;
    const ordersFailure = await this.syncOrders(dealerId).then(
      () => null,
      (error: unknown) => error,
    );
    const endedCount = await this.settleGone(dealerId, gone, ordersFailure);
    if (ordersFailure !== null) {
      if (options.withoutOrders === 'throw') throw ordersFailure;
      this.logger.warn(
        `Dealer ${dealerId}: listings gone from eBay left as they are, its orders not read: ${String(ordersFailure)}`,
      );
    }
    return endedCount;
  }

  /**
   * Settles the live listings gone from eBay once their orders were read (`ordersFailure` null) or not: one eBay
   * says sold shows sold; the others end with their reason, unless the orders could not be read. Answers how many
   * ended.
   */
  private async settleGone(
    dealerId: string,
    gone: Map<string, string>,
    ordersFailure: unknown,
  ): Promise<number> {
    if (gone.size === 0) return 0;
    const em = this.em.fork();
    const ended = await em.find(Listing, {
      dealerId,
      status: 'active',
      id: { $in: [...gone.keys()] },
    });
    // One eBay says sold whose order is not in yet shows sold, never ended with Relist offered for a card that has a
    // buyer; its order marks it as the order says when it comes in.
    for (const listing of ended) {
      if (gone.get(listing.id) === SOLD_ON_EBAY) {
        listing.status = 'sold';
        listing.soldAt = new Date();
        listing.errors = [];
      } else if (ordersFailure === null) {
        listing.status = 'ended';
        listing.endedAt = new Date();
        listing.errors = [gone.get(listing.id)!];
      }
    }
    await em.flush();
    await followLots(this.cards, ended);
    await this.events.announceAll(ended);
    const endedCount = ended.filter((listing) => listing.status === 'ended').length;
    if (endedCount > 0) this.logger.log(`Dealer ${dealerId}: ${endedCount} listings ended on eBay`);
    return endedCount;
  }

  /**
   * A fixed-price listing whose price the dealer changed on eBay's site asks that price in Pennant too, kept as the
   * dealer's own (preparing again does not undo it). One changed in Pennant since eBay made the report is left
   * alone: its own price is the newer, on its way to eBay. A report without a time changes no price.
   */
  private async followPricesSetOnEbay(
    dealerId: string,
    live: Listing[],
    inventory: ActiveInventory,
  ): Promise<void> {
    const reportedAt = inventory.reportedAt;
    if (!reportedAt) return;
    const em = this.em.fork();
    const listings = await em.find(Listing, {
      dealerId,
      status: 'active',
      format: 'fixed_price',
      id: { $in: live.map((listing) => listing.id) },
    });
    const repriced = listings.filter((listing) => {
      const ebayPrice = inventory.prices.get(listing.sku);
      return (
        ebayPrice !== undefined &&
        listing.updatedAt < reportedAt &&
        toCents(ebayPrice) !== toCents(listing.listPrice ?? '0')
      );
    });
    for (const listing of repriced) {
      keepPriceAsDealers(listing, fromCents(toCents(inventory.prices.get(listing.sku)!)));
    }
    await em.flush();
    await this.events.announceAll(repriced);
    if (repriced.length > 0)
      this.logger.log(`Dealer ${dealerId}: ${repriced.length} listings take the price set on eBay`);
  }

  /**
   * A listing Pennant marked sold that eBay's report, made after the sale, still lists is still for sale: the dealer
   * raised its quantity on eBay, and units are left. It is active again (its sale stays an order), so it is neither
   * shown sold nor left unfollowed.
   */
  private async reopenSoldStillOnEbay(dealerId: string, inventory: ActiveInventory): Promise<void> {
    const reportedAt = inventory.reportedAt;
    if (!reportedAt) return;
    const em = this.em.fork();
    const stillListed = await em.find(Listing, {
      dealerId,
      status: 'sold',
      soldAt: { $lt: reportedAt },
      $or: [
        { sku: { $in: [...inventory.skus] } },
        { ebayListingId: { $in: [...inventory.itemIds] } },
      ],
    });
    for (const listing of stillListed) {
      listing.status = 'active';
      listing.soldAt = null;
      listing.soldPrice = null;
    }
    await em.flush();
    await followLots(this.cards, stillListed);
    await this.events.announceAll(stillListed);
    if (stillListed.length > 0)
      this.logger.log(
        `Dealer ${dealerId}: ${stillListed.length} listings sold in part, still on eBay`,
      );
  }

  /** The live listings eBay no longer has live, each with what the dealer reads on it. */
  private async goneFromEbay(
    dealerId: string,
    live: Listing[],
    reading: ReportReading,
  ): Promise<Map<string, string>> {
    if (!reading.usable) {
      this.logger.warn(`Dealer ${dealerId}: no listing ended, ${reading.reason}`);
      return new Map();
    }
    if (listsNothing(reading)) {
      this.logger.warn(
        `Dealer ${dealerId}: eBay's report lists no active listing while Pennant shows ${live.length} live: each is read from eBay`,
      );
      return this.readOneByOne(dealerId, live);
    }
    const { skus, itemIds } = reading.inventory;
    const missing = live.filter(
      (listing) =>
        !skus.has(listing.sku) && !(listing.ebayListingId && itemIds.has(listing.ebayListingId)),
    );
    return new Map(missing.map((listing) => [listing.id, NO_LONGER_ACTIVE]));
  }

  /**
   * Each listing's offer as eBay has it (a call each, at most READ_ONE_BY_ONE_MAX a night, in a new order each night
   * so all are read in turn): those whose eBay listing is no longer live, or whose offer eBay no longer has (404).
   * Any other failure stops the reading (eBay is down, the connection refused): what was not read stays as it is.
   */
  private async readOneByOne(
    dealerId: string,
    live: Listing[],
    max = READ_ONE_BY_ONE_MAX,
  ): Promise<Map<string, string>> {
    const clients = this.apis.for(dealerId, { backoff: ONE_BY_ONE_BACKOFF });
    const gone = new Map<string, string>();
    const withOffers = shuffled(live.filter((one) => one.offerId));
    for (const listing of withOffers.slice(0, max)) {
      const state = await offerStatus(clients, listing.offerId!);
      if (state === 'unread') break;
      if (state !== 'live') gone.set(listing.id, state);
    }
    return gone;
  }

  /**
   * Matches each line to a listing (orders' matcher: SKU, else eBay item id); a sold line marks its
   * listing sold. A cancelled order is no sale, but eBay ended the listing when it sold (the last unit
   * went, and a cancellation does not bring the listing back: its offer's listingStatus stays ENDED),
   * so its listing is ended, to relist: whether Pennant saw it sold first or the order came in
   * cancelled while the listing still showed active. A sale refunded in full is ended the same way: the card
   * most likely came back, and the dealer relists it (a refund does not bring eBay's listing back either). A
   * listing relisted since (another eBay listing) is left as it is.
   */
  private async markSold(
    dealerId: string,
    lines: SyncedLine[],
  ): Promise<{ sold: number; ended: number }> {
    if (lines.length === 0) return { sold: 0, ended: 0 };
    const em = this.em.fork();
    const links = await this.orders.matchListings(
      dealerId,
      lines.map((line) => line.id),
    );
    const listings = new Map(
      (await em.find(Listing, { dealerId, id: { $in: links.map((link) => link.listingId) } })).map(
        (listing) => [listing.id, listing],
      ),
    );
    const listingOfLine = new Map(links.map((link) => [link.lineId, listings.get(link.listingId)]));
    const changed = new Set<Listing>();
    for (const line of lines) {
      const listing = listingOfLine.get(line.id);
      if (!listing) continue;
      const undone = line.cancelled || line.refundedInFull;
      if (undone && endedBy(listing, line)) {
        listing.status = 'ended';
        listing.soldAt = null;
        listing.soldPrice = null;
        listing.endedAt = new Date();
        listing.errors = [line.cancelled ? ORDER_CANCELLED : SALE_REFUNDED];
        changed.add(listing);
      } else if (!undone && listing.status !== 'sold') {
        listing.status = 'sold';
        listing.soldAt = line.orderedAt;
        listing.soldPrice = line.unitPrice;
        listing.errors = [];
        changed.add(listing);
      } else if (!undone && listing.soldPrice === null) {
        // Shown sold on eBay's word before its order came in: the order says what it sold for.
        listing.soldPrice = line.unitPrice;
        changed.add(listing);
      }
    }
    await em.flush();
    await this.orders.linkLines(links);
    await followLots(this.cards, [...changed]);
    await this.events.announceAll([...changed]);
    return {
      sold: [...changed].filter((listing) => listing.status === 'sold').length,
      ended: [...changed].filter((listing) => listing.status === 'ended').length,
    };
  }
}

/**
 * A whole report that lists no listing, read while the dealer has live ones: far likelier a file gone wrong than a
 * dealer who ended everything on eBay's site, so each listing is asked about instead.
 */
function listsNothing(reading: ReportReading & { usable: true }): boolean {
  const { skus, itemIds } = reading.inventory;
  return skus.size === 0 && itemIds.size === 0;
}

/** A listing's offer read from eBay: live, or what the dealer reads on a listing that is not; unread on a failure. */
async function offerStatus(clients: SellerClients, offerId: string): Promise<string> {
  try {
    const offer = await readOffer(clients, offerId);
    if (offerIsLive(offer)) return 'live';
    if (offer.soldQuantity > 0) return SOLD_ON_EBAY;
    return offer.listingStatus === 'EBAY_ENDED' ? ENDED_BY_EBAY : NO_LONGER_ACTIVE;
  } catch (error) {
    return error instanceof EbayApiError && error.status === 404 ? NO_LONGER_ACTIVE : 'unread';
  }
}

/** The listings in a random order (Fisher-Yates). */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let at = copy.length - 1; at > 0; at -= 1) {
    const other = Math.floor(Math.random() * (at + 1));
    [copy[at], copy[other]] = [copy[other], copy[at]];
  }
  return copy;
}

/** Reading offers one by one waits out a hiccup, not an outage: the next night reads again. */
const ONE_BY_ONE_BACKOFF = { retries: 1, baseDelayMs: 500, maxDelayMs: 2_000 };
const READ_ONE_BY_ONE_MAX = 500;
const NO_LONGER_ACTIVE = 'eBay reports this listing is no longer active';
const AUCTION_UNSOLD = 'The auction ended without a winning bid: relist it to offer the card again';
/** Closed auctions read at each sync: a few calls every five minutes, the rest at the next. */
const CLOSED_AUCTIONS_READ_MAX = 25;
/** eBay's end and Pennant's publish time differ by the publish call: a minute's slack before reading. */
const AUCTION_END_SLACK_MS = 60_000;
const DAY_MS = 86_400_000;

/** Whether this live auction's end (when its eBay item went up, plus its length) has passed by `now`. */
function auctionClosedBy(auction: Listing, now: number): boolean {
  const days = Number(
    /^DAYS_(\d+)$/.exec(auction.auctionDuration ?? DEFAULT_AUCTION_DURATION)?.[1],
  );
  return auction.liveSince!.getTime() + days * DAY_MS + AUCTION_END_SLACK_MS < now;
}
/** What reading an offer says of a listing that sold on eBay (its order may not be in yet). */
const SOLD_ON_EBAY = 'sold';
const ENDED_BY_EBAY =
  "eBay ended this listing (eBay's message to you says why): fix what it asks, then relist";
const ORDER_CANCELLED = 'The order was cancelled on eBay: relist to sell the card again';
const SALE_REFUNDED =
  'The sale was refunded in full on eBay: relist to sell the card again once it is back with you';

/** The listing the undone line was bought from (not one relisted since), still shown sold or live. */
function endedBy(listing: Listing, line: SyncedLine): boolean {
  if (listing.status === 'sold')
    return (
      line.ebayListingId === null ||
      listing.ebayListingId === null ||
      listing.ebayListingId === line.ebayListingId
    );
  return (
    listing.status === 'active' &&
    line.ebayListingId !== null &&
    listing.ebayListingId === line.ebayListingId
  );
}
