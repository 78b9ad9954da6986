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

/** A batch of 50 cards sends 50 events: what is on screen is re-read at most this often. */
export const REVALIDATE_EVERY_MS = 750;

export interface CardEventStreamOptions {
  /** Re-reads what the screen shows; called at most every 750 ms while events arrive. */
  revalidate?: () => unknown;
  /** The event types that call `revalidate`; all by default. */
  revalidateOn?: CardEvent['type'][];
}

/**
 * Opens GET /api/cards/events while the component is mounted and hands each event to `onEvent`
 * (the latest one given; it need not be stable), re-reading the screen's data as events come in.
 * The browser's EventSource reconnects by itself after a dropped connection.
 */
export function useCardEventStream(
  onEvent?: (event: CardEvent) => void,
  options: CardEventStreamOptions = {},
): void {
  const latest = useRef({ onEvent, options });
  latest.current = { onEvent, options };

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(CARD_EVENTS_PATH, { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | null = null;
    const receive = (message: MessageEvent) => {
      const event = parseCardEvent(message.data);
      if (!event) return;
      const { onEvent: handle, options: current } = latest.current;
      handle?.(event);
      const wanted = current.revalidateOn ?? EVENT_TYPES;
      if (!current.revalidate || !wanted.includes(event.type) || timer) return;
      timer = setTimeout(() => {
        timer = null;
        void latest.current.options.revalidate?.();
      }, REVALIDATE_EVERY_MS);
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
