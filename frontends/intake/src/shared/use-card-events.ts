import type { CardEvent } from '@pennant/contracts';
import { useEffect, useRef } from 'react';
import { CARD_EVENTS_PATH, revalidateCards } from './cards-api';

/** A batch of 50 cards sends 50 events: the card lists are re-read at most this often. */
const REVALIDATE_EVERY_MS = 750;
const EVENT_TYPES: CardEvent['type'][] = ['card.updated', 'card.deleted'];

export function parseCardEvent(data: unknown): CardEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as Partial<CardEvent>;
    if (typeof event.cardId !== 'string') return null;
    if (event.type !== 'card.updated' && event.type !== 'card.deleted') return null;
    return event as CardEvent;
  } catch {
    return null;
  }
}

/**
 * Live card changes from GET /api/cards/events (server-sent events): each event goes to `onEvent`,
 * and the card lists on screen are re-read, so progress shows without a reload. The browser's
 * EventSource reconnects by itself after a dropped connection.
 */
export function useCardEvents(onEvent?: (event: CardEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(CARD_EVENTS_PATH, { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | null = null;
    const scheduleRevalidation = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void revalidateCards();
      }, REVALIDATE_EVERY_MS);
    };
    const receive = (message: MessageEvent) => {
      const event = parseCardEvent(message.data);
      if (!event) return;
      handler.current?.(event);
      scheduleRevalidation();
    };
    // Unnamed events arrive as "message"; named ones (event: card.updated) under their name.
    source.addEventListener('message', receive);
    for (const type of EVENT_TYPES) source.addEventListener(type, receive);
    return () => {
      if (timer) clearTimeout(timer);
      source.close();
    };
  }, []);
}
