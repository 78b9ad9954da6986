import { useApi } from '@pennant/api-client';
import type { Card } from '@pennant/contracts';
import { mutate } from 'swr';
import { approveCard, PENDING_CARDS_KEY } from '../../shared/cards-api';

export const SKELETON_TILES = 8;
export const EMPTY_TEXT = 'No cards pending review. Upload some cards to get started!';

export function usePendingCards() {
  return useApi<Card[]>(PENDING_CARDS_KEY);
}

/** Approves at once on screen (the card leaves the queue), then on the server; a failure brings it back. */
export async function approveOptimistically(card: Card): Promise<Card> {
  const withoutCard = (cards: Card[] | null | undefined) =>
    (cards ?? []).filter((other) => other.id !== card.id);
  await mutate<Card[] | null>(PENDING_CARDS_KEY, withoutCard, { revalidate: false });
  return approveCard(card.id);
}
