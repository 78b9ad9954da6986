import type { Card, CardRefusal } from '@pennant/contracts';
import { useMemo, useRef, useState } from 'react';
import { cardCount } from '../../shared/card-display';

/** Ticked cards by id, each as last shown (its status decides what may be done with it). */
export type Selection = ReadonlyMap<string, Card>;

/** Ticks or unticks several cards at once. */
export function withEach(selection: Selection, cards: Card[], on: boolean): Selection {
  const next = new Map(selection);
  for (const card of cards) {
    if (on) next.set(card.id, card);
    else next.delete(card.id);
  }
  return next;
}

/**
 * The cards of the page from the one ticked last (`anchorId`) to `card`, both included, in the page's order, as a
 * shift-click takes them; only `card` when the last one ticked is not on this page.
 */
export function rangeTo(page: Card[], anchorId: string | null, card: Card): Card[] {
  const from = page.findIndex((each) => each.id === anchorId);
  const to = page.findIndex((each) => each.id === card.id);
  if (from < 0 || to < 0) return [card];
  return page.slice(Math.min(from, to), Math.max(from, to) + 1);
}

export function without(selection: Selection, ids: string[]): Selection {
  return new Map([...selection].filter(([id]) => !ids.includes(id)));
}

/** A ticked card shown again (its status changed, say) is kept as it is now. */
export function asShown(selection: Selection, shown: Card[]): Selection {
  const latest = new Map(selection);
  for (const card of shown) if (latest.has(card.id)) latest.set(card.id, card);
  return latest;
}

/** The cards ticked on /cards, across pages, until the dealer clears them, an action takes them or the filter changes. */
export function useCardSelection(shown: Card[]) {
  const [picked, setPicked] = useState<Selection>(new Map());
  const anchor = useRef<string | null>(null);
  const selected = useMemo(() => asShown(picked, shown), [picked, shown]);
  const changes = useMemo(
    () => ({
      /** Given the page (a shift-click), every card on it from the one ticked last to this one follows. */
      toggle: (card: Card, on: boolean, extendOver: Card[] | null = null) => {
        const cards = extendOver ? rangeTo(extendOver, anchor.current, card) : [card];
        anchor.current = card.id;
        setPicked((current) => withEach(current, cards, on));
      },
      selectAll: (page: Card[]) => setPicked((current) => withEach(current, page, true)),
      forget: (ids: string[]) => setPicked((current) => without(current, ids)),
      clear: () => setPicked(new Map()),
    }),
    [],
  );
  const cards = [...selected.values()];
  return {
    cards,
    has: (id: string) => selected.has(id),
    failed: cards.filter((card) => card.status === 'error'),
    ...changes,
  };
}

export interface Outcome {
  type: 'success' | 'warning';
  text: string;
}

/** How a toast names what an action for several cards did, or that it did nothing. */
export interface ActionWords {
  done: (cards: string) => string;
  none: string;
}

export const DELETED: ActionWords = {
  done: (cards) => `Deleted ${cards}`,
  none: 'No card deleted',
};
export const RETRIED: ActionWords = {
  done: (cards) => `Identifying ${cards} again`,
  none: 'No card identified again',
};

/**
 * What an action for several cards did, as a toast: what it changed and, for the cards it left, how many and why
 * ("Deleted 2 cards; 1 left: This card is listed on eBay: end the listing first, then delete the card").
 */
export function bulkOutcome(words: ActionWords, changed: number, refusals: CardRefusal[]): Outcome {
  const done = words.done(cardCount(changed));
  if (refusals.length === 0) return { type: 'success', text: done };
  const reasons = [...new Set(refusals.map((refusal) => refusal.error))].join('; ');
  if (changed === 0) return { type: 'warning', text: `${words.none}: ${reasons}` };
  return { type: 'warning', text: `${done}; ${refusals.length} left: ${reasons}` };
}
