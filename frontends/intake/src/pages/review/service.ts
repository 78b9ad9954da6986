import { useApi } from '@pennant/api-client';
import type { Card, SellingSetup } from '@pennant/contracts';
import { mutate } from 'swr';
import { approveCard, PENDING_CARDS_KEY } from '../../shared/cards-api';

export const SKELETON_TILES = 8;
export const EMPTY_TEXT = 'No cards pending review. Upload some cards to get started!';

export function usePendingCards() {
  return useApi<Card[]>(PENDING_CARDS_KEY);
}

const SELLING_SETUP_PATH = '/api/selling/setup';

/** Whether approving publishes at once (Settings → Publish automatically); undefined until the setup is read. */
export function useAutoPublish(): boolean | undefined {
  return useApi<SellingSetup>(SELLING_SETUP_PATH).data?.defaults.autoPublish;
}

/**
 * Approves at once on screen (the card leaves the queue), then on the server; the queue is read again when the server
 * has answered, and a failure brings the card back. While the approval is on its way, a read of the queue that
 * started before the server approved is dropped, so the card never comes back for a moment (SWR's optimistic mutation).
 */
export async function approveOptimistically(card: Card): Promise<Card> {
  let approved: Card | undefined;
  await mutate<Card[] | null>(
    PENDING_CARDS_KEY,
    async () => {
      approved = await approveCard(card.id);
      return null;
    },
    {
      // The cards on screen, not the last ones read: two quick approvals both leave.
      optimisticData: (_read, shown) => (shown ?? []).filter((other) => other.id !== card.id),
      populateCache: false,
      rollbackOnError: false,
      revalidate: true,
    },
  );
  return approved!;
}
