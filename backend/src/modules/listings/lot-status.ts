import type { ListingStatus } from '@pennant/contracts';
import type { CardsService, LotStatus } from '../cards';
import type { Listing } from './entities/listing.entity';
import { LIVE_STATUSES } from './repositories/listing.repository';

/**
 * A lot is listed while its listing is being published or is live on eBay (it keeps its cards then), sold once it
 * sold, and open otherwise: prepared, refused by eBay, or ended.
 */
export function lotStatusOf(status: ListingStatus): LotStatus {
  if (LIVE_STATUSES.includes(status)) return 'listed';
  return status === 'sold' ? 'sold' : 'open';
}

/** Brings each lot whose listing changed in line with it. */
export async function followLots(cards: CardsService, listings: Listing[]): Promise<void> {
  for (const listing of listings)
    if (listing.lotId) await cards.setLotStatus(listing.lotId, lotStatusOf(listing.status));
}
