import { BRANDS, checklistCardName, loadCatalog, SETS } from '../catalog';
import { simplify } from '../parse';
import { prefixScore, queryWords } from './words';

export interface SetSuggestion {
  /** The set as the engine names it ("Topps Update - Rainbow Foil"). */
  name: string;
  brand: string;
  /** Years it was issued in, as far as the checklists and known sets tell. */
  from: number | null;
  to: number | null;
  /** Sports its checklists cover (empty for a known set without a checklist). */
  sports: string[];
}

export interface SetSearch {
  brand?: string | null;
  year?: number | null;
  sport?: string | null;
  limit?: number;
}

interface SetEntry extends SetSuggestion {
  words: string[];
  /** Cards the checklists list for it: the bigger sets first when a query fits many. */
  cards: number;
}

let sets: SetEntry[] | null = null;

/** Every set the checklists list and every set the engine knows by name, once each. */
function setEntries(): SetEntry[] {
  if (sets) return sets;
  const byName = new Map<string, SetEntry>();
  const add = (
    name: string,
    brand: string,
    from: number | null,
    to: number | null,
    sport?: string,
  ) => {
    const key = simplify(name);
    let entry = byName.get(key);
    if (!entry) {
      entry = { name, brand, from, to, sports: [], words: key.split(' '), cards: 0 };
      byName.set(key, entry);
    }
    if (from !== null) entry.from = entry.from === null ? from : Math.min(entry.from, from);
    if (to !== null) entry.to = entry.to === null ? to : Math.max(entry.to, to);
    if (sport && !entry.sports.includes(sport)) entry.sports.push(sport);
    return entry;
  };
  const named = new Map<string, { set: string; brand: string }>();
  for (const entry of loadCatalog().checklist) {
    const key = `${entry.product}\t${entry.brand}\t${entry.subset}`;
    let name = named.get(key);
    if (!name) {
      name = checklistCardName(entry);
      named.set(key, name);
    }
    add(name.set, name.brand, entry.year, entry.year, entry.sport).cards++;
  }
  for (const set of SETS) add(set.name, set.brand, set.from ?? null, set.to ?? null);
  sets = [...byName.values()];
  return sets;
}

/**
 * Sets whose names begin with what was typed ("topps up" finds Topps Update and its inserts), of the brand,
 * year and sport when given. Base sets (no " - " insert) first, then the bigger sets, then by name.
 */
export function searchSets(query: string, search: SetSearch = {}): SetSuggestion[] {
  const words = queryWords(query);
  if (!words.length) return [];
  const brand = search.brand ? simplify(search.brand) : null;
  const year = search.year ?? null;
  return setEntries()
    .filter(
      (set) =>
        (!brand || simplify(set.brand) === brand) &&
        (year === null || set.from === null || (set.from <= year && year <= (set.to ?? year))) &&
        (!search.sport || !set.sports.length || set.sports.includes(search.sport)),
    )
    .map((set) => ({ set, score: prefixScore(set.words, words) }))
    .filter((hit) => hit.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(a.set.name.includes(' - ')) - Number(b.set.name.includes(' - ')) ||
        b.set.cards - a.set.cards ||
        a.set.name.localeCompare(b.set.name),
    )
    .slice(0, search.limit ?? 10)
    .map(({ set }) => ({
      name: set.name,
      brand: set.brand,
      from: set.from,
      to: set.to,
      sports: [...set.sports].sort(),
    }));
}

/** Makers whose names (or other spellings) begin with what was typed. */
export function searchBrands(query: string, limit = 10): { name: string; since: number }[] {
  const words = queryWords(query);
  if (!words.length) return [];
  return BRANDS.map((brand) => ({
    brand,
    score: Math.max(
      ...[brand.name, ...brand.aliases].map((name) =>
        prefixScore(simplify(name).split(' '), words),
      ),
    ),
  }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.brand.name.localeCompare(b.brand.name))
    .slice(0, limit)
    .map(({ brand }) => ({ name: brand.name, since: brand.since }));
}
