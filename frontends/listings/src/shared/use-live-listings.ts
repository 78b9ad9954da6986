import { useCardEventStream } from '@pennant/api-client';
import type { CardEvent } from '@pennant/contracts';
import { revalidateListings } from './listings-api';

/**
 * Follows the dealer's event stream: each event goes to `onEvent`, and the listings, lots, cards
 * and figures on screen are re-read, so statuses change without a reload.
 */
export function useLiveListings(onEvent?: (event: CardEvent) => void): void {
  useCardEventStream(onEvent, { revalidate: revalidateListings });
}
