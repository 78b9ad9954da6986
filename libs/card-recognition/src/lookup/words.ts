import { simplify } from '../parse';

/** The query's words, simplified ("o'neill" -> "o neill"). */
export function queryWords(query: string): string[] {
  return simplify(query).split(' ').filter(Boolean);
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
    const at = nameWords.findIndex((name, i) => !used.has(i) && name.startsWith(word));
    if (at < 0) return 0;
    used.add(at);
  }
  const wholeSurname = nameWords[nameWords.length - 1] === query[query.length - 1];
  const wholeFirstName = query.length === 1 && nameWords[0] === query[0];
  const beginsName = nameWords[0].startsWith(query[0]);
  if (wholeSurname || wholeFirstName || (beginsName && query.length > 1)) return 3;
  if (beginsName || used.has(nameWords.length - 1)) return 2;
  return 1;
}
