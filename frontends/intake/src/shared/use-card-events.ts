import { useCardEventStream } from '@pennant/api-client';
import type { CardEvent } from '@pennant/contracts';
import { useEffect, useRef } from 'react';
import { revalidateCards } from './cards-api';

/** A batch of 50 cards sends 50 events: the card lists are re-read at most this often. */
const REVALIDATE_EVERY_MS = 750;

/**
 * Live card changes from GET /api/cards/events (server-sent events): each event goes to `onEvent`,
 * and the card lists on screen are re-read, so progress shows without a reload.
 */
export function useCardEvents(onEvent?: (event: CardEvent) => void): void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useCardEventStream((event) => {
    onEvent?.(event);
    if (event.type === 'listing.updated' || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void revalidateCards();
    }, REVALIDATE_EVERY_MS);
  });
}
