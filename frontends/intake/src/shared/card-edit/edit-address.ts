/**
 * The card whose edit panel is open, kept in the address (`?edit=<cardId>`): opening the panel is a step the
 * browser's Back (a phone's back gesture) takes back, and Forward or a reload opens the panel again.
 */
export const EDIT_PARAM = 'edit';

/** The history entry's state when Pennant itself opened the panel on top of the page without it. */
export interface OpenedPanelState {
  cardEdit: string;
}

/** The card named in an address's query, or null. */
export function editedCardId(search: string): string | null {
  const id = new URLSearchParams(search).get(EDIT_PARAM);
  return id && id.trim() ? id : null;
}

/** The query with the panel open on a card (or closed, with null); the rest of the query is kept as it is. */
export function searchWithEditedCard(search: string, cardId: string | null): string {
  const params = new URLSearchParams(search);
  if (cardId) params.set(EDIT_PARAM, cardId);
  else params.delete(EDIT_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function openedPanelState(cardId: string): OpenedPanelState {
  return { cardEdit: cardId };
}

/**
 * Whether this history entry is the one Pennant added on opening the panel on the card, so that the entry before it
 * is the page without the panel and closing the panel can step back to it (Back after closing then leaves the page,
 * rather than stepping through one entry per card edited).
 */
export function isOpenedPanelEntry(state: unknown, cardId: string): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<OpenedPanelState>).cardEdit === cardId
  );
}
