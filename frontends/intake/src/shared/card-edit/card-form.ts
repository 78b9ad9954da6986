import {
  EBAY_CARD_GRADERS,
  EBAY_CARD_GRADES,
  ebayGrade,
  ebayGrader,
  gradeProblem,
  graderProblem,
  MIN_LISTING_PRICE,
  serialNumberProblem,
  type Card,
  type CardEditableField,
  type UngradedCondition,
  type UpdateCardRequest,
} from '@pennant/contracts';
import { ApiError } from '@pennant/api-client';
import { centsToDecimal, decimalToCents, plainAmount } from '@pennant/ui';

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

const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** An amount as typed is one ("12.50", "$1,250" too) or left empty. */
export function moneyTyped(text: string | null | undefined): boolean {
  return !text?.trim() || MONEY_PATTERN.test(plainAmount(text));
}

/**
 * A list price eBay will take ($0.99 or more). An empty field (no price), text that is no amount (the pattern says
 * so) and the card's own price left as it was (the market priced it lower) pass here.
 */
export function listPriceAllowed(
  value: string | null | undefined,
  current: string | null,
): boolean {
  const cents = decimalToCents(value?.trim() || null);
  if (cents === null || cents === decimalToCents(current)) return true;
  return cents >= (decimalToCents(MIN_LISTING_PRICE) ?? 0);
}
/** The graders and grades eBay lists, offered as the dealer types (the API refuses any other). */
export const GRADER_SUGGESTIONS: readonly string[] = EBAY_CARD_GRADERS;
export const GRADE_SUGGESTIONS: readonly string[] = EBAY_CARD_GRADES;

/** A form rule from one of the shared checks: the API's message, with the field named as the form shows it. */
const ruleOf =
  (problem: (text: string | null | undefined, field: string) => string | null, label: string) =>
  (text: string | null | undefined): Promise<void> => {
    const message = problem(text, label);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  };

/** The form's rules for the grader, the grade and the serial number: what PATCH /api/cards/:id refuses. */
export const checkGrader = ruleOf(graderProblem, 'Grader');
export const checkGrade = ruleOf(gradeProblem, 'Grade');
export const checkSerialNumber = ruleOf(serialNumberProblem, 'Serial number');

/**
 * A grader without a grade (or a grade without a grader) lists the card as ungraded: said, not refused, as the
 * dealer may be filling in one after the other.
 */
export function gradingNote(grader: string | undefined, grade: string | undefined): string | null {
  const [hasGrader, hasGrade] = [Boolean(grader?.trim()), Boolean(grade?.trim())];
  if (hasGrader && !hasGrade) return 'Add the grade too: without it the card lists as ungraded';
  if (hasGrade && !hasGrader) return 'Add the grader too: without it the card lists as ungraded';
  return null;
}

/**
 * A market value outside the market range is said, not refused: the range is what eBay's comparables sold for,
 * and a dealer may know better (a scarce parallel, a signed copy, comps from a show). The API saves it too.
 */
export function marketValueNote(
  value: string | undefined,
  low: string | undefined,
  high: string | undefined,
): string | null {
  const cents = decimalToCents(value?.trim() || null);
  if (cents === null) return null;
  const [lowCents, highCents] = [
    decimalToCents(low?.trim() || null),
    decimalToCents(high?.trim() || null),
  ];
  const range =
    lowCents !== null && highCents !== null
      ? `the market range ($${centsToDecimal(lowCents)}–$${centsToDecimal(highCents)})`
      : lowCents !== null
        ? `the market range's low ($${centsToDecimal(lowCents)})`
        : `the market range's high ($${centsToDecimal(highCents ?? 0)})`;
  if (lowCents !== null && cents < lowCents) return `Below ${range}: saved as you set it`;
  if (highCents !== null && cents > highCents) return `Above ${range}: saved as you set it`;
  return null;
}

/** The first year of cards Pennant lists (the 1860s' trade cards). */
const FIRST_CARD_YEAR = 1860;
export const STORAGE_PATTERN = /^[A-Za-z0-9]{1,8}$/;

/**
 * The card's year as dealers write it: "1991", a season ("1991-92", "91-92", "1991/1992", the card's year being
 * its first) or two digits ("91", "'91", in the century that puts it no later than next year). Null for text that
 * is none of these, or a year no card could have.
 */
export function parseYear(text: string | null | undefined, now = new Date()): number | null {
  const match = /^'?(\d{2}|\d{4})(?:\s*[-/]\s*'?(\d{2}|\d{4}))?$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const latest = now.getFullYear() + 1;
  const fullYear = (digits: string, after?: number) => {
    if (digits.length === 4) return Number(digits);
    const base =
      after === undefined ? (2000 + Number(digits) <= latest ? 2000 : 1900) : after - (after % 100);
    const year = base + Number(digits);
    return after !== undefined && year <= after ? year + 100 : year;
  };
  const year = fullYear(match[1]);
  if (match[2] !== undefined && fullYear(match[2], year) !== year + 1) return null;
  return year >= FIRST_CARD_YEAR && year <= latest ? year : null;
}

/** The form's rule for the year: empty, or a year parseYear reads. */
export function checkYear(text: string | null | undefined): Promise<void> {
  if (!text?.trim() || parseYear(text) !== null) return Promise.resolve();
  return Promise.reject(new Error('A year, such as 1991, 91 or 1991-92'));
}

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
  const trimmed = plainAmount(text);
  if (!trimmed) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
}

/** The grader and grade as eBay lists them ("psa" -> "PSA", "9.0" -> "9"), as the API saves them. */
function asEbayLists(field: TextField | StorageField, text: string | null): string | null {
  if (text === null) return null;
  if (field === 'grader') return ebayGrader(text) ?? text;
  if (field === 'grade') return ebayGrade(text) ?? text;
  return text;
}

/** Only the fields the dealer changed, in the API's shapes; an emptied field becomes null. */
export function changedFields(card: Card, values: CardFormValues): UpdateCardRequest {
  const changes: UpdateCardRequest = {};
  for (const field of [...TEXT_FIELDS, ...STORAGE_FIELDS]) {
    const next = asEbayLists(field, values[field]?.trim() || null);
    if (next !== (card[field] ?? null)) changes[field] = next;
  }
  const year = parseYear(values.year);
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

/** Every field of the form, by the name the API gives it in a 400's `errors`. */
const FORM_FIELDS = new Set<string>([
  ...TEXT_FIELDS,
  ...MONEY_FIELDS,
  ...STORAGE_FIELDS,
  ...FLAG_FIELDS,
  'year',
  'cardCondition',
]);

/**
 * The API's refusal of a save as errors under the fields it names, so the dealer sees them where they type (the
 * rules above catch most before saving; the server has the last word). Empty for any other error.
 */
export function fieldErrorsOf(
  error: unknown,
): Array<{ name: keyof CardFormValues; errors: string[] }> {
  if (!(error instanceof ApiError)) return [];
  return error.details.flatMap(({ field, message }) =>
    field && FORM_FIELDS.has(field)
      ? [{ name: field as keyof CardFormValues, errors: [message] }]
      : [],
  );
}
