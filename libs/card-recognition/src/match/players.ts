import type { CatalogPlayer, Sport } from '../catalog';
import { loadCatalog } from '../catalog';
import type { NameCandidate } from '../parse';
import { simplify, titleCase } from '../parse/text';
import { similaritySimplified } from './fuzzy';

export interface PlayerMatch {
  player: CatalogPlayer;
  /** The name candidate it was matched from. */
  read: NameCandidate;
  nameScore: number;
  /** The card's year falls in (or just before) the player's career. */
  yearFits: boolean | null;
  /** The team read on the card is one the player played for around that year. */
  teamFits: boolean;
  score: number;
}

export interface PlayerQuery {
  year: number | null;
  sport: Sport | null;
  teams: string[];
}

/** A catalog name with its spaces taken out, whole and in its two parts. */
interface JoinedName {
  joined: string;
  first: string;
  last: string;
  /** The surname as this form prints it, with or without the suffix ("Griffey Jr."). */
  printedLast: string;
  player: CatalogPlayer;
}

interface PlayerIndex {
  bySurname: Map<string, CatalogPlayer[]>;
  surnames: string[];
  /** Full names with the space taken out ("ericlindros"), by their first letter. */
  joined: Map<string, JoinedName[]>;
  byFirstName: Map<string, CatalogPlayer[]>;
}

let index: PlayerIndex | null = null;

/** Simplified with its spaces taken out ("Eric Lindros" -> "ericlindros"). */
const compact = (name: string) => simplify(name).replace(/ /g, '');

/** Adds a value to the list a key holds, in place (thousands of players share a first name). */
function addTo<V>(lists: Map<string, V[]>, key: string, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

function playerIndex(): PlayerIndex {
  if (index) return index;
  const bySurname = new Map<string, CatalogPlayer[]>();
  const joined = new Map<string, JoinedName[]>();
  const byFirstName = new Map<string, CatalogPlayer[]>();
  for (const player of loadCatalog().players) {
    const key = simplify(player.last);
    if (!key) continue;
    addTo(bySurname, key, player);
    addTo(byFirstName, simplify(player.first), player);
    // "KENGRIFFEYJR" and "KENGRIFFEY" alike.
    for (const last of new Set([player.last, `${player.last} ${player.suffix}`])) {
      const whole = compact(`${player.first} ${last}`);
      addTo(joined, whole[0], {
        joined: whole,
        first: compact(player.first),
        last: compact(last),
        printedLast: last.trim(),
        player,
      });
    }
  }
  index = { bySurname, surnames: [...bySurname.keys()], joined, byFirstName };
  return index;
}

/**
 * The catalog players with exactly this surname (of the sport, when known), those whose career fits the year first,
 * then the longest careers: a front that prints the surname alone ("DOZIER.") offers them for a quick correction.
 */
export function playersWithSurname(
  surname: string,
  sport: Sport | null,
  year: number | null,
): CatalogPlayer[] {
  const careerLength = (player: CatalogPlayer) =>
    player.from === null ? 0 : (player.to ?? player.from) - player.from + 1;
  const fitsFirst = (player: CatalogPlayer) => (yearFits(player, year) === true ? 0 : 1);
  return (playerIndex().bySurname.get(simplify(surname)) ?? [])
    .filter((player) => !sport || player.sport === sport)
    .sort((a, b) => fitsFirst(a) - fitsFirst(b) || careerLength(b) - careerLength(a));
}

/** Surnames close to what was read (OCR drops, doubles and swaps letters). */
function nearSurnames(read: string): { surname: string; score: number }[] {
  const found: { surname: string; score: number }[] = [];
  const tolerance = Math.max(1, Math.floor(read.length * 0.25));
  for (const surname of playerIndex().surnames) {
    if (Math.abs(surname.length - read.length) > tolerance) continue;
    const score = similaritySimplified(surname, read);
    if (score >= 0.75) found.push({ surname, score });
  }
  return found;
}

/** Years before his debut a card may show a player (prospect cards). */
const PROSPECT_YEARS = 4;

/** Cards show a player from a few years before the debut (prospects) to a year after the last season. */
export function yearFits(player: CatalogPlayer, year: number | null): boolean | null {
  if (year === null || player.from === null || player.to === null) return null;
  return player.from - PROSPECT_YEARS <= year && year <= player.to + 1;
}

/**
 * A year long before the player's debut is not his card's (a birth year read in a bio), also for a player still
 * playing where the catalog ends, whose career `yearFits` leaves open.
 */
export function beforeDebut(player: CatalogPlayer, year: number | null): boolean {
  return year !== null && player.from !== null && year < player.from - PROSPECT_YEARS;
}

/** His career had ended before that year (a legend on a later card: a tribute, an archive set). */
export function retiredBefore(player: CatalogPlayer, year: number | null): boolean {
  return year !== null && player.to !== null && player.to < year;
}

/**
 * Teams the player was on in the card's year or the seasons either side (cards show last season's team too); every
 * team of his career when the year is unknown or he did not play around it (a tribute card years later).
 */
export function teamsAround(player: CatalogPlayer, year: number | null): string[] {
  const career = () => [...new Set([...player.teams.values()].flat())];
  if (year === null) return career();
  const around = [
    ...new Set([year, year - 1, year + 1].flatMap((season) => player.teams.get(season) ?? [])),
  ];
  // A card from years after the career (a tribute, an archive set) shows the teams he played for.
  return around.length > 0 ? around : career();
}

function firstNameScore(read: string, player: CatalogPlayer): number {
  const first = simplify(player.first);
  if (!read || !first) return 0.5;
  if (read.length <= 2) return first.startsWith(read[0]) ? 0.8 : 0.3;
  return Math.max(
    similaritySimplified(read, first),
    first.startsWith(read) || read.startsWith(first) ? 0.85 : 0,
  );
}

const SUFFIXES = ['jr', 'sr', 'ii', 'iii', 'iv'];

interface SplitName {
  first: string;
  last: string;
  /** The generational suffix read ("jr"), null when none. */
  suffix: string | null;
  /** The last word read was left out as OCR debris ("PAUL KARIYA OLAB"). */
  debrisAfter?: boolean;
}

/** Splits "KEN GRIFFEY JR" into a first name, a surname and the suffix read. */
function splitName(text: string): SplitName[] {
  const words = simplify(text).split(' ');
  const suffix = words.find((word) => SUFFIXES.includes(word)) ?? null;
  const tokens = words.filter((word) => !SUFFIXES.includes(word));
  if (tokens.length < 2) return [];
  const splits: SplitName[] = [
    { first: tokens.slice(0, -1).join(' '), last: tokens[tokens.length - 1], suffix },
  ];
  if (tokens.length >= 3)
    splits.push({ first: tokens[0], last: tokens.slice(1).join(' '), suffix });
  if (tokens.length === 3)
    splits.push({ first: tokens[0], last: tokens[1], suffix, debrisAfter: true });
  return splits;
}

/**
 * How the suffix read fits the player's. "JR." read names the son, never the father; with none read, the father
 * (whose cards print no "Sr.") comes first where the card's year or team does not tell them apart.
 */
function suffixFit(read: string | null, player: CatalogPlayer): number {
  const own = simplify(player.suffix) || null;
  if (read) return read === own ? 1 : 0.9;
  return own && own !== 'sr' ? 0.97 : 1;
}

/**
 * A surname its text box cut short ("VACLAV PROSPA"), beside the first name read whole: as sure as a surname read
 * with one letter wrong. At least 5 letters and three quarters of the surname, letter for letter.
 */
const CUT_SURNAME_SCORE = 0.95;

/** `whole` but its last letters: at least `minLetters` and three quarters of it read, letter for letter. */
function cutShortFrom(read: string, whole: string, minLetters: number): boolean {
  return (
    read.length >= minLetters &&
    read.length < whole.length &&
    read.length >= 0.75 * whole.length &&
    whole.startsWith(read)
  );
}

/** A name read with a word of debris after it is a little less sure than one read alone. */
const DEBRIS_AFTER_PENALTY = 0.9;

function scoreMatch(
  player: CatalogPlayer,
  read: NameCandidate,
  split: SplitName & { surname: string; surnameScore: number },
  query: PlayerQuery,
): PlayerMatch {
  const firstScore = firstNameScore(split.first, player);
  const surnameScore =
    firstScore >= 0.99 && cutShortFrom(split.last, split.surname, 5)
      ? Math.max(split.surnameScore, CUT_SURNAME_SCORE)
      : split.surnameScore;
  const nameScore =
    (0.65 * surnameScore + 0.35 * firstScore) * (split.debrisAfter ? DEBRIS_AFTER_PENALTY : 1);
  const fits = yearFits(player, query.year);
  const teams = teamsAround(player, query.year).map(simplify);
  const teamFits = query.teams.some((team) => teams.includes(simplify(team)));
  let score = nameScore * (0.6 + 0.4 * read.weight) * suffixFit(split.suffix, player);
  if (fits === false) score *= 0.6;
  if (fits === true) score += 0.05;
  if (teamFits) score += 0.1;
  if (query.sport && player.sport !== query.sport) score *= 0.7;
  return { player, read, nameScore, yearFits: fits, teamFits, score: Math.min(1, score) };
}

/** A first name read whole this long or longer may be one only a single catalog player bears ("KENNYS"). */
const RARE_FIRST_NAME_LETTERS = 5;
/**
 * How sure a surname read wrong but for its first letter is, beside a first name only one player of that initial
 * bears ("KENNYS VHR" for Kennys Vargas): enough to offer him first among the candidates, not to name him unless the
 * card's year or team confirms it.
 */
const INITIAL_ONLY_SURNAME_SCORE = 0.7;

/**
 * The one catalog player whose first name is the one read, whole and rare enough, and whose surname begins with the
 * letter the surname read begins with; null when none or several.
 */
function playerByRareFirstName(split: SplitName): CatalogPlayer | null {
  if (split.first.length < RARE_FIRST_NAME_LETTERS || split.first.includes(' ') || !split.last)
    return null;
  const bearers = (playerIndex().byFirstName.get(split.first) ?? []).filter((player) =>
    simplify(player.last).startsWith(split.last[0]),
  );
  return bearers.length === 1 ? bearers[0] : null;
}

/** Catalog players matching the name candidates, best first. */
export function matchPlayers(candidates: NameCandidate[], query: PlayerQuery): PlayerMatch[] {
  const { bySurname } = playerIndex();
  const matches: PlayerMatch[] = [];
  for (const read of candidates.slice(0, 8)) {
    for (const split of splitName(read.text)) {
      const matchedBefore = matches.length;
      for (const { surname, score } of nearSurnames(split.last)) {
        for (const player of bySurname.get(surname) ?? []) {
          const match = scoreMatch(player, read, { ...split, surname, surnameScore: score }, query);
          if (match.nameScore >= 0.7) matches.push(match);
        }
      }
      const rare = matches.length === matchedBefore ? playerByRareFirstName(split) : null;
      if (rare) {
        const surname = simplify(rare.last);
        matches.push(
          scoreMatch(
            rare,
            read,
            { ...split, surname, surnameScore: INITIAL_ONLY_SURNAME_SCORE },
            query,
          ),
        );
      }
    }
  }
  return matches.sort((a, b) => b.score - a.score);
}

/**
 * A full name read with its space lost ("ERICLINDROS", "PAVELBURE": PP-OCR drops spaces in capitals), as the
 * catalog spells it, when one catalog name (space taken out) matches it within a letter, or begins with it letter
 * for letter where the text box cut it short ("MARIOLEMIE"): null otherwise.
 */
export function splitJoinedName(token: string): string | null {
  const compacted = compact(token);
  const readings = [...new Set([compacted, withDoubleVsAsW(compacted)])];
  const names = new Set(readings.flatMap(joinedNamesFitting));
  return names.size === 1 ? [...names][0] : null;
}

/** A W in capitals is often read as two letters ("OSUUALDOAR" for OSWALDO AR...); Finnish names keep their uu. */
function withDoubleVsAsW(read: string): string {
  return read.replace(/uu|vv/g, 'w');
}

/** Catalog names the letters read run together may be (see `splitJoinedName`). */
function joinedNamesFitting(read: string): string[] {
  if (read.length < 7) return [];
  return (playerIndex().joined.get(read[0]) ?? []).flatMap((name) => {
    const { joined, player } = name;
    if (
      (Math.abs(joined.length - read.length) <= 1 && similaritySimplified(joined, read) >= 0.9) ||
      cutShortFrom(read, joined, 9)
    )
      return [player.name];
    const printedFirst = firstNameAsPrinted(read, name);
    return printedFirst ? [`${printedFirst} ${name.printedLast}`] : [];
  });
}

/**
 * The first name the card prints where the catalog holds it in full ("RAYBOURQUE" for Raymond Bourque): the
 * surname whole at the end, and before it the first letters (3 or more) of the catalog's first name.
 */
function firstNameAsPrinted(read: string, { first, last }: JoinedName): string | null {
  if (last.length < 4 || !read.endsWith(last)) return null;
  const head = read.slice(0, read.length - last.length);
  return head.length >= 3 && head.length < first.length && first.startsWith(head)
    ? titleCase(head.toUpperCase())
    : null;
}
