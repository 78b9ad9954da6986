import type { ChecklistEntry } from '../catalog';
import { loadCatalog } from '../catalog';
import type { CardNumberCandidate, NameCandidate } from '../parse';
import { numberKey } from '../parse/card-number';
import { simplify } from '../parse/text';
import { similaritySimplified } from './fuzzy';

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

/**
 * The (set, year, number, player) entries that fit a card number read on the card plus a name,
 * and where known its brand and year. Only entries whose name fits are returned.
 */
export function matchChecklist(query: ChecklistQuery): ChecklistMatch[] {
  const matches: ChecklistMatch[] = [];
  const seen = new Set<ChecklistEntry>();
  for (const number of query.numbers) {
    for (const entry of entriesByNumber().get(numberKey(number.number)) ?? []) {
      if (seen.has(entry)) continue;
      seen.add(entry);
      const nameScore = nameFit(entry.name, query.names);
      if (nameScore < 0.75) continue;
      let score = nameScore * 0.6 + Math.min(1, number.weight) * 0.25;
      if (query.brand)
        score +=
          simplify(entry.brand) === simplify(query.brand) ||
          simplify(entry.product).includes(simplify(query.brand))
            ? 0.1
            : -0.15;
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
