import {
  IDENTIFIED_FIELDS,
  type Card,
  type CardStatus,
  type IdentifiedField,
  type UpdateCardRequest,
} from '@pennant/contracts';
import { HIGH_CONFIDENCE, parseConfidence } from '@pennant/ui';
import { CARD_FIELD_LABELS } from './field-labels';

/** The identified fields as the edit panel names them, in the order it shows them. */
export const IDENTIFIED_FIELD_LABELS = Object.fromEntries(
  IDENTIFIED_FIELDS.map((field) => [field, CARD_FIELD_LABELS[field]]),
) as Record<IdentifiedField, string>;

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

/** What a card made from the same photos as an earlier one says; null for any other card. */
export function samePhotosNote(card: Pick<Card, 'samePhotosAs' | 'status'>): string | null {
  if (card.samePhotosAs === null || card.status !== 'identified') return null;
  return 'Same photos as another of your cards: delete one, or the card is listed twice';
}

/**
 * The doubtful fields the dealer saw and kept as they are: saving the panel confirms them (the server then no
 * longer doubts them). A field the dealer changed is a correction, not a confirmation; a blank one left blank is
 * still missing, so it stays marked (a listing without a brand, set or number is one eBay buyers do not find).
 */
export function confirmedOnSave(
  card: Pick<Card, IdentifiedField | 'doubtfulFields'>,
  changes: UpdateCardRequest,
): IdentifiedField[] {
  return card.doubtfulFields.filter((field) => !(field in changes) && hasValue(card[field]));
}

function hasValue(value: string | number | null): boolean {
  return value !== null && String(value).trim() !== '';
}

/** A card read and then kept by the dealer: waiting for review, approved or put in a lot. */
const CHECKABLE = new Set<CardStatus>(['identified', 'approved', 'lotted']);

/**
 * A card Pennant was not sure of that the dealer has since checked (corrected or confirmed what it doubted): its
 * low confidence is the engine's first reading, no longer the card's state, so the screen says "Checked by you".
 */
export function checkedByDealer(
  card: Pick<Card, 'status' | 'needsCheck' | 'confidence' | 'correctedFields'>,
): boolean {
  const confidence = parseConfidence(card.confidence);
  return (
    CHECKABLE.has(card.status) &&
    !card.needsCheck &&
    confidence !== null &&
    confidence < HIGH_CONFIDENCE &&
    card.correctedFields.some((field) => (IDENTIFIED_FIELDS as readonly string[]).includes(field))
  );
}
