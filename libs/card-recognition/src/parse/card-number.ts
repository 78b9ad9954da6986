import type { ImageRole, OcrLine } from '../types';
import { asDigits } from './text';

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
const PREFIXED = /\b([A-Z][A-Za-z]{0,3})(?:[-–.]\s?)?([0-9OolISB]{1,3}[a-z]?)\b/g;
const KNOWN_WORD_PREFIXES = new Set([
  'NO',
  'HT',
  'WT',
  'AGE',
  'AVG',
  'ERA',
  'GP',
  'PTS',
  'PIM',
  'G',
  'A',
  'W',
  'L',
]);

/** Puts a read number in its printed form: digits fixed, prefix kept, "McD 26" -> "McD-26" only if hyphenated. */
function normaliseNumber(prefix: string, digitsToken: string, hyphen: boolean): string | null {
  const suffix =
    /[a-z]$/.test(digitsToken) && !/[ol]$/.test(digitsToken) ? digitsToken.slice(-1) : '';
  const digits = asDigits(suffix ? digitsToken.slice(0, -1) : digitsToken);
  if (!digits) return null;
  const trimmed = digits.replace(/^0+(?=\d)/, digits.length > 2 ? '' : '0');
  return `${prefix}${prefix && hyphen ? '-' : ''}${prefix ? digits : trimmed}${suffix}`;
}

function labelledNumbers(text: string): CardNumberCandidate[] {
  const found: CardNumberCandidate[] = [];
  for (const match of text.matchAll(LABELLED)) {
    const raw = match[1].replace(/\s/g, '');
    const parts = /^([A-Za-z]*)(-?)(.+)$/.exec(raw);
    if (!parts) continue;
    const number = normaliseNumber(parts[1], parts[3], parts[2] === '-');
    if (number && number !== '0') found.push({ number, weight: 0.8, source: 'labelled' });
  }
  return found;
}

function prefixedNumbers(line: OcrLine): CardNumberCandidate[] {
  const found: CardNumberCandidate[] = [];
  for (const match of line.text.matchAll(PREFIXED)) {
    const prefix = match[1];
    if (KNOWN_WORD_PREFIXES.has(prefix.toUpperCase()) || /^[a-z]/.test(prefix)) continue;
    if (!/\d/.test(match[2])) continue;
    const hyphen = /[-–.]/.test(match[0]);
    const number = normaliseNumber(prefix, match[2], hyphen);
    if (number) found.push({ number, weight: 0.45, source: 'prefixed' });
  }
  return found;
}

/**
 * A short token alone in a top corner of the back is where most sets print the number.
 */
function cornerNumber(line: OcrLine): CardNumberCandidate | null {
  const inCorner = line.box.y0 < 0.22 && (line.box.x1 < 0.35 || line.box.x0 > 0.65);
  const token = line.text.trim();
  if (!inCorner || token.includes(' ') || token.length > 7) return null;
  const parts = /^([A-Z][A-Za-z]{0,3})?(-?)([0-9OolISB]{1,4}[a-z]?)$/.exec(token);
  if (!parts) return null;
  const number = normaliseNumber(parts[1] ?? '', parts[3], parts[2] === '-');
  if (!number || (!/\d/.test(parts[3]) && !parts[2])) return null;
  return { number, weight: 0.6, source: 'corner' };
}

/** Card numbers read on one image; backs carry them far more often than fronts. */
export function parseCardNumbers(lines: OcrLine[], role: ImageRole): CardNumberCandidate[] {
  const roleWeight = role === 'front' ? 0.6 : 1;
  const candidates: CardNumberCandidate[] = [];
  for (const line of lines) {
    candidates.push(...labelledNumbers(line.text));
    const corner = cornerNumber(line);
    if (corner) candidates.push(corner);
    if (line.box.y0 < 0.3 || line.box.y1 > 0.8) candidates.push(...prefixedNumbers(line));
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
