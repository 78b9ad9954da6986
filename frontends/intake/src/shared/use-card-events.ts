import { useCardEventStream } from '@pennant/api-client';
import type { CardEvent } from '@pennant/contracts';
import { revalidateCardListings } from './card-listings';
import { revalidateCards } from './cards-api';

const CARD_CHANGES: CardEvent['type'][] = ['card.updated', 'card.deleted'];

/**
 * Live card changes from GET /api/cards/events (server-sent events): each event goes to `onEvent`,
 * and the card lists on screen are re-read, so progress shows without a reload.
 */
export function useCardEvents(onEvent?: (event: CardEvent) => void): void {
  useCardEventStream(onEvent, { revalidate: revalidateCards, revalidateOn: CARD_CHANGES });
}

const CARD_AND_LISTING_CHANGES: CardEvent['type'][] = [...CARD_CHANGES, 'listing.updated'];

/** As `useCardEvents`, and a listing published, sold or refused re-reads where the cards shown are on eBay. */
export function useCardAndListingEvents(): void {
  useCardEventStream(undefined, {
    revalidate: () => Promise.all([revalidateCards(), revalidateCardListings()]),
    revalidateOn: CARD_AND_LISTING_CHANGES,
  });
}
