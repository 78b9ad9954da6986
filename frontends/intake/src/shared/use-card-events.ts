import { useCardEventStream } from '@pennant/api-client';
import type { CardEvent } from '@pennant/contracts';
import { revalidateCards } from './cards-api';

const CARD_CHANGES: CardEvent['type'][] = ['card.updated', 'card.deleted'];

/**
 * Live card changes from GET /api/cards/events (server-sent events): each event goes to `onEvent`,
 * and the card lists on screen are re-read, so progress shows without a reload.
 */
export function useCardEvents(onEvent?: (event: CardEvent) => void): void {
  useCardEventStream(onEvent, { revalidate: revalidateCards, revalidateOn: CARD_CHANGES });
}
