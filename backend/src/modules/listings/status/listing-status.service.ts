import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SyncListingsResponse } from '@pennant/contracts';
import { CardsService } from '../../cards';
import { followLots } from '../lot-status';
import { OrdersService, type SyncedLine } from '../../orders';
import { ActiveInventoryReport, type ReportReading } from '../ebay/active-inventory-report';
import { Listing } from '../entities/listing.entity';
import { ListingEvents } from '../listing-events';
import { askEbay } from '../listings.errors';

/**
 * Keeps each listing's status true without asking eBay about every listing: orders (Fulfillment
 * getOrders by last-modified date) say what sold; the nightly active inventory report says what
 * eBay ended.
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
  ) {}

  /** Brings the dealer's orders in, marks the listings they sold and ends those whose order eBay cancelled. */
  async syncOrders(dealerId: string): Promise<SyncListingsResponse> {
    const result = await askEbay(() => this.orders.syncFromEbay(dealerId));
    const { sold, ended } = await this.markSold(dealerId, result.lines);
    return {
      ordersImported: result.imported,
      ordersUpdated: result.updated,
      ordersCancelled: result.cancelled,
      listingsSold: sold,
      listingsEnded: ended,
      syncedAt: result.syncedThrough.toISOString(),
    };
  }

  /**
   * Live listings that eBay's active inventory report no longer has were ended on eBay (by the dealer on the site,
   * or by eBay), or sold before their orders came in: the orders are brought in first, so those show sold, never
   * ended with Relist offered for a card that has a buyer. Answers how many were ended.
   * A report that is partial, could not be read, or lists nothing while the dealer has live listings ends none:
   * ending every listing on a bad file would offer Relist for cards still on sale.
   */
  async reconcile(dealerId: string): Promise<number> {
    const live = await this.em.fork().find(Listing, { dealerId, status: 'active' });
    if (live.length === 0) return 0;
    const reading = await this.report.read(dealerId);
    const problem = untrustworthy(reading);
    if (problem !== undefined || !reading.usable) {
      this.logger.warn(`Dealer ${dealerId}: no listing ended, ${problem}`);
      return 0;
    }
    const active = reading.inventory;
    const gone = live.filter(
      (listing) =>
        !active.skus.has(listing.sku) &&
        !(listing.ebayListingId && active.itemIds.has(listing.ebayListingId)),
    );
    if (gone.length === 0) return 0;
    await this.syncOrders(dealerId);
    const em = this.em.fork();
    const ended = await em.find(Listing, {
      dealerId,
      status: 'active',
      id: { $in: gone.map((listing) => listing.id) },
    });
    for (const listing of ended) {
      listing.status = 'ended';
      listing.endedAt = new Date();
      listing.errors = ['eBay reports this listing is no longer active'];
    }
    await em.flush();
    await followLots(this.cards, ended);
    await this.events.announceAll(ended);
    if (ended.length > 0)
      this.logger.log(`Dealer ${dealerId}: ${ended.length} listings ended on eBay`);
    return ended.length;
  }

  /**
   * Matches each line to a listing (orders' matcher: SKU, else eBay item id); a sold line marks its
   * listing sold. A cancelled order is no sale, but eBay ended the listing when it sold (the last unit
   * went, and a cancellation does not bring the listing back: its offer's listingStatus stays ENDED),
   * so its listing is ended, to relist: whether Pennant saw it sold first or the order came in
   * cancelled while the listing still showed active. A listing relisted since (another eBay listing)
   * is left as it is.
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
      if (line.cancelled && endedBy(listing, line)) {
        listing.status = 'ended';
        listing.soldAt = null;
        listing.endedAt = new Date();
        listing.errors = [ORDER_CANCELLED];
        changed.add(listing);
      } else if (!line.cancelled && listing.status !== 'sold') {
        listing.status = 'sold';
        listing.soldAt = line.orderedAt;
        listing.errors = [];
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
 * Why the report must not be reconciled from, if so. Called only while the dealer has live listings: a report
 * that lists none then is far likelier a file gone wrong than a dealer who ended everything on eBay's site.
 */
function untrustworthy(reading: ReportReading): string | undefined {
  if (!reading.usable) return reading.reason;
  const { skus, itemIds } = reading.inventory;
  if (skus.size === 0 && itemIds.size === 0)
    return "eBay's report lists no active listing while Pennant shows some live: read as unreadable";
  return undefined;
}

const ORDER_CANCELLED = 'The order was cancelled on eBay: relist to sell the card again';

/** The listing the cancelled line was bought from (not one relisted since), still shown sold or live. */
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
