import type { ImageRole, OcrLine } from '../types';
import { asDigits, GOES_ON_IN_SMALL_LETTERS } from './text';

export interface CardNumberCandidate {
  /** As printed, prefix included ("McD-26", "BB10", "153"). */
  number: string;
  weight: number;
  /** Where it was read: an explicit label ("No.", "#") counts more than a lone token. */
  source: 'labelled' | 'prefixed' | 'corner';
}

/** "No. 123", "NO 12", "#123", "No. TH-5". */
const LABELLED =
  /(?:\bno\.?|#)\s*([A-Z]{0,4}-?\d[0-9OolISB]{0,3}[a-z]?|[A-Z]{1,4}-[0-9OolISB]{1,4})\b/gi;
/** Letter prefixes sets put before the number: "BB10", "McD-26", "Mc-1", "US123", "TH-5", "PP-8", "H18". */
const PREFIXED = /\b([A-Z][A-Za-z]{0,3})(?:\s?[-–.]\s?)?([0-9OolISB]{1,3}[a-z]?)\b/g;
const KNOWN_WORD_PREFIXES = new Set([
  'NO',
  'HT',
  'WT',
  'AGE',
  // A bio's birth date glued to its label ("BORN5,MONTREAL").
  'BORN',
  // "18 OF 38" read as two lines: the word of the insert's "N of M", not a set's prefix.
  'OF',
  'AVG',
  'ERA',
  'GP',
  'PTS',
  'PIM',
  'G',
  'A',
  'W',
  'L',
  // Dates on a back ("June17,1993.Toronto"): a month is never a set's prefix.
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUNE',
  'JULY',
  'AUG',
  'SEPT',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
]);
/** "1B", "2B", "3B": a baseball player's position printed in a corner of the front, not a card number ("18"). */
const INFIELD_POSITION = /^[123]B$/;
/** "C1993", "©1993": a copyright year in a corner, not a card number. */
const COPYRIGHT_YEAR = /^[C©]?(?:19|20)\d\d$/;

/**
 * McDonald's prefixes OCR commonly garbles, back to their printed form ("MD 16", "MeD-16" -> "McD-16"): used only on
 * a card where McDonald's is read (elsewhere "MD-16" is another set's prefix).
 */
const PREFIX_MISREADS: Record<string, string> = {
  MD: 'McD',
  ND: 'McD',
  KD: 'McD',
  NcD: 'McD',
  Md: 'McD',
  MeD: 'McD',
  MCD: 'McD',
  Mcd: 'McD',
  McO: 'McD',
  Me: 'Mc',
  MC: 'Mc',
};

/** "45T": a traded or update set's number, the T printed after the digits. */
const TRADED = /^\d{1,3}T$/;

/** What the parser knows of the card beyond the line it reads. */
export interface NumberContext {
  /** McDonald's is read on the card: its garbled prefixes are corrected. */
  mcDonalds: boolean;
}

/** Puts a read number in its printed form: digits fixed, prefix kept, "McD 26" -> "McD-26" only if hyphenated. */
function normaliseNumber(
  readPrefix: string,
  digitsToken: string,
  hyphen: boolean,
  context: NumberContext,
): string | null {
  const prefix = (context.mcDonalds ? PREFIX_MISREADS[readPrefix] : undefined) ?? readPrefix;
  const corrected = prefix !== readPrefix;
  // McDonald's cards always print the hyphen ("McD-20"), which OCR often reads as a space.
  if (corrected || (context.mcDonalds && /^Mc[DH]?$/.test(prefix))) hyphen = true;
  const suffix =
    (/[a-z]$/.test(digitsToken) && !/[ol]$/.test(digitsToken)) || TRADED.test(digitsToken)
      ? digitsToken.slice(-1)
      : '';
  const digits = asDigits(suffix ? digitsToken.slice(0, -1) : digitsToken);
  if (!digits) return null;
  const trimmed = digits.replace(/^0+(?=\d)/, digits.length > 2 ? '' : '0');
  // Where OCR garbled a McDonald's prefix ("MeD9"), it lost the 0 of the two digits these sets print (McD-09).
  const printed = corrected && /^Mc[DH]$/.test(prefix) ? digits.padStart(2, '0') : digits;
  return `${prefix}${prefix && hyphen ? '-' : ''}${prefix ? printed : trimmed}${suffix}`;
}

function labelledNumbers(text: string, context: NumberContext): CardNumberCandidate[] {
  const found: CardNumberCandidate[] = [];
  for (const match of text.matchAll(LABELLED)) {
    const raw = match[1].replace(/\s/g, '');
    const parts = /^([A-Za-z]*)(-?)(.+)$/.exec(raw);
    if (!parts) continue;
    // A number the write-up goes on from is a jersey or a draft pick ("No.66 turns", "the No. 1 pick").
    if (GOES_ON_IN_SMALL_LETTERS.test(text.slice((match.index ?? 0) + match[0].length))) continue;
    const number = normaliseNumber(parts[1], parts[3], parts[2] === '-', context);
    if (number && number !== '0') found.push({ number, weight: 0.8, source: 'labelled' });
  }
  return found;
}

function prefixedNumbers(line: OcrLine, context: NumberContext): CardNumberCandidate[] {
  const found: CardNumberCandidate[] = [];
  for (const match of line.text.matchAll(PREFIXED)) {
    const prefix = match[1];
    if (KNOWN_WORD_PREFIXES.has(prefix.toUpperCase()) || /^[a-z]/.test(prefix)) continue;
    if (!/\d/.test(match[2])) continue;
    const hyphen = /[-–.]/.test(match[0]);
    const number = normaliseNumber(prefix, match[2], hyphen, context);
    if (number) found.push({ number, weight: 0.45, source: 'prefixed' });
  }
  return found;
}

/** Share of the card's height from the top that is its top edge. */
const TOP_EDGE = 0.08;

/** A short token alone in a corner of the back (most often the top) is where sets print the number. */
function cornerNumber(line: OcrLine, context: NumberContext): CardNumberCandidate | null {
  const atTop = line.box.y0 < 0.22;
  const inCorner = (atTop || line.box.y1 > 0.8) && (line.box.x1 < 0.35 || line.box.x0 > 0.65);
  // Some backs print the number alone at the middle of the top edge ("310" over a Stadium Club back).
  const atTopEdge = line.box.y0 < TOP_EDGE;
  const token = line.text.trim();
  if (!(inCorner || atTopEdge) || token.length > 8 || COPYRIGHT_YEAR.test(token)) return null;
  if (INFIELD_POSITION.test(token)) return null;
  // Off the corners only a plain number counts ("310", not "002m").
  if (!inCorner && !/^[1-9]\d{0,3}$/.test(token)) return null;
  // A prefix may be split from its digits by a space ("MD 16"), a bare number may not ("12 5").
  const parts = /^([A-Z][A-Za-z]{0,3})?([- ]?)([0-9OolISB]{1,4}[a-zT]?)$/.exec(token);
  if (!parts || (parts[2] === ' ' && !parts[1])) return null;
  // A stats label with its figure ("PTS 1211", "GP 599") is no prefixed number; a letter alone may be ("G9").
  if (parts[1]?.length >= 2 && KNOWN_WORD_PREFIXES.has(parts[1].toUpperCase())) return null;
  const number = normaliseNumber(parts[1] ?? '', parts[3], parts[2] === '-', context);
  if (!number || (!/\d/.test(parts[3]) && !parts[2])) return null;
  // A lone 0 in a corner is a stats cell or a logo's ring; no card we list is numbered 0 without a prefix.
  if (number === '0') return null;
  return { number, weight: inCorner ? (atTop ? 0.6 : 0.5) : 0.45, source: 'corner' };
}

/**
 * A maker's logo with the number printed beside it, closing a line at the top or bottom of a back ("O-PEE-CHEE 319",
 * read "0 PEE 319" or "PEL 319"): the logo's words as OCR keeps them, then the number.
 */
const MAKER_BESIDE_NUMBER =
  /\b(?:O?[-\s]?PEE[-\s]?CHEE|PE[EL]|CHEE|TOPPS|FLEER|DONRUSS|SCORE|BOWMAN|PRO\s?SET|LEAF)\s?#?([1-9]\d{0,2})\s*$/i;

function besideMakerNumber(line: OcrLine): CardNumberCandidate | null {
  if (line.box.y0 > 0.22 && line.box.y1 < 0.8) return null;
  const match = MAKER_BESIDE_NUMBER.exec(line.text);
  return match ? { number: match[1], weight: 0.5, source: 'corner' } : null;
}

/** "(C25) MARIO LEMIEUX": a code in brackets opening a line at the top. */
const LEADING_CODE = /^\s*[([{]([A-Z]{1,3})-?([0-9OolISB]{1,3}[a-z]?)[)\]}]/;

function leadingCode(line: OcrLine, context: NumberContext): CardNumberCandidate | null {
  if (line.box.y0 > 0.25) return null;
  const match = LEADING_CODE.exec(line.text);
  const number = match && normaliseNumber(match[1], match[2], false, context);
  return number ? { number, weight: 0.6, source: 'corner' } : null;
}

const HEADER_NUMBER = /^[A-Z]{0,3}-?\d{1,4}[a-z]?$|^\d{1,3}T$/;

/** Two or three words in capitals: a player's name as a back's header prints it. */
const NAME_AFTER_NUMBER = /^[A-Z][A-Z'.-]+(?:\s[A-Z][A-Z'.-]+){1,2}$/;

/** OCR reads a 9 opening a number as "g" or "q" ("g2" for 92). */
function readAsNine(token: string): string {
  return token.replace(/^[gq](?=\d{1,3}$)/, '9');
}

/**
 * The header line at the top of a back often prints the number beside the name ("U-29 KEVIN MCREYNOLDS",
 * "TONY GWYNN 1 51"): a number-like token opening or closing it. Digits split by a space are joined, and a
 * leading "1" that may be a misread rule ("|") also yields the number without it.
 */
function headerNumbers(line: OcrLine): CardNumberCandidate[] {
  if (line.box.y0 > 0.25) return [];
  const tokens = line.text
    .replace(/[|[\]{}]/g, ' ')
    .trim()
    .split(/\s+/);
  if (tokens.length < 2) return [];
  const trailingDigits: string[] = [];
  while (tokens.length && /^\d{1,4}$/.test(tokens[tokens.length - 1]))
    trailingDigits.unshift(tokens.pop() as string);
  // A line of digits only leaves no leading token once its trailing digits are taken.
  const leading = tokens.length > 0 ? readAsNine(tokens[0]) : '';
  // "OF 38": the set's size of an insert's "18 of 38", the 18 read apart.
  const setSize = /^of$/i.test(tokens[tokens.length - 1] ?? '');
  const ends = [leading, setSize ? '' : trailingDigits.join('')].filter(
    (token) => token && HEADER_NUMBER.test(token),
  );
  // "175 MARIO LEMIEUX": the number opening a line that goes on with a name in capitals is the back's header.
  const leadsName = NAME_AFTER_NUMBER.test(tokens.slice(1).join(' '));
  const found: CardNumberCandidate[] = [];
  for (const token of ends) {
    const weight = token === leading && leadsName ? 0.55 : 0.35;
    found.push({ number: token.replace(/^0+(?=\d)/, ''), weight, source: 'corner' });
    if (/^1\d{3}$/.test(token))
      found.push({ number: token.slice(1), weight: 0.2, source: 'corner' });
  }
  return found;
}

/**
 * "6 OF 10" (read "60F10", "5 0f 12", "7 or 10", or glued to the name before it: "MARIOLEMIEUX·4of20"): an insert
 * numbered within its set; the first figure is the card's number.
 */
const OF_TOTAL = /(?<!\d)(\d{1,2})\s?[oO0GC][fFrR]\s?(\d{1,3})(?=\s|$)/;

function ofTotalNumber(line: OcrLine): CardNumberCandidate | null {
  if (line.text.trim().split(/\s+/).length > 3) return null;
  const match = OF_TOTAL.exec(line.text);
  if (!match) return null;
  const [number, total] = [Number(match[1]), Number(match[2])];
  if (number < 1 || number > total || total > 250) return null;
  return { number: String(number), weight: 0.6, source: 'labelled' };
}

/** A line of figures only: a stats table's cells ("59", "91 160 38", "92-93"). */
const FIGURES_ONLY = /^[\d\s.,'’/-]+$/;

/**
 * A figure in a row of other figures is a stats table's cell, wherever it sits ("60" in the bottom-left corner
 * beside "92-93" and "91 160 38"), not the card's number.
 */
function inRowOfFigures(line: OcrLine, lines: OcrLine[]): boolean {
  const height = line.box.y1 - line.box.y0;
  return lines.some((other) => {
    if (other === line || !FIGURES_ONLY.test(other.text.trim())) return false;
    const overlap = Math.min(line.box.y1, other.box.y1) - Math.max(line.box.y0, other.box.y0);
    return overlap >= 0.5 * Math.min(height, other.box.y1 - other.box.y0);
  });
}

/** Widest a glyph of a column printed sideways is, as a share of the card's width. */
const SIDEWAYS_GLYPH_WIDTH = 0.05;

/**
 * Text printed up a card's edge (a copyright line turned 90°) is read a glyph or two at a time, as a column of
 * narrow lines one above the other ("THE", "990", "9", "1" for "© 1990 THE TOPPS..."). None of them is a number.
 */
function inSidewaysColumn(line: OcrLine, lines: OcrLine[]): boolean {
  const narrow = (box: OcrLine['box']) => box.x1 - box.x0 < SIDEWAYS_GLYPH_WIDTH;
  if (!narrow(line.box)) return false;
  const stacked = lines.filter((other) => {
    if (!narrow(other.box)) return false;
    const sharedWidth = Math.min(line.box.x1, other.box.x1) - Math.max(line.box.x0, other.box.x0);
    return sharedWidth >= 0.5 * Math.min(line.box.x1 - line.box.x0, other.box.x1 - other.box.x0);
  });
  // The line itself and at least three more glyphs in the same column.
  return stacked.length >= 4;
}

/** Card numbers read on one image; backs carry them far more often than fronts. */
export function parseCardNumbers(
  lines: OcrLine[],
  role: ImageRole,
  context: NumberContext = { mcDonalds: false },
): CardNumberCandidate[] {
  const roleWeight = role === 'front' ? 0.6 : 1;
  const candidates: CardNumberCandidate[] = [];
  for (const line of lines) {
    candidates.push(...labelledNumbers(line.text, context));
    const corner =
      ofTotalNumber(line) ??
      cornerNumber(line, context) ??
      leadingCode(line, context) ??
      (role === 'back' ? besideMakerNumber(line) : null);
    if (
      corner &&
      !(
        corner.source === 'corner' &&
        (inRowOfFigures(line, lines) || inSidewaysColumn(line, lines))
      )
    )
      candidates.push(corner);
    if (line.box.y0 < 0.3 || line.box.y1 > 0.8) candidates.push(...prefixedNumbers(line, context));
    if (role === 'back') candidates.push(...headerNumbers(line));
  }
  return candidates.map((candidate) => ({ ...candidate, weight: candidate.weight * roleWeight }));
}

/** Canonical key for comparing numbers across sources: "McD-026" ~ "MCD26", "#7" ~ "7". */
export function numberKey(number: string): string {
  return number
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/(^|[A-Z])0+(?=\d)/g, '$1');
}
