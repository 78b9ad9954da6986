import type { CardEvent } from '@pennant/contracts';
import { useEffect, useRef } from 'react';

/** The dealer's live stream: server-sent events for every change to a card or a listing. */
export const CARD_EVENTS_PATH = '/api/cards/events';

const EVENT_TYPES: CardEvent['type'][] = ['card.updated', 'card.deleted', 'listing.updated'];

/** One event from the stream, or null for anything else (pings, malformed data). */
export function parseCardEvent(data: unknown): CardEvent | null {
  if (typeof data !== 'string') return null;
  let event: Partial<CardEvent>;
  try {
    event = JSON.parse(data) as Partial<CardEvent>;
  } catch {
    return null;
  }
  if (typeof event !== 'object' || event === null) return null;
  if (event.type === 'card.updated' || event.type === 'card.deleted') {
    return typeof event.cardId === 'string' ? (event as CardEvent) : null;
  }
  if (event.type === 'listing.updated') {
    const listing = (event as { listing?: unknown }).listing;
    return typeof event.listingId === 'string' && typeof listing === 'object' && listing !== null
      ? (event as CardEvent)
      : null;
  }
  return null;
}

/**
 * Opens GET /api/cards/events while the component is mounted and hands each event to `onEvent`
 * (the latest one given; it need not be stable). The browser's EventSource reconnects by itself
 * after a dropped connection.
 */
export function useCardEventStream(onEvent: (event: CardEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(CARD_EVENTS_PATH, { withCredentials: true });
    const receive = (message: MessageEvent) => {
      const event = parseCardEvent(message.data);
      if (event) handler.current(event);
    };
    // Unnamed events arrive as "message"; named ones (event: card.updated) under their name.
    source.addEventListener('message', receive);
    for (const type of EVENT_TYPES) source.addEventListener(type, receive);
    return () => source.close();
  }, []);
}
