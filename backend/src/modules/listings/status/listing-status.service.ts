import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SyncListingsResponse } from '@pennant/contracts';
import { CardsService } from '../../cards';
import { followLots } from '../lot-status';
import { OrdersService, type SyncedLine } from '../../orders';
import { ActiveInventoryReport } from '../ebay/active-inventory-report';
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

  /** Brings the dealer's orders in and marks the listings they sold. */
  async syncOrders(dealerId: string): Promise<SyncListingsResponse> {
    const result = await askEbay(() => this.orders.syncFromEbay(dealerId));
    const sold = await this.markSold(dealerId, result.lines);
    return {
      ordersImported: result.imported,
      ordersUpdated: result.updated,
      listingsSold: sold,
      syncedAt: result.syncedThrough.toISOString(),
    };
  }

  /**
   * Live listings that eBay's active inventory report no longer has were ended on eBay (by the
   * dealer on the site, by eBay, or they sold before the orders came in: the next order sync
   * corrects those to sold).
   */
  async reconcile(dealerId: string): Promise<number> {
    const em = this.em.fork();
    const live = await em.find(Listing, { dealerId, status: 'active' });
    if (live.length === 0) return 0;
    const active = await this.report.read(dealerId);
    const gone = live.filter(
      (listing) =>
        !active.skus.has(listing.sku) &&
        !(listing.ebayListingId && active.itemIds.has(listing.ebayListingId)),
    );
    for (const listing of gone) {
      listing.status = 'ended';
      listing.endedAt = new Date();
      listing.errors = ['eBay reports this listing is no longer active'];
    }
    await em.flush();
    await followLots(this.cards, gone);
    await this.events.announceAll(gone);
    if (gone.length > 0)
      this.logger.log(`Dealer ${dealerId}: ${gone.length} listings ended on eBay`);
    return gone.length;
  }

  /** Matches each line to a listing (orders' matcher: SKU, else eBay item id); a sold line marks its listing sold. */
  private async markSold(dealerId: string, lines: SyncedLine[]): Promise<number> {
    if (lines.length === 0) return 0;
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
      if (line.cancelled && listing.status === 'sold') {
        listing.status = 'ended';
        listing.errors = ['The order was cancelled: relist to sell the card again'];
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
    return [...changed].filter((listing) => listing.status === 'sold').length;
  }
}
