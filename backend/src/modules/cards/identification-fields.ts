import type { Identification } from '@pennant/card-recognition';
import type { CardEditableField } from '@pennant/contracts';
import { fromCents } from '../../common';
import type { Card } from './entities/card.entity';

type IdentifiedField = Exclude<
  CardEditableField,
  | 'estimatedLow'
  | 'estimatedHigh'
  | 'marketValue'
  | 'listPrice'
  | 'cardCondition'
  | 'storageBox'
  | 'storageRow'
  | 'storageSlot'
>;

/** Copies what the engine read onto the card, except the fields the dealer corrected. */
export function applyIdentification(card: Card, result: Identification): void {
  const read: Record<IdentifiedField, Card[IdentifiedField]> = {
    player: result.player,
    team: result.team,
    sport: result.sport,
    year: result.year,
    brand: result.brand,
    set: result.set,
    cardNumber: result.cardNumber,
    variant: result.variant,
    condition: result.graded ? `${result.graded.grader} ${result.graded.grade}` : card.condition,
    grader: result.graded?.grader ?? null,
    grade: result.graded?.grade ?? null,
    certNumber: result.graded?.certNumber ?? null,
    serialNumber: result.serialNumber,
    rookieCard: result.rookieCard,
    autograph: result.autograph,
    memorabilia: result.memorabilia,
  };
  for (const [field, value] of Object.entries(read) as [IdentifiedField, unknown][]) {
    setUncorrected(card, field, value as never);
  }
  card.confidence = confidenceOf(result.confidence);
  card.doubtfulFields = result.doubtful ?? [];
  card.candidates = result.candidates ?? null;
  if (result.sidesSwapped) exchangeFrontAndBack(card);
}

/**
 * The engine found the photo given as the front to be the back (a stack scanned back first): the two exchange
 * their sides, places and the primary mark, so the card, its thumbnail and its listing lead with the front.
 */
function exchangeFrontAndBack(card: Card): void {
  if (!card.images.isInitialized()) return;
  const images = card.images.getItems();
  const front = images.find((image) => image.type === 'front');
  const back = images.find((image) => image.type === 'back');
  if (!front || !back) return;
  [front.type, back.type] = ['back', 'front'];
  [front.position, back.position] = [back.position, front.position];
  [front.isPrimary, back.isPrimary] = [back.isPrimary, front.isPrimary];
}

export function setUncorrected<K extends CardEditableField>(
  card: Card,
  field: K,
  value: Card[K],
): void {
  if (!card.correctedFields.includes(field)) card[field] = value;
}

/** 0.934 -> "0.93"; clamped to 0..1. */
export function confidenceOf(confidence: number): string {
  const bounded = Number.isFinite(confidence) ? Math.min(1, Math.max(0, confidence)) : 0;
  return fromCents(Math.floor(bounded * 100));
}
