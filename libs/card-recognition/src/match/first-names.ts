import { loadCatalog } from '../catalog';
import { simplify, titleCase } from '../parse/text';
import { distance } from 'fastest-levenshtein';

let firstNames: Map<string, { name: string; count: number }> | null = null;

/** First names of every catalog player (all sports), with how common each is. */
function knownFirstNames(): Map<string, { name: string; count: number }> {
  if (firstNames) return firstNames;
  firstNames = new Map();
  for (const player of loadCatalog().players) {
    const first = player.first.split(' ')[0];
    const key = simplify(first);
    if (key.length < 2 || !/^[a-z]+$/.test(key)) continue;
    const known = firstNames.get(key);
    if (known) known.count++;
    else firstNames.set(key, { name: first, count: 1 });
  }
  return firstNames;
}

/**
 * Corrects a misread first name to the nearest common one ("Yineent" -> "Vincent", "Lue" -> "Luc"), for names read
 * without a catalog match (hockey, football). A first name that is already known is kept.
 */
export function correctFirstName(fullName: string): string {
  const tokens = fullName.split(' ');
  if (tokens.length < 2) return fullName;
  const read = simplify(tokens[0]);
  const names = knownFirstNames();
  if (read.length < 2 || names.has(read)) return fullName;
  // OCR mostly substitutes letters: fewest edits first, then the same length, then the commoner name.
  let best: { key: string; edits: number; sameLength: boolean; count: number } | null = null;
  for (const [key, { count }] of names) {
    if (Math.abs(key.length - read.length) > 1 || count < 3) continue;
    const edits = distance(key, read);
    const sameLength = key.length === read.length;
    const better =
      !best ||
      edits < best.edits ||
      (edits === best.edits && sameLength && !best.sameLength) ||
      (edits === best.edits && sameLength === best.sameLength && count > best.count);
    if (better) best = { key, edits, sameLength, count };
  }
  if (!best || best.edits > (read.length <= 4 ? 1 : 2)) return fullName;
  const corrected = names.get(best.key)?.name ?? tokens[0];
  const printed = tokens[0] === tokens[0].toUpperCase() ? corrected.toUpperCase() : corrected;
  return titleCase([printed, ...tokens.slice(1)].join(' '));
}

/** True for a first name at least three catalog players share ("Mario", "Luc"), as written. */
export function isCommonFirstName(word: string): boolean {
  return (knownFirstNames().get(simplify(word))?.count ?? 0) >= 3;
}
