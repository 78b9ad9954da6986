import { EntityRepository, type FilterQuery } from '@mikro-orm/postgresql';
import type { ListingStatus } from '@pennant/contracts';
import { isUuid } from '../../../common';
import type { Listing } from '../entities/listing.entity';

export interface ListingSearch {
  status?: ListingStatus[];
  cardIds?: string[];
  q?: string;
  page: number;
  pageSize: number;
}

/** Listings eBay holds, or is about to: they are not taken away without ending them first. */
export const LIVE_STATUSES: ListingStatus[] = ['publishing', 'active'];

/** Listings not (yet) on eBay: prepared, or refused. They follow the cards they were made from. */
export const UNPUBLISHED_STATUSES: ListingStatus[] = ['draft', 'error'];

export class ListingRepository extends EntityRepository<Listing> {
  findOwned(dealerId: string, id: string): Promise<Listing | null> {
    return this.findOne({ id, dealerId });
  }

  /** One page of the dealer's listings, newest first (an index on dealer, created_at keeps it fast). */
  search(dealerId: string, search: ListingSearch): Promise<[Listing[], number]> {
    const where: FilterQuery<Listing> = { dealerId };
    if (search.status?.length) where.status = { $in: search.status };
    if (search.cardIds?.length) where.cardId = { $in: search.cardIds.filter(isUuid) };
    const text = search.q?.trim();
    if (text) where.title = { $ilike: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
    return this.findAndCount(where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit: search.pageSize,
      offset: (search.page - 1) * search.pageSize,
    });
  }

  /** The listings of these cards (ids that cannot be a card's are left out). */
  forCards(dealerId: string, cardIds: string[]): Promise<Listing[]> {
    const ids = cardIds.filter(isUuid);
    return ids.length === 0 ? Promise.resolve([]) : this.find({ dealerId, cardId: { $in: ids } });
  }

  /** The listings of these lots (ids that cannot be a lot's are left out). */
  forLots(dealerId: string, lotIds: string[]): Promise<Listing[]> {
    const ids = lotIds.filter(isUuid);
    return ids.length === 0 ? Promise.resolve([]) : this.find({ dealerId, lotId: { $in: ids } });
  }
}
