import {
  IDENTIFIED_FIELDS,
  IDENTIFIED_MIN_CONFIDENCE,
  type IdentifiedField,
} from '@pennant/contracts';
import { toCents } from '../../common';
import type { Card } from './entities/card.entity';

type ReviewedCard = Pick<
  Card,
  | 'status'
  | 'confidence'
  | 'doubtfulFields'
  | 'candidates'
  | 'correctedFields'
  | 'listPrice'
  | 'samePhotosAs'
>;

/** Below the calibrated threshold: fewer than 90% of such cards have every field right. */
export function isUnsure(card: Pick<Card, 'confidence'>): boolean {
  return card.confidence === null || toCents(card.confidence) < toCents(IDENTIFIED_MIN_CONFIDENCE);
}

/**
 * The doubtful fields the dealer has not corrected or confirmed, in screen order. Under the threshold with no field
 * singled out (each is likely right, but not all together), or on a card identified before the engine named its
 * doubts, every identified field is worth a look.
 */
export function openDoubts(card: ReviewedCard): IdentifiedField[] {
  const named = card.doubtfulFields.length > 0 || !isUnsure(card);
  const doubted: readonly IdentifiedField[] = named ? card.doubtfulFields : IDENTIFIED_FIELDS;
  return IDENTIFIED_FIELDS.filter(
    (field) => doubted.includes(field) && !card.correctedFields.includes(field),
  );
}

/**
 * Shown "Check" (amber) rather than "Identified": unsure, with doubts the dealer has not settled, or made from the
 * same photos as an earlier card (listed twice, the card would sell twice).
 */
export function needsCheck(card: ReviewedCard): boolean {
  return card.status === 'identified' && readsCheck(card);
}

/** What marks a card "Check" while it awaits review, whatever its status now (a card in a lot keeps its doubts). */
export function readsCheck(card: ReviewedCard): boolean {
  return card.samePhotosAs !== null || (isUnsure(card) && openDoubts(card).length > 0);
}

/** Why Approve All leaves a card for the dealer to approve on its own, if it does. */
export function approveAllSkipReason(card: ReviewedCard): 'no_price' | 'check' | null {
  if (card.listPrice === null) return 'no_price';
  return needsCheck(card) ? 'check' : null;
}
