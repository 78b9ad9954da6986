/**
 * What eBay takes for a graded trading card, and the card fields Pennant checks before it saves them, so a value
 * eBay would refuse at publish is refused when the dealer types it. The API (PATCH /api/cards/:id) and the card
 * edit panel use these same rules and messages.
 *
 * The lists are eBay's condition descriptors 27501 (Professional Grader) and 27502 (Grade) of category 261328, as
 * getItemConditionPolicies returns them (docs/eBay README §4 and the emulator's item-condition-policies.json).
 * Publishing still reads the category's policy from eBay at run time; these lists are what Pennant offers and
 * checks on save.
 */

/** eBay's professional graders for trading cards, in eBay's order; "Other" is eBay's own value for the rest. */
export const EBAY_CARD_GRADERS = [
  'PSA',
  'BCCG',
  'BVG',
  'BGS',
  'CSG',
  'CGC',
  'SGC',
  'KSA',
  'GMA',
  'HGA',
  'ISA',
  'PCA',
  'GSG',
  'PGS',
  'MNT',
  'TAG',
  'RARE',
  'RCG',
  'PCG',
  'ACE',
  'CGA',
  'TCG',
  'ARK',
  'Other',
  'AGS',
  'DSG',
  'Majesty',
  'GRAAD',
  'Arena Club',
  'AiGrading',
] as const;
export type EbayCardGrader = (typeof EBAY_CARD_GRADERS)[number];

/** eBay's grades for graded cards: 10 down to 1 in half grades, then Authentic (genuine, not graded). */
export const EBAY_CARD_GRADES = [
  '10',
  '9.5',
  '9',
  '8.5',
  '8',
  '7.5',
  '7',
  '6.5',
  '6',
  '5.5',
  '5',
  '4.5',
  '4',
  '3.5',
  '3',
  '2.5',
  '2',
  '1.5',
  '1',
  'Authentic',
] as const;
export type EbayCardGrade = (typeof EBAY_CARD_GRADES)[number];

/** Case, spaces and punctuation aside: "Arena club" and "arena-club" are "Arena Club". */
const graderKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Names dealers write for a grader eBay lists under another: Beckett's modern slabs are BGS (as the card reader
 * reads a "BECKETT" label), and the companies' full names.
 */
const GRADER_ALIASES: Record<string, EbayCardGrader> = {
  beckett: 'BGS',
  beckettgradingservices: 'BGS',
  beckettgrading: 'BGS',
  beckettvintagegrading: 'BVG',
  professionalsportsauthenticator: 'PSA',
  sportscardguaranty: 'SGC',
  certifiedguarantycompany: 'CGC',
};

const GRADERS_BY_KEY = new Map<string, EbayCardGrader>([
  ...EBAY_CARD_GRADERS.map((grader) => [graderKey(grader), grader] as const),
  ...Object.entries(GRADER_ALIASES),
]);

/** The grader as eBay lists it ("psa" -> "PSA", "Beckett" -> "BGS"); null for a grader eBay does not list. */
export function ebayGrader(text: string | null | undefined): EbayCardGrader | null {
  return GRADERS_BY_KEY.get(graderKey(text ?? '')) ?? null;
}

/** "10", "9.5", "9.0", and with words before it: "GEM MT 10", "NM-MT+ 8.5", "PSA 9". */
const NUMERIC_GRADE = /^((?:[a-z+-]+\s+)*[a-z+-]+\s*)?(\d{1,2}(?:\.\d{1,2})?)$/;
/** The words graders print before the number ("GEM MT 10", "NM-MT 8"): a grade with them is the number. */
const LABEL_WORDS = new Set(
  [
    'gem',
    'mint',
    'mt',
    'gm',
    'pristine',
    'nm',
    'ex',
    'vg',
    'good',
    'fair',
    'poor',
    'pr',
    'fr',
    'grade',
  ].concat(['nm-mt', 'ex-mt', 'vg-ex', 'near', 'excellent', 'very', 'black', 'label']),
);
const AUTHENTIC = new Set(['authentic', 'auth', 'authentic altered']);
/** Longer text is no grade (and is not worth reading). */
const MAX_GRADE_TEXT = 40;

const isLabelWord = (word: string) => {
  const bare = word.replace(/\+$/, '');
  return LABEL_WORDS.has(bare) || ebayGrader(bare) !== null;
};

/**
 * The grade as eBay lists it ("9.0" -> "9", "Gem Mint 10" -> "10", "PSA 9" -> "9", "auth" -> "Authentic"); null
 * for a grade eBay does not list ("11", "9.7") or text that is no grade.
 */
export function ebayGrade(text: string | null | undefined): EbayCardGrade | null {
  const typed = (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (typed.length > MAX_GRADE_TEXT) return null;
  if (AUTHENTIC.has(typed)) return 'Authentic';
  const match = NUMERIC_GRADE.exec(typed);
  if (!match) return null;
  if (match[1] && !match[1].trim().split(' ').every(isLabelWord)) return null;
  const grade = String(Number(match[2]));
  return (EBAY_CARD_GRADES as readonly string[]).includes(grade) ? (grade as EbayCardGrade) : null;
}

/** A value quoted in a message, cut short: it may be 200 characters of anything. */
const quoted = (text: string) => {
  const trimmed = text.trim();
  return `"${trimmed.length > 30 ? `${trimmed.slice(0, 29)}…` : trimmed}"`;
};
const listed = (values: readonly string[]) =>
  `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

/**
 * Why eBay would refuse the grader, named as `field` (the API's "grader", the form's "Grader"); null when it is
 * one eBay lists (as written or by another name) or empty (no grader: a raw card).
 */
export function graderProblem(text: string | null | undefined, field = 'grader'): string | null {
  if (!text?.trim() || ebayGrader(text)) return null;
  return `${field} must be one eBay lists for graded cards: ${listed(EBAY_CARD_GRADERS)}; ${quoted(text)} is not`;
}

/** Why eBay would refuse the grade, named as `field`; null when eBay lists it or it is empty. */
export function gradeProblem(text: string | null | undefined, field = 'grade'): string | null {
  if (!text?.trim() || ebayGrade(text)) return null;
  return `${field} must be one eBay lists for graded cards: ${listed(EBAY_CARD_GRADES)}; ${quoted(text)} is not`;
}

/** The card's number and its print run: "23/99", "023 / 250", "#23/99", "23 of 99"; "/99" has no number. */
export interface SerialNumbering {
  number: number | null;
  printRun: number;
}

const NUMBERED = /(?<![\d/])(\d{1,9})\s*(?:\/|\bof\b)\s*(\d{1,9})(?![\d/])/i;
const RUN_ONLY = /^\s*\/\s*(\d{1,9})\s*$/;

/** The numbering written in a serial number; null for text that holds none (left as the dealer wrote it). */
export function parseSerialNumber(text: string | null | undefined): SerialNumbering | null {
  const numbered = NUMBERED.exec(text ?? '');
  if (numbered) return { number: Number(numbered[1]), printRun: Number(numbered[2]) };
  const run = RUN_ONLY.exec(text ?? '');
  return run ? { number: null, printRun: Number(run[1]) } : null;
}

/**
 * Why a serial number cannot be, named as `field`: a card numbered above its print run ("150/99"), number 0, or
 * a print run of 0. Null when it is possible, holds no numbering Pennant reads, or is empty.
 */
export function serialNumberProblem(
  text: string | null | undefined,
  field = 'serialNumber',
): string | null {
  const serial = parseSerialNumber(text);
  if (!serial) return null;
  const written = text!.trim();
  if (serial.printRun < 1) return `${field} ${written}: the print run must be at least 1`;
  if (serial.number === null) return null;
  if (serial.number < 1) return `${field} ${written}: the number must be 1 or more`;
  if (serial.number > serial.printRun)
    return `${field} ${written}: the number must not be above the print run`;
  return null;
}
