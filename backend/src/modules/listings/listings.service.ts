import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Listing as ListingView, ListingStatus } from '@pennant/contracts';
import { toDecimalString } from '../../common';
import { Listing } from './entities/listing.entity';

@Injectable()
export class ListingsService {
  constructor(private readonly em: EntityManager) {}

  async list(dealerId: string, status?: ListingStatus): Promise<ListingView[]> {
    const listings = await this.em.find(
      Listing,
      { dealerId, ...(status ? { status } : {}) },
      { orderBy: { createdAt: 'desc' }, limit: 500 },
    );
    return listings.map(toView);
  }

  /** Listings published to eBay in [from, to). */
  countPublished(dealerId: string, from: Date, to: Date): Promise<number> {
    return this.em.count(Listing, { dealerId, publishedAt: { $gte: from, $lt: to } });
  }
}

function toView(listing: Listing): ListingView {
  return {
    id: listing.id,
    title: listing.title,
    condition: listing.condition,
    listPrice: listing.listPrice === null ? null : toDecimalString(listing.listPrice),
    createdAt: listing.createdAt.toISOString(),
    status: listing.status,
    url: listing.url,
  };
}
