import type {
  BrandSuggestion,
  NamedCandidate,
  PlayerCandidate,
  PlayerSuggestion,
  SetSuggestion,
} from '@pennant/contracts';

/** One choice of a type-ahead: the name it fills in and a line that tells it apart. */
export interface Suggestion {
  value: string;
  detail: string | null;
  /** One of the engine's own candidates for this card (listed first). */
  fromCard: boolean;
  /** A player the dealer chose for another card lately (listed first once the dealer types). */
  chosenLately?: boolean;
  /** A name only read on the card, which matches no catalog player (OCR debris as often as not). */
  onlyRead?: boolean;
}

/** Case and accents aside: "Jágr" and "jagr" are one name. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Every word typed starts a word of the name ("w gretz" fits "Wayne Gretzky"); nothing typed fits all. */
export function fitsTyped(name: string, typed: string): boolean {
  const words = foldName(name).split(/[\s.'-]+/);
  return foldName(typed)
    .split(/\s+/)
    .filter(Boolean)
    .every((part) => words.some((word) => word.startsWith(part)) || foldName(name).includes(part));
}

/**
 * The type-ahead's list: what the dealer chose lately that fits what is typed, then the engine's candidates for this
 * card that fit, then the catalog's suggestions; a name offered twice is listed once, where it comes first. A dealer
 * who types has not taken the card's candidates (they show, first, before anything is typed), and a stack from one
 * team names the same players again: the second Kennys Vargas comes before five other Vargases the card only
 * printed the surname of. A name only read on the card ("LEMIEUX SNiPER") comes after the catalog's players once the
 * dealer types: what is typed fits real players better than debris, and the reading stays in the list, last, for a
 * player the catalogs lack.
 */
export function candidatesFirst(
  candidates: Suggestion[],
  catalog: Suggestion[],
  typed: string,
  { limit = 12, lately = [] }: { limit?: number; lately?: Suggestion[] } = {},
): Suggestion[] {
  const fitting = candidates.filter((candidate) => fitsTyped(candidate.value, typed));
  const readLast = typed.trim() !== '';
  const onlyRead = readLast ? fitting.filter((candidate) => candidate.onlyRead) : [];
  const first = readLast ? fitting.filter((candidate) => !candidate.onlyRead) : fitting;
  const players = uniqueByName([...lately, ...first, ...catalog]);
  const reads = uniqueByName(onlyRead).filter(
    (read) => !players.some((player) => foldName(player.value) === foldName(read.value)),
  );
  return [...players.slice(0, Math.max(0, limit - reads.length)), ...reads].slice(0, limit);
}

/** Each name once, where it first comes; an empty name not at all. */
function uniqueByName(suggestions: Suggestion[]): Suggestion[] {
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => {
    const key = foldName(suggestion.value);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function careerYears(from: number | null, to: number | null): string | null {
  if (from === null && to === null) return null;
  if (from === to || to === null) return String(from ?? to);
  return from === null ? `to ${to}` : `${from}–${to}`;
}

function joined(parts: (string | null | undefined)[]): string | null {
  const kept = parts.filter((part): part is string => Boolean(part));
  return kept.length ? kept.join(' · ') : null;
}

/** "1979–1999 · Edmonton Oilers, Los Angeles Kings": the career and teams tell players apart. */
export function playerDetail(player: {
  from: number | null;
  to: number | null;
  teams: string[];
}): string | null {
  return joined([careerYears(player.from, player.to), player.teams.join(', ') || null]);
}

export function playerCandidateSuggestion(candidate: PlayerCandidate): Suggestion {
  if (candidate.source === 'ocr')
    return {
      value: candidate.name,
      detail: 'as read on the card (not in the catalogs)',
      fromCard: true,
      onlyRead: true,
    };
  return { value: candidate.name, detail: playerDetail(candidate), fromCard: true };
}

/** The engine's candidates of the card's sport (or of none known): a baseball name is no choice on a hockey card. */
export function candidatesOfSport(
  candidates: PlayerCandidate[],
  sport: string | undefined,
): PlayerCandidate[] {
  if (!sport) return candidates;
  return candidates.filter((candidate) => !candidate.sport || candidate.sport === sport);
}

export function playerSuggestion(player: PlayerSuggestion): Suggestion {
  return { value: player.name, detail: playerDetail(player), fromCard: false };
}

export function namedCandidateSuggestion(candidate: NamedCandidate): Suggestion {
  return { value: candidate.name, detail: null, fromCard: true };
}

export function brandSuggestion(brand: BrandSuggestion): Suggestion {
  return { value: brand.name, detail: `since ${brand.since}`, fromCard: false };
}

export function setSuggestion(set: SetSuggestion): Suggestion {
  return {
    value: set.name,
    detail: joined([careerYears(set.from, set.to), set.sports.join(', ') || null]),
    fromCard: false,
  };
}

/** The catalog's players with those who played for the team read on the card first, else in the catalog's order. */
export function teamFirst<T extends { teams: string[] }>(players: T[], team: string | null): T[] {
  const wanted = team ? foldName(team) : '';
  if (!wanted) return players;
  const played = (player: T) => player.teams.some((name) => foldName(name) === wanted);
  return [...players.filter(played), ...players.filter((player) => !played(player))];
}
