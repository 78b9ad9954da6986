import { apiPage, apiRequest, useApi, useApiPage } from '@pennant/api-client';
import useSWR from 'swr';
import type { CardPage, Listing, Lot } from '@pennant/contracts';
import { useMemo } from 'react';
import { CARDS_PATH, listingsKey, LOTS_PATH } from '../../shared/listings-api';
import { LISTED_BEFORE } from './bulk-rows';

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
 * The SWR key of the cards listed before: under /api/listings, so every listing write re-reads it, and its own (the
 * `#` part is never sent), so no read of listings shares its cache.
 */
const LISTED_CARDS_KEY = `${listingsKey({ status: LISTED_BEFORE, pageSize: LISTINGS_READ })}#card-ids`;

/** The cards whose listing is on eBay, sold or ended, across all of the dealer's listings, page by page. */
export async function fetchListedCardIds(): Promise<Set<string>> {
  const cardIds = new Set<string>();
  for (let page = 1, read = 0; ; page += 1) {
    const answer = await apiPage<Listing>(
      listingsKey({ status: LISTED_BEFORE, page, pageSize: LISTINGS_READ }),
    );
    for (const listing of answer.items) if (listing.cardId) cardIds.add(listing.cardId);
    read += answer.items.length;
    if (answer.items.length < LISTINGS_READ || read >= answer.total) return cardIds;
  }
}

/**
 * The cards with a listing on eBay, sold or ended (Select All leaves them out), for every page of the bulk table:
 * the listings of the page on screen cannot tell how many of all the approved cards Select All may take.
 */
export function useListedCardIds() {
  const { data, error } = useSWR<Set<string>>(LISTED_CARDS_KEY, () => fetchListedCardIds(), {
    keepPreviousData: true,
  });
  return { listedBefore: data ?? null, error };
}

/** The listings of the cards on screen: the status column of the bulk table. */
export function useListingsByCard(cardIds: string[]) {
  const { data, isLoading } = useApiPage<Listing>(
    cardIds.length > 0 ? listingsKey({ cardIds, pageSize: LISTINGS_READ }) : null,
  );
  const byCard = useMemo(() => {
    const map = new Map<string, Listing>();
    for (const listing of data?.items ?? []) if (listing.cardId) map.set(listing.cardId, listing);
    return map;
  }, [data]);
  return { byCard, isLoading };
}

/** Prepared listings not on eBay yet: drafts, and those eBay refused (newest first). */
export function useListingsToReview() {
  const page = useApiPage<Listing>(
    listingsKey({ status: ['draft', 'error'], pageSize: LISTINGS_READ }),
  );
  return { listings: page.data?.items ?? [], isLoading: page.isLoading, error: page.error };
}

/** How many of the dealer's listings are on their way to eBay: sent, not yet live or refused. */
export function usePublishingCount() {
  const page = useApiPage<Listing>(listingsKey({ status: 'publishing', pageSize: 1 }));
  return { publishing: page.data?.total ?? 0, isLoading: page.isLoading };
}

/** Statuses of listings that reached eBay: what an empty Review & Edit tells apart from "none prepared". */
const SENT_TO_EBAY = ['active', 'sold', 'ended'] as const;

/** How many of the dealer's listings reached eBay (null while unknown, or when the read failed). */
export function useSentToEbayCount() {
  const page = useApiPage<Listing>(listingsKey({ status: [...SENT_TO_EBAY], pageSize: 1 }));
  return { sentToEbay: page.error ? null : (page.data?.total ?? null), isLoading: page.isLoading };
}

export function useLots() {
  return useApi<Lot[]>(LOTS_PATH);
}
