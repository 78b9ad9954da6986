import {
  ApiError,
  apiRequest,
  queryPath,
  revalidateUnder,
  useApi,
  writeThen,
} from '@pennant/api-client';
import type {
  OrderSyncStatus,
  BulkPrepareResponse,
  CardPreparation,
  ConnectStartResponse,
  EbayAccount,
  Listing,
  ListingStatus,
  PublishListingsRequest,
  PublishListingsResponse,
  RepriceListingsResponse,
  SellingSetup,
  SyncListingsResponse,
  UpdateListingRequest,
} from '@pennant/contracts';
import { rememberReturnTo } from '@pennant/ui';

export const LISTINGS_PATH = '/api/listings';
export const LOTS_PATH = '/api/lots';
export const CARDS_PATH = '/api/cards';
export const SELLING_SETUP_KEY = '/api/selling/setup';
export const EBAY_ACCOUNT_KEY = '/api/ebay/account';
export const DASHBOARD_STATS_PATH = '/api/dashboard/stats';
/** Where the dealer finishes the selling setup. */
export const SELLING_SETTINGS_PATH = '/settings#selling';

export interface ListingsFilter {
  status?: ListingStatus | ListingStatus[];
  /** Only these cards' listings. */
  cardIds?: string[];
  q?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/listings with the filter as query parameters (lists comma-separated; the address is the SWR key). */
export function listingsKey({ status, cardIds, q, page, pageSize }: ListingsFilter = {}): string {
  return queryPath(LISTINGS_PATH, {
    status: Array.isArray(status) ? status.join(',') : status,
    cardIds: cardIds?.join(','),
    q,
    page,
    pageSize,
  });
}

export function listingKey(id: string): string {
  return `${LISTINGS_PATH}/${encodeURIComponent(id)}`;
}

const READS_A_WRITE_CHANGES = [LISTINGS_PATH, LOTS_PATH, CARDS_PATH, DASHBOARD_STATS_PATH];

/** Re-reads the listings, lots, cards and figures on screen, so they show what the server has. */
export function revalidateListings(): Promise<unknown> {
  return revalidateUnder(READS_A_WRITE_CHANGES);
}

/** Runs a write, then revalidates what it may have changed, whether it worked or not. */
function write<T>(call: () => Promise<T>): Promise<T> {
  return writeThen(call, revalidateListings);
}

export function bulkPrepare(cardIds: string[]): Promise<BulkPrepareResponse> {
  return write(() =>
    apiRequest<BulkPrepareResponse>('POST', `${CARDS_PATH}/bulk-prepare`, { cardIds }),
  );
}

function prepareAt(path: string, regenerate = false): Promise<CardPreparation> {
  return write(() =>
    apiRequest<CardPreparation>('POST', regenerate ? `${path}?regenerate=true` : path),
  );
}

/** POST /api/cards/:id/prepare-listing; `regenerate` drops the dealer's edits. */
export function prepareCard(
  cardId: string,
  options: { regenerate?: boolean } = {},
): Promise<CardPreparation> {
  return prepareAt(
    `${CARDS_PATH}/${encodeURIComponent(cardId)}/prepare-listing`,
    options.regenerate,
  );
}

export function prepareLot(
  lotId: string,
  options: { regenerate?: boolean } = {},
): Promise<CardPreparation> {
  return prepareAt(`${LOTS_PATH}/${encodeURIComponent(lotId)}/prepare-listing`, options.regenerate);
}

/** A listing made again from its card or lot: the card's own, or the lot's. */
export function regenerate(preparation: CardPreparation): Promise<CardPreparation> {
  if (preparation.lotId) return prepareLot(preparation.lotId, { regenerate: true });
  if (preparation.cardId) return prepareCard(preparation.cardId, { regenerate: true });
  return Promise.reject(new Error('This listing has neither a card nor a lot.'));
}

export function dissolveLot(lotId: string): Promise<unknown> {
  return write(() => apiRequest('POST', `${LOTS_PATH}/${encodeURIComponent(lotId)}/dissolve`));
}

export function deleteCard(cardId: string): Promise<void> {
  return write(() => apiRequest<void>('DELETE', `${CARDS_PATH}/${encodeURIComponent(cardId)}`));
}

export function updateListing(id: string, changes: UpdateListingRequest): Promise<CardPreparation> {
  return write(() => apiRequest<CardPreparation>('PATCH', listingKey(id), changes));
}

/** 202: the listings are queued; progress arrives as `listing.updated` events. */
export function publishListings(request: PublishListingsRequest): Promise<PublishListingsResponse> {
  return write(() =>
    apiRequest<PublishListingsResponse>('POST', `${LISTINGS_PATH}/publish`, request),
  );
}

export function repriceListing(listingId: string, price: string): Promise<RepriceListingsResponse> {
  return write(() =>
    apiRequest<RepriceListingsResponse>('POST', `${LISTINGS_PATH}/reprice`, {
      items: [{ listingId, price }],
    }),
  );
}

export function endListing(id: string): Promise<Listing> {
  return write(() => apiRequest<Listing>('POST', `${listingKey(id)}/end`));
}

export function relistListing(id: string): Promise<Listing> {
  return write(() => apiRequest<Listing>('POST', `${listingKey(id)}/relist`));
}

export function syncListings(): Promise<SyncListingsResponse> {
  return write(() => apiRequest<SyncListingsResponse>('POST', `${LISTINGS_PATH}/sync`));
}

/** Where bringing orders in from eBay stands (Sync revalidates it, being under the listings' path). */
const SYNC_STATUS_REFRESH_MS = 60_000;

export function useOrderSyncStatus() {
  // Read again every minute: the five-minute sync may fail, or work again, while the page is open.
  return useApi<OrderSyncStatus>(`${LISTINGS_PATH}/sync`, {
    refreshInterval: SYNC_STATUS_REFRESH_MS,
  });
}

export function usePreparation(listingId: string | null) {
  return useApi<CardPreparation>(listingId ? listingKey(listingId) : null);
}

/** The selling setup: what still blocks publishing (`missing`), read from eBay. */
export function useSellingSetup() {
  return useApi<SellingSetup>(SELLING_SETUP_KEY);
}

/** The connected eBay account; null when none is connected (the call answers 404) or it failed. */
export function useEbayAccount() {
  const { data, isLoading } = useApi<EbayAccount>(EBAY_ACCOUNT_KEY, { on401: 'returnNull' });
  return { account: data ?? null, isLoading };
}

/** Sends the dealer to eBay's consent page to connect their account again; they come back to this page. */
export async function startEbayReconnect(): Promise<void> {
  const { redirectUrl } = await apiRequest<ConnectStartResponse>('POST', '/api/ebay/connect/start');
  rememberReturnTo();
  window.location.assign(redirectUrl);
}

export const SETUP_INCOMPLETE = 'SELLING_SETUP_INCOMPLETE';

/**
 * The pieces of the selling setup a refused publish names (409 SELLING_SETUP_INCOMPLETE), one per
 * line; null for any other error.
 */
export function setupMissing(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== SETUP_INCOMPLETE)
    return null;
  const pieces = error.details.map((detail) => detail.message);
  return pieces.length > 0 ? pieces : [error.serverMessage];
}

export { errorText } from '@pennant/api-client';
