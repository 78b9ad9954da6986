import { EntityRepository, type FilterQuery } from '@mikro-orm/postgresql';
import type { ListingStatus } from '@pennant/contracts';
import type { Listing } from '../entities/listing.entity';

export interface ListingSearch {
  status?: ListingStatus;
  q?: string;
  page: number;
  pageSize: number;
}

/** Listings eBay holds, or is about to: they are not taken away without ending them first. */
export const LIVE_STATUSES: ListingStatus[] = ['publishing', 'active'];

export class ListingRepository extends EntityRepository<Listing> {
  findOwned(dealerId: string, id: string): Promise<Listing | null> {
    return this.findOne({ id, dealerId });
  }

  /** One page of the dealer's listings, newest first (an index on dealer, created_at keeps it fast). */
  search(dealerId: string, search: ListingSearch): Promise<[Listing[], number]> {
    const where: FilterQuery<Listing> = { dealerId };
    if (search.status) where.status = search.status;
    const text = search.q?.trim();
    if (text) where.title = { $ilike: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
    return this.findAndCount(where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit: search.pageSize,
      offset: (search.page - 1) * search.pageSize,
    });
  }

  forCards(dealerId: string, cardIds: string[]): Promise<Listing[]> {
    return cardIds.length === 0
      ? Promise.resolve([])
      : this.find({ dealerId, cardId: { $in: cardIds } });
  }

  forLots(dealerId: string, lotIds: string[]): Promise<Listing[]> {
    return lotIds.length === 0
      ? Promise.resolve([])
      : this.find({ dealerId, lotId: { $in: lotIds } });
  }
}
