import type {
  Card,
  CardEditableField,
  UngradedCondition,
  UpdateCardRequest,
} from '@pennant/contracts';

export const TEXT_FIELDS = [
  'player',
  'team',
  'sport',
  'brand',
  'set',
  'cardNumber',
  'variant',
  'condition',
  'grader',
  'grade',
  'certNumber',
  'serialNumber',
] as const satisfies readonly CardEditableField[];
export const MONEY_FIELDS = [
  'estimatedLow',
  'estimatedHigh',
  'marketValue',
  'listPrice',
] as const satisfies readonly CardEditableField[];
/** Where the card is kept; they start its eBay SKU, so letters and digits only. */
export const STORAGE_FIELDS = [
  'storageBox',
  'storageRow',
  'storageSlot',
] as const satisfies readonly CardEditableField[];
export const FLAG_FIELDS = [
  'rookieCard',
  'autograph',
  'memorabilia',
] as const satisfies readonly CardEditableField[];

type TextField = (typeof TEXT_FIELDS)[number];
type MoneyField = (typeof MONEY_FIELDS)[number];
type StorageField = (typeof STORAGE_FIELDS)[number];
type FlagField = (typeof FLAG_FIELDS)[number];

/** "Settings' default" in the condition select: the card has no condition of its own. */
export const DEFAULT_CONDITION = 'default';

/** What the edit form holds: text as typed, money as decimal text, the year as text too. */
export type CardFormValues = Record<TextField | MoneyField | StorageField | 'year', string> &
  Record<FlagField, boolean> & { cardCondition: UngradedCondition | typeof DEFAULT_CONDITION };

export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export const YEAR_PATTERN = /^(18[6-9]\d|19\d\d|20\d\d)$/;
export const STORAGE_PATTERN = /^[A-Za-z0-9]{1,8}$/;

export function formValuesOf(card: Card): CardFormValues {
  const values = {
    year: card.year === null ? '' : String(card.year),
    cardCondition: card.cardCondition ?? DEFAULT_CONDITION,
  } as CardFormValues;
  for (const field of [...TEXT_FIELDS, ...MONEY_FIELDS, ...STORAGE_FIELDS])
    values[field] = card[field] ?? '';
  for (const field of FLAG_FIELDS) values[field] = card[field];
  return values;
}

function normalisedMoney(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
}

/** Only the fields the dealer changed, in the API's shapes; an emptied field becomes null. */
export function changedFields(card: Card, values: CardFormValues): UpdateCardRequest {
  const changes: UpdateCardRequest = {};
  for (const field of [...TEXT_FIELDS, ...STORAGE_FIELDS]) {
    const next = values[field]?.trim() || null;
    if (next !== (card[field] ?? null)) changes[field] = next;
  }
  const year = values.year?.trim() ? Number(values.year.trim()) : null;
  if (year !== card.year) changes.year = year;
  for (const field of MONEY_FIELDS) {
    const next = normalisedMoney(values[field] ?? '');
    const current = card[field] === null ? null : normalisedMoney(card[field]);
    if (next !== current) changes[field] = next;
  }
  const condition =
    values.cardCondition === DEFAULT_CONDITION || !values.cardCondition
      ? null
      : values.cardCondition;
  if (condition !== card.cardCondition) changes.cardCondition = condition;
  for (const field of FLAG_FIELDS) {
    if (Boolean(values[field]) !== card[field]) changes[field] = Boolean(values[field]);
  }
  return changes;
}
