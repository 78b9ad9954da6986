import { simplify } from '../parse';

/** The query's words, simplified ("o'neill" -> "o neill"). */
export function queryWords(query: string): string[] {
  return simplify(query).split(' ').filter(Boolean);
}

/**
 * How well a name's words answer a type-ahead query: every query word must begin one of the name's words (in any
 * order: "griffey ken" finds Ken Griffey); 0 when one does not. A query that begins the name, or whose last word is
 * the whole surname ("may": Trevor May beside Maywood Brown), scores highest, then one whose last word begins the
 * name's last word (a surname typed), then any.
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
  if (nameWords[0].startsWith(query[0]) || wholeSurname) return 3;
  if (used.has(nameWords.length - 1)) return 2;
  return 1;
}
