import type { EmulatorContext } from '../core/context';
import { EmulatorState, getEntry, setEntry } from '../core/state';
import { emptySeller, type ListingRecord, type SellerRecord } from './records';

/** Each account's selling data, kept apart by userId. */

/** The seller's data as it stands; an account that never sold anything reads as empty. */
export function readSeller(context: EmulatorContext, userId: string): SellerRecord {
  return getEntry(context.store.state.sellers, userId) ?? emptySeller();
}

/** Changes one seller's data and writes the state once. */
export function updateSeller<T>(
  context: EmulatorContext,
  userId: string,
  mutate: (seller: SellerRecord, state: EmulatorState) => T,
): T {
  return context.store.update((state) => mutate(sellerIn(state, userId), state));
}

export function sellerIn(state: EmulatorState, userId: string): SellerRecord {
  const existing = getEntry(state.sellers, userId);
  if (existing) return existing;
  const seller = emptySeller();
  setEntry(state.sellers, userId, seller);
  return seller;
}

export function allListings(state: EmulatorState): ListingRecord[] {
  return Object.values(state.sellers).flatMap((seller) => Object.values(seller.listings));
}

export function findListing(state: EmulatorState, listingId: string): ListingRecord | undefined {
  for (const seller of Object.values(state.sellers)) {
    const listing = getEntry(seller.listings, listingId);
    if (listing) return listing;
  }
  return undefined;
}

/** Numbers shaped like eBay's, drawn from one counter so runs are repeatable. */
export const SellingIds = {
  offer: (state: EmulatorState) => String(5_000_000_000 + nextSequence(state)),
  policy: (state: EmulatorState) => String(6_000_000_000 + nextSequence(state) * 1000),
  listing: (state: EmulatorState) => String(110_000_000_000 + nextSequence(state) * 7),
  lineItem: (state: EmulatorState) => String(10_000_000_000_000 + nextSequence(state)),
  refund: (state: EmulatorState) => String(5_100_000_000 + nextSequence(state)),
  cancelRequest: (state: EmulatorState) => String(5_200_000_000 + nextSequence(state)),
  task: (state: EmulatorState) => `task-2-${String(1_000_000_000 + nextSequence(state))}`,
  order: (state: EmulatorState) => {
    const digits = String(100_000_000_000 + nextSequence(state) * 37).slice(-12);
    return `${digits.slice(0, 2)}-${digits.slice(2, 7)}-${digits.slice(7)}`;
  },
};

function nextSequence(state: EmulatorState): number {
  state.idSequence += 1;
  return state.idSequence;
}
