import { apiRequest, useApi, useApiPage } from '@pennant/api-client';
import type { CardPage, Listing, Lot } from '@pennant/contracts';
import { useMemo } from 'react';
import { CARDS_PATH, listingsKey, LOTS_PATH } from '../../shared/listings-api';

export const APPROVED_PAGE_SIZE = 20;
/** The most cards GET /api/cards gives a page. */
const CARDS_PAGE_MAX = 100;
/** Listings read to show each card's listing status (and the drafts to review). */
const LISTINGS_READ = 200;

export const TABS = ['bulk', 'review', 'lots'] as const;
export type PrepareTab = (typeof TABS)[number];

export function approvedCardsKey(page: number, pageSize: number): string {
  return `${CARDS_PATH}?status=approved&page=${page}&pageSize=${pageSize}`;
}

/** One page of the dealer's approved cards (they are what gets listed). */
export function useApprovedCards(page: number, pageSize = APPROVED_PAGE_SIZE) {
  return useApi<CardPage>(approvedCardsKey(page, pageSize));
}

/** Every approved card's id, page by page, for "Select All (n)". */
export async function fetchApprovedCardIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiRequest<CardPage>('GET', approvedCardsKey(page, CARDS_PAGE_MAX));
    ids.push(...answer.items.map((card) => card.id));
    if (answer.items.length < CARDS_PAGE_MAX || ids.length >= answer.total) return ids;
  }
}

/**
 * Each card's listing, from the newest listings: the status column of the bulk table.
 * (GET /api/listings cannot be asked for given cards, so older listings may be missing.)
 */
export function useListingsByCard() {
  const { data, isLoading } = useApiPage<Listing>(listingsKey({ pageSize: LISTINGS_READ }));
  const byCard = useMemo(() => {
    const map = new Map<string, Listing>();
    for (const listing of data?.items ?? []) if (listing.cardId) map.set(listing.cardId, listing);
    return map;
  }, [data]);
  return { byCard, isLoading };
}

/** Prepared listings not on eBay yet: drafts, and those eBay refused (newest first). */
export function useListingsToReview() {
  const drafts = useApiPage<Listing>(listingsKey({ status: 'draft', pageSize: LISTINGS_READ }));
  const refused = useApiPage<Listing>(listingsKey({ status: 'error', pageSize: LISTINGS_READ }));
  const listings = useMemo(
    () =>
      [...(drafts.data?.items ?? []), ...(refused.data?.items ?? [])].sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      ),
    [drafts.data, refused.data],
  );
  return {
    listings,
    isLoading: drafts.isLoading || refused.isLoading,
    error: drafts.error ?? refused.error,
  };
}

export function useLots() {
  return useApi<Lot[]>(LOTS_PATH);
}
