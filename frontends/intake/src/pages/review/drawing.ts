/** Tiles drawn when the queue opens, and added each time the dealer reaches the last of them. */
export const TILES_AT_ONCE = 48;
/** Tiles always drawn past the selected one (three rows of the widest grid), so a key never lands on an undrawn one. */
export const TILES_AHEAD = 12;

/**
 * How many of the queue's tiles to draw: as many as the dealer has scrolled to (`asked`), and always some past the
 * selected one. A queue of hundreds of cards opens with its first tiles, not after all of them are drawn.
 */
export function tilesDrawn(asked: number, selected: number, total: number): number {
  return Math.min(total, Math.max(asked, selected + 1 + TILES_AHEAD));
}

/** The tile of a card on the page, to bring it into view. */
export function tileElement(cardId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `[data-testid="review-tile"][data-card-id="${CSS.escape(cardId)}"]`,
  );
}

/**
 * Whether moving the selection should move the focus too: when nothing holds it, or a tile does (the dealer is
 * walking the queue); not when it is on a control elsewhere on the page, which the keys must not take it from.
 */
export function focusFollowsSelection(focused: Element | null): boolean {
  if (!focused || focused === document.body) return true;
  return focused.closest('[data-testid="review-tile"]') !== null;
}

/** An edited card's tile takes the keyboard back when its panel closes, so the keys go on from that card. */
export function returnFocusToTile(card: { id: string }): HTMLElement | null {
  return tileElement(card.id);
}
