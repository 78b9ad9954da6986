import type {
  CardEvent,
  Listing,
  ListingStatus,
  PublishListingsResponse,
  PublishRetry,
} from '@pennant/contracts';

/** One listing sent to eBay from this screen, as far as it has got. */
export interface PublishItem {
  listingId: string;
  cardId: string | null;
  lotId: string | null;
  title: string;
  status: ListingStatus;
  url: string | null;
  /** eBay's reasons when it refused the listing. */
  errors: string[];
  /** eBay turned the last try away and another comes. */
  retry: PublishRetry | null;
}

/** Cards and lots the server would not queue, and why (not prepared, blocked by a problem...). */
export type PublishRefusal = PublishListingsResponse['errors'][number];

/** "Not sent: 1990 Topps #175: Fix first: ..." — the listing named, so the dealer knows which to fix. */
export function refusalText(refusal: PublishRefusal): string {
  return refusal.title ? `${refusal.title}: ${refusal.error}` : refusal.error;
}

export interface PublishProgress {
  /** Listing ids in the order they were sent. */
  order: string[];
  items: Record<string, PublishItem>;
  refused: PublishRefusal[];
}

export const NO_PROGRESS: PublishProgress = { order: [], items: {}, refused: [] };

function itemOf(listing: Listing): PublishItem {
  return {
    listingId: listing.id,
    cardId: listing.cardId,
    lotId: listing.lotId,
    title: listing.title?.trim() || 'Untitled Card',
    status: listing.status,
    url: listing.url,
    errors: [...listing.errors],
    retry: listing.publishRetry,
  };
}

/** A publish request's answer joins the progress: what was queued, and what was refused at once. */
export function startPublishing(
  progress: PublishProgress,
  response: PublishListingsResponse,
): PublishProgress {
  const items = { ...progress.items };
  const order = progress.order.filter((id) => !response.queued.some((l) => l.id === id));
  for (const listing of response.queued) {
    items[listing.id] = itemOf(listing);
    order.push(listing.id);
  }
  return { order, items, refused: [...progress.refused, ...response.errors] };
}

/**
 * A `listing.updated` event moves a listing this screen is following (publishing, then active
 * with its eBay link, or error with eBay's reasons). Other events and other listings change
 * nothing, and the same progress object comes back.
 */
export function applyListingEvent(progress: PublishProgress, event: CardEvent): PublishProgress {
  if (event.type !== 'listing.updated') return progress;
  const current = progress.items[event.listingId];
  if (!current) return progress;
  const next = itemOf(event.listing);
  if (
    next.status === current.status &&
    next.url === current.url &&
    next.errors.join('\n') === current.errors.join('\n') &&
    next.retry?.attempt === current.retry?.attempt
  )
    return progress;
  return { ...progress, items: { ...progress.items, [event.listingId]: next } };
}

export interface ProgressSummary {
  total: number;
  publishing: number;
  live: number;
  failed: number;
  /** Every listing followed has an outcome (nothing still publishing). */
  settled: boolean;
}

const LIVE: ListingStatus[] = ['active', 'sold'];

export function summarise(progress: PublishProgress): ProgressSummary {
  const items = progress.order.map((id) => progress.items[id]);
  const live = items.filter((item) => LIVE.includes(item.status)).length;
  const failed = items.filter((item) => item.status === 'error').length;
  const publishing = items.length - live - failed;
  return { total: items.length, publishing, live, failed, settled: publishing === 0 };
}
