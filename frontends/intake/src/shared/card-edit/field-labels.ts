import type { CardEditableField } from '@pennant/contracts';

/** Each field a dealer edits, named as the edit panel names it. */
export const CARD_FIELD_LABELS: Record<CardEditableField, string> = {
  player: 'Player',
  team: 'Team',
  sport: 'Sport',
  year: 'Year',
  brand: 'Brand',
  set: 'Set',
  cardNumber: 'Card number',
  variant: 'Parallel / insert',
  condition: 'Condition',
  grader: 'Grader',
  grade: 'Grade',
  certNumber: 'Certificate number',
  serialNumber: 'Serial number',
  rookieCard: 'Rookie',
  autograph: 'Autograph',
  memorabilia: 'Relic / memorabilia',
  estimatedLow: 'Market range low',
  estimatedHigh: 'Market range high',
  marketValue: 'Market value',
  listPrice: 'List price',
  cardCondition: 'eBay condition',
  storageBox: 'Box',
  storageRow: 'Row',
  storageSlot: 'Slot',
};

/** "Player, year and card number": the fields the dealer made theirs, in the panel's words; null for none. */
export function fieldsText(fields: readonly string[]): string | null {
  const names = fields.map((field) =>
    field in CARD_FIELD_LABELS ? CARD_FIELD_LABELS[field as CardEditableField] : field,
  );
  if (names.length === 0) return null;
  const [first, ...rest] = names;
  const list = [first, ...rest.map((name) => name.toLowerCase())];
  return list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}
