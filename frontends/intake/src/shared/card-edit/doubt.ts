import type { Card, IdentifiedField, UpdateCardRequest } from '@pennant/contracts';

/** The identified fields as the edit panel names them, in the order it shows them. */
export const IDENTIFIED_FIELD_LABELS: Record<IdentifiedField, string> = {
  player: 'Player',
  year: 'Year',
  brand: 'Brand',
  set: 'Set',
  cardNumber: 'Card number',
};

const SCREEN_ORDER: IdentifiedField[] = ['player', 'year', 'brand', 'set', 'cardNumber'];

/** The field the cursor starts in: the first doubtful one as the panel shows them, else the player. */
export function firstFocusField(card: Pick<Card, 'doubtfulFields'>): IdentifiedField {
  const doubtful = new Set(card.doubtfulFields);
  return SCREEN_ORDER.find((field) => doubtful.has(field)) ?? 'player';
}

/** "Check player and year": what a "Check" card asks the dealer to look at; null when nothing is doubted. */
export function doubtSummary(card: Pick<Card, 'doubtfulFields'>): string | null {
  const names = SCREEN_ORDER.filter((field) => card.doubtfulFields.includes(field)).map((field) =>
    IDENTIFIED_FIELD_LABELS[field].toLowerCase(),
  );
  if (names.length === 0) return null;
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Check ${list}`;
}

/**
 * The doubtful fields the dealer saw and kept as they are: saving the panel confirms them (the server then no
 * longer doubts them). A field the dealer changed is a correction, not a confirmation.
 */
export function confirmedOnSave(
  card: Pick<Card, 'doubtfulFields'>,
  changes: UpdateCardRequest,
): IdentifiedField[] {
  return card.doubtfulFields.filter((field) => !(field in changes));
}
