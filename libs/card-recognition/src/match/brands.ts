import type { KnownBrand, KnownSet } from '../catalog';
import type { OcrReading } from '../types';
import { BRANDS, SETS } from '../catalog';
import { isLegalLine } from '../parse';
import { findPhrase } from './fuzzy';

export interface BrandMatch {
  brand: string;
  score: number;
  /** Named in the copyright line ("© 1991 The Upper Deck Company"): the maker, not a logo guess. */
  fromCopyright: boolean;
}

export interface SetMatch {
  set: KnownSet;
  score: number;
}

const COPYRIGHT_LINE = /(?:©|\(c\)|@|copyright|\bc\))[^\n]*/gi;
/** "0 1994", "O1994", "E1994": a © that OCR read as a letter or digit before the year. */
const LOST_COPYRIGHT_SIGN = /\b[0OE]\s?(?:19|20)\d\d\b/;

/** The copyright and legal lines of a card's text. */
function legalText(text: string): string {
  const smallPrint = text
    .split('\n')
    .filter((line) => isLegalLine(line) || LOST_COPYRIGHT_SIGN.test(line));
  return [...(text.match(COPYRIGHT_LINE) ?? []), ...smallPrint].join('\n');
}

function brandScore(brand: KnownBrand, text: string): number {
  return Math.max(
    0,
    ...brand.aliases.filter((alias) => alias.length >= 3).map((alias) => findPhrase(text, alias)),
  );
}

/**
 * Lines short enough to be a wordmark, a set title or a label: "Playoff", "Select" or "Ice" in a sentence of the
 * write-up ("the playoff MVP") names no product.
 */
export function titleLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.trim().split(/\s+/).length <= 5)
    .join('\n');
}

/** A maker's name this long (letters only) is too rare to be part of another word. */
const GLUED_BRAND_LETTERS = 6;

/**
 * A maker's name inside a word in capitals where OCR lost the spaces around it ("1995DONRUSSNU",
 * "BOWMANSCOUTS'TOP100", "NHLPRO SET"): only names of six letters or more, spelt exactly.
 */
function gluedBrand(brand: KnownBrand, compactTitles: string): boolean {
  return brand.aliases.some((alias) => {
    const letters = alias.toLowerCase().replace(/[^a-z]/g, '');
    return letters.length >= GLUED_BRAND_LETTERS && compactTitles.includes(letters);
  });
}

/** Makers named on the card; a maker in the copyright line outranks a word elsewhere. */
export function findBrands(text: string): BrandMatch[] {
  const copyrightText = legalText(text);
  const titles = titleLines(text);
  const compactTitles = text
    .split('\n')
    .filter((line) => line === line.toUpperCase())
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const matches: BrandMatch[] = [];
  for (const brand of BRANDS) {
    const inCopyright = copyrightText
      ? Math.max(
          brandScore(brand, copyrightText),
          ...brand.copyright.map((owner) => findPhrase(copyrightText, owner)),
        )
      : 0;
    const anywhere = brandScore(brand, titles);
    if (inCopyright >= 0.8)
      matches.push({ brand: brand.name, score: inCopyright, fromCopyright: true });
    else if (anywhere >= 0.85)
      matches.push({ brand: brand.name, score: anywhere * 0.8, fromCopyright: false });
    else if (gluedBrand(brand, compactTitles) || brand.misread?.test(text))
      matches.push({ brand: brand.name, score: 0.6, fromCopyright: false });
  }
  return matches.sort((a, b) => b.score - a.score);
}

/**
 * Makers' logos that OCR reads as a letter: Bowman's "B" in a top corner of the front. Read alone, logo-sized (4-10%
 * of the card high, at most 15% wide) and surely: a "B" in a stats table or a position ("1B") is none of these.
 */
const LOGO_LETTERS: readonly { text: string; brand: string }[] = [{ text: 'B', brand: 'Bowman' }];
const SURE_LOGO = 95;

export function brandLogosRead(readings: OcrReading[]): string[] {
  const found = new Set<string>();
  for (const reading of readings) {
    if (reading.role !== 'front') continue;
    for (const { text, confidence, box } of reading.lines) {
      const logo = LOGO_LETTERS.find((candidate) => candidate.text === text.trim());
      const height = box.y1 - box.y0;
      const inTopCorner = box.y0 < 0.12 && (box.x0 < 0.2 || box.x1 > 0.8);
      if (
        logo &&
        confidence >= SURE_LOGO &&
        inTopCorner &&
        height >= 0.04 &&
        height <= 0.1 &&
        box.x1 - box.x0 <= 0.15
      )
        found.add(logo.brand);
    }
  }
  return [...found];
}

/** A maker known only by its logo: surer than a guess from the product, less than its name read. */
export const LOGO_BRAND_SCORE = 0.55;

function inYears(set: KnownSet, year: number | null): boolean {
  if (year === null) return true;
  return (set.from ?? 0) <= year && year <= (set.to ?? 9999);
}

function setScore(set: KnownSet, text: string): number {
  const names = [set.name, ...(set.aliases ?? [])];
  return Math.max(...names.map((name) => findPhrase(text, name)));
}

/**
 * Products named on the card, preferring the more specific name ("Topps Heritage" over "Topps")
 * and products made in the card's year.
 */
export function findSets(text: string, year: number | null, brand: string | null): SetMatch[] {
  const matches: SetMatch[] = [];
  const titles = [titleLines(text), ...(text.match(COPYRIGHT_LINE) ?? [])].join('\n');
  for (const set of SETS) {
    if (!inYears(set, year)) continue;
    const score = setScore(set, titles);
    if (score < 0.85) continue;
    const brandBonus = brand && set.brand === brand ? 0.05 : 0;
    const specificity = Math.min(0.1, set.name.split(' ').length * 0.03);
    matches.push({ set, score: Math.min(1, score * 0.85 + specificity + brandBonus) });
  }
  return matches.sort((a, b) => b.score - a.score);
}

/** The base product of a maker (the set is the brand's flagship when nothing more specific is read). */
export function flagshipSet(brand: string): KnownSet | null {
  return SETS.find((set) => set.name === brand && set.brand === brand) ?? null;
}
