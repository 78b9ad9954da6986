import type { ChecklistEntry } from '../catalog';
import { checklistCardName, isBaseSubset, loadCatalog } from '../catalog';
import type { CardNumberCandidate, NameCandidate } from '../parse';
import { numberKey } from '../parse/card-number';
import { simplify } from '../parse/text';
import { findPhrase, similaritySimplified } from './fuzzy';

export interface ChecklistMatch {
  entry: ChecklistEntry;
  /** 0..1 agreement of number, name, brand and year. */
  score: number;
  nameScore: number;
  numberWeight: number;
}

export interface ChecklistQuery {
  numbers: CardNumberCandidate[];
  names: NameCandidate[];
  brand: string | null;
  year: number | null;
}

let byNumber: Map<string, ChecklistEntry[]> | null = null;

function entriesByNumber(): Map<string, ChecklistEntry[]> {
  if (byNumber) return byNumber;
  byNumber = new Map();
  for (const entry of loadCatalog().checklist) {
    if (!entry.number) continue;
    const key = numberKey(entry.number);
    byNumber.set(key, [...(byNumber.get(key) ?? []), entry]);
  }
  return byNumber;
}

const makers = new WeakMap<ChecklistEntry, string>();

/**
 * True when the entry's product is the maker's: by the checklist's own brand, the product's name, or the maker the
 * engine names for it (a Select card is Score's, a Stadium Club card Topps').
 */
function madeBy(entry: ChecklistEntry, brand: string): boolean {
  const wanted = simplify(brand);
  let maker = makers.get(entry);
  if (maker === undefined) {
    maker = simplify(checklistCardName(entry).brand);
    makers.set(entry, maker);
  }
  return (
    maker === wanted || simplify(entry.brand) === wanted || simplify(entry.product).includes(wanted)
  );
}

/** How well a read name fits a checklist name, which may hold several players ("A / B"). */
function nameFit(entryName: string, names: NameCandidate[]): number {
  const entryWords = simplify(entryName).split(' ');
  let best = 0;
  for (const read of names.slice(0, 6)) {
    const words = simplify(read.text).split(' ');
    const surname = words[words.length - 1];
    if (!surname || surname.length < 3) continue;
    const surnameScore = Math.max(...entryWords.map((word) => similaritySimplified(word, surname)));
    const firstScore =
      words.length > 1
        ? Math.max(...entryWords.map((word) => similaritySimplified(word, words[0])))
        : 0.5;
    best = Math.max(best, 0.75 * surnameScore + 0.25 * firstScore);
  }
  return best;
}

function matchNumbers(query: ChecklistQuery, numbers: CardNumberCandidate[]): ChecklistMatch[] {
  const matches: ChecklistMatch[] = [];
  const seen = new Set<ChecklistEntry>();
  for (const number of numbers) {
    for (const entry of entriesByNumber().get(numberKey(number.number)) ?? []) {
      if (seen.has(entry)) continue;
      seen.add(entry);
      const nameScore = nameFit(entry.name, query.names);
      if (nameScore < 0.75) continue;
      let score = nameScore * 0.6 + Math.min(1, number.weight) * 0.25;
      if (query.brand) score += madeBy(entry, query.brand) ? 0.1 : -0.15;
      if (query.year) score += entry.year === query.year ? 0.1 : -0.25;
      matches.push({
        entry,
        score: Math.max(0, Math.min(1, score)),
        nameScore,
        numberWeight: number.weight,
      });
    }
  }
  return matches.sort((a, b) => b.score - a.score);
}

/**
 * The number without a leading character that is often the printed box or frame edge read as text
 * ("1146", "I146", "[146" for 146), with a little less weight than the number as read.
 */
function withoutBoxEdge(numbers: CardNumberCandidate[]): CardNumberCandidate[] {
  return numbers
    .filter((number) => /^[1Il|[]\d{1,4}$/.test(number.number))
    .map((number) => ({ ...number, number: number.number.slice(1), weight: number.weight * 0.9 }));
}

/**
 * The (set, year, number, player) entries that fit a card number read on the card plus a name,
 * and where known its brand and year. Only entries whose name fits are returned. When no entry of the number
 * as read fits well, the number without a box edge read as its first character is tried.
 */
export function matchChecklist(query: ChecklistQuery): ChecklistMatch[] {
  const matches = matchNumbers(query, query.numbers);
  if (matches[0]?.score >= 0.75) return matches;
  const trimmed = matchNumbers(query, withoutBoxEdge(query.numbers));
  return [...matches, ...trimmed].sort((a, b) => b.score - a.score);
}

export interface ChecklistPick {
  match: ChecklistMatch;
  /** Found through the number read on the card, or through the name alone (the number then comes from the entry). */
  via: 'number' | 'name';
  /** One product and subset fits; false when the same card is in several and the base one was taken. */
  setCertain: boolean;
}

/**
 * Among entries that fit equally well, the same player and number may be printed in several products or subsets
 * (a flagship and its "X" edition): take the one whose product is named on the card, else the base set.
 */
function preferNamedOrBase(
  close: ChecklistMatch[],
  titleText: string,
): { match: ChecklistMatch; certain: boolean } {
  const named = close.filter((match) => findPhrase(titleText, match.entry.product) >= 0.9);
  if (named.length === 1) return { match: named[0], certain: true };
  const pool = named.length ? named : close;
  const base = pool.filter((match) => isBaseSubset(match.entry.subset));
  const ranked = (base.length ? base : pool).sort(
    (a, b) => a.entry.product.length - b.entry.product.length,
  );
  return { match: ranked[0], certain: false };
}

/** The checklist entry the number matches point to, when one player fits clearly better than any other. */
export function pickChecklistEntry(
  matches: ChecklistMatch[],
  titleText: string,
): ChecklistPick | null {
  const [best] = matches;
  if (!best || best.score < 0.75 || best.nameScore < 0.85) return null;
  const close = matches.filter((match) => match.score > best.score - 0.1);
  if (close.some((match) => simplify(match.entry.name) !== simplify(best.entry.name))) return null;
  if (close.length === 1) return { match: best, via: 'number', setCertain: true };
  const { match, certain } = preferNamedOrBase(close, titleText);
  return { match, via: 'number', setCertain: certain };
}

let bySurname: Map<string, ChecklistEntry[]> | null = null;

function entriesBySurname(): Map<string, ChecklistEntry[]> {
  if (bySurname) return bySurname;
  bySurname = new Map();
  for (const entry of loadCatalog().checklist) {
    const words = simplify(entry.name).split(' ');
    const surname = words.filter((word) => !['jr', 'sr', 'ii', 'iii'].includes(word)).pop();
    if (!surname) continue;
    bySurname.set(surname, [...(bySurname.get(surname) ?? []), entry]);
  }
  return bySurname;
}

/**
 * When no number was read: the entries of the named player in the product of the brand and year read on the card.
 * Taken only when one entry (or one base-set entry) is left.
 */
export function matchChecklistByName(
  names: NameCandidate[],
  brand: string | null,
  year: number | null,
  titleText: string,
): ChecklistPick | null {
  if (!brand || year === null) return null;
  const wantedBrand = simplify(brand);
  for (const read of names.slice(0, 4)) {
    const words = simplify(read.text).split(' ');
    const surname = words.filter((word) => !['jr', 'sr', 'ii', 'iii'].includes(word)).pop() ?? '';
    const fitting = (entriesBySurname().get(surname) ?? [])
      .filter((entry) => entry.year === year)
      .filter(
        (entry) =>
          simplify(entry.brand) === wantedBrand || simplify(entry.product).includes(wantedBrand),
      )
      .map((entry) => ({
        entry,
        nameScore: nameFit(entry.name, [read]),
        score: 0.8,
        numberWeight: 0,
      }))
      .filter((match) => match.nameScore >= 0.9);
    if (!fitting.length) continue;
    if (fitting.length === 1) return { match: fitting[0], via: 'name', setCertain: true };
    const { match, certain } = preferNamedOrBase(fitting, titleText);
    const sameProduct = fitting.every((other) => other.entry.product === match.entry.product);
    if (certain || sameProduct) return { match, via: 'name', setCertain: false };
  }
  return null;
}
