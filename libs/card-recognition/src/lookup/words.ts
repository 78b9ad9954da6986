import { lettersKey, mayBeSpeltOtherwise, simplify, spellingKey } from '../parse';

/** The query's words, simplified ("o'neill" -> "o neill"). */
export function queryWords(query: string): string[] {
  return simplify(query).split(' ').filter(Boolean);
}

/**
 * A name's word begins as typed, or as typed spelt another way from Russian: "alexe" begins the catalog's "aleksey",
 * and "alexei" is it whole. Three letters at least, so that "ks" and "x" do not widen a first keystroke.
 */
export function wordBegins(nameWord: string, typed: string): boolean {
  if (nameWord.startsWith(typed)) return true;
  // Spellings differ after the first letter: a word that begins otherwise is no spelling of it (and costs nothing).
  if (typed.length < 3 || nameWord[0] !== typed[0] || !mayBeSpeltOtherwise(typed)) return false;
  const keys = keysOf(nameWord);
  return keys.letters.startsWith(lettersKey(typed)) || keys.spelling === spellingKey(typed);
}

/** The same word, or the same name spelt another way from Russian ("alexei", "aleksey"). */
function sameWord(nameWord: string, typed: string): boolean {
  if (nameWord === typed) return true;
  return mayBeSpeltOtherwise(typed) && keysOf(nameWord).spelling === spellingKey(typed);
}

const spellingKeys = new Map<string, { letters: string; spelling: string }>();

/**
 * A catalog word's spelling keys, worked out once: the catalogs' words come round again on every keystroke, and
 * there are only so many of them (what dealers type is not kept).
 */
function keysOf(nameWord: string): { letters: string; spelling: string } {
  let keys = spellingKeys.get(nameWord);
  if (!keys) {
    keys = { letters: lettersKey(nameWord), spelling: spellingKey(nameWord) };
    spellingKeys.set(nameWord, keys);
  }
  return keys;
}

/**
 * How well a name's words answer a type-ahead query: every query word must begin one of the name's words (in any
 * order: "griffey ken" finds Ken Griffey); 0 when one does not. A query whose last word is the whole surname ("may":
 * Trevor May beside Maywood Brown) or a whole first name ("mario"), or of several words that begins the name
 * ("wayne gre"), scores highest; then one
 * whose last word begins the surname, or a single word that begins the first name (dealers type surnames: "le" is
 * as likely Lemieux as Len, and the better-known player decides); then any.
 */
export function prefixScore(nameWords: string[], query: string[]): number {
  if (!query.length) return 0;
  const used = new Set<number>();
  for (const word of query) {
    const at = nameWords.findIndex((name, i) => !used.has(i) && wordBegins(name, word));
    if (at < 0) return 0;
    used.add(at);
  }
  const wholeSurname = sameWord(nameWords[nameWords.length - 1], query[query.length - 1]);
  const wholeFirstName = query.length === 1 && sameWord(nameWords[0], query[0]);
  const beginsName = wordBegins(nameWords[0], query[0]);
  if (wholeSurname || wholeFirstName || (beginsName && query.length > 1)) return 3;
  if (beginsName || used.has(nameWords.length - 1)) return 2;
  return 1;
}
