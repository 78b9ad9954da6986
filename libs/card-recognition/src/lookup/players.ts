import type { CatalogPlayer, Sport } from '../catalog';
import { loadCatalog } from '../catalog';
import { retiredBefore, similaritySimplified, teamsAround, yearFits } from '../match';
import { simplify } from '../parse';
import { prefixScore, queryWords, wordBegins } from './words';

export interface PlayerSuggestion {
  name: string;
  sport: Sport;
  /** First and last season played (null where the catalog has no career years, e.g. basketball). */
  from: number | null;
  to: number | null;
  /** Teams in the given year (and the seasons either side), else every team of the career. */
  teams: string[];
}

export interface PlayerSearch {
  sport?: Sport | null;
  /** The card's year, when known: players whose careers could have been carded then come first. */
  year?: number | null;
  /** The team read on the card: its players (of the sport and year) come first of all. */
  team?: string | null;
  /** At most this many suggestions (default 10). */
  limit?: number;
}

interface Entry {
  player: CatalogPlayer;
  words: string[];
  surname: string;
}

interface PlayerIndex {
  entries: Entry[];
  /** Entries by the first letter, and by the first two letters, of each of their words. */
  byPrefix: Map<string, Entry[]>;
}

let index: PlayerIndex | null = null;

function playerIndex(): PlayerIndex {
  if (index) return index;
  const entries = loadCatalog().players.map((player) => ({
    player,
    words: simplify(player.name).split(' '),
    surname: simplify(player.last).replace(/ /g, ''),
  }));
  // Buckets in suggestion order (the better-known player first, then the name), so a search can stop early.
  const known = prominence(entries.map((entry) => entry.player));
  entries.sort(
    (a, b) =>
      (known.get(b.player) ?? 0) - (known.get(a.player) ?? 0) ||
      a.player.name.localeCompare(b.player.name),
  );
  const byPrefix = new Map<string, Entry[]>();
  for (const entry of entries) {
    const keys = new Set(entry.words.flatMap((word) => [word.slice(0, 1), word.slice(0, 2)]));
    for (const key of keys) {
      const list = byPrefix.get(key);
      if (list) list.push(entry);
      else byPrefix.set(key, [entry]);
    }
  }
  index = { entries, byPrefix };
  return index;
}

const careerYears = (player: CatalogPlayer) =>
  player.from === null ? 0 : (player.to ?? new Date().getFullYear()) - player.from;

/** A sport's checklists tell how well known its players are only when they cover this many seasons. */
const CHECKLISTED_SEASONS = 10;

/**
 * Checklisted cards of each player, by sport and name, for the sports the checklists cover season after season
 * (baseball since 1978): one season of a sport's cards (hockey's 1979-80 Topps) would rank its players of that
 * season above everyone else.
 */
function checklistedCards(): Map<string, number> {
  const { checklist } = loadCatalog();
  const seasons = new Map<string, Set<number>>();
  for (const entry of checklist) {
    const years = seasons.get(entry.sport) ?? new Set<number>();
    years.add(entry.year);
    seasons.set(entry.sport, years);
  }
  const cards = new Map<string, number>();
  for (const entry of checklist) {
    if ((seasons.get(entry.sport)?.size ?? 0) < CHECKLISTED_SEASONS) continue;
    const key = `${entry.sport}:${simplify(entry.name)}`;
    cards.set(key, (cards.get(key) ?? 0) + 1);
  }
  return cards;
}

/**
 * How well known each player is, as a share of his sport's players he outranks (0 to 1): first by how many
 * checklisted cards name him (in bands that double: 1, 2-3, 4-7, ...), then by his career's points (hockey; a
 * goalie's wins count two), then by the length of his career. The checklists are baseball's since 1978, where they
 * tell a star from a cup of coffee that a career's length does not ("hughes" puts Phil Hughes, 4 cards, before the
 * Hugheses with longer careers and none); hockey's points put Mario Lemieux before Claude, whose career was longer.
 * A share, not a count, so that no sport's players all rank after another's.
 */
function prominence(players: CatalogPlayer[]): Map<CatalogPlayer, number> {
  const cards = checklistedCards();
  const band = (player: CatalogPlayer) =>
    Math.floor(Math.log2(1 + (cards.get(`${player.sport}:${simplify(player.name)}`) ?? 0)));
  const shares = new Map<CatalogPlayer, number>();
  const bySport = new Map<string, CatalogPlayer[]>();
  for (const player of players) {
    const ofSport = bySport.get(player.sport);
    if (ofSport) ofSport.push(player);
    else bySport.set(player.sport, [player]);
  }
  for (const ofSport of bySport.values()) {
    const ranked = ofSport
      .map((player) => ({
        player,
        band: band(player),
        renown: player.renown ?? 0,
        career: careerYears(player),
      }))
      .sort((a, b) => a.band - b.band || a.renown - b.renown || a.career - b.career);
    ranked.forEach(({ player }, i) => shares.set(player, (i + 1) / ranked.length));
  }
  return shares;
}

/**
 * Entries whose words begin as the query's do, best first: in the groups `prefixScore` makes (a whole surname or
 * the name's start, then a surname or first name begun, then the rest), each in the bucket's order (the better-known
 * player first). Stops once `limit` of the best group are found.
 */
function prefixMatches(
  words: string[],
  eligible: (entry: Entry) => boolean,
  limit: number,
): Entry[] {
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const bucket = playerIndex().byPrefix.get(longest.slice(0, 2)) ?? [];
  const groups: Entry[][] = [[], [], []];
  for (const entry of bucket) {
    if (!entry.words.some((word) => wordBegins(word, longest))) continue;
    const score = prefixScore(entry.words, words);
    if (score === 0 || !eligible(entry)) continue;
    groups[3 - score].push(entry);
    if (groups[0].length >= limit) break;
  }
  return groups.flat().slice(0, limit);
}

const careerTeams = new WeakMap<CatalogPlayer, Set<string>>();

/** The player played for the team (simplified name) in any season; his teams are simplified once, on first ask. */
function playedFor(player: CatalogPlayer, team: string): boolean {
  let teams = careerTeams.get(player);
  if (!teams) {
    teams = new Set([...player.teams.values()].flat().map(simplify));
    careerTeams.set(player, teams);
  }
  return teams.has(team);
}

/** The year is before his first season (a prospect card, or a year misread). */
function prospectIn(entry: Entry, year: number | null): boolean {
  return year !== null && entry.player.from !== null && year < entry.player.from - 1;
}

/** Type-ahead starts from this many letters: one letter fits a tenth of all players. */
const MIN_QUERY_LETTERS = 2;

function suggestion(player: CatalogPlayer, year: number | null): PlayerSuggestion {
  return {
    name: player.name,
    sport: player.sport,
    from: player.from,
    to: player.to,
    teams: teamsAround(player, year),
  };
}

/**
 * Players whose names begin with what was typed ("wayne gre", "gretzky", "griffey ken"): of the team, sport and year
 * when given, then of the sport and year, then those retired by that year (legends on later cards), then those of
 * other sports and years; when nothing begins so, surnames within a letter or two ("yxerman" finds Yzerman). Best
 * first: how the name begins as typed, a career that covers the year before a prospect of it, the better-known
 * player (`prominence`), the name.
 */
export function searchPlayers(query: string, search: PlayerSearch = {}): PlayerSuggestion[] {
  const words = queryWords(query);
  const limit = search.limit ?? 10;
  if (words.join('').length < MIN_QUERY_LETTERS) return [];
  const year = search.year ?? null;
  const ofSport = (entry: Entry) => !search.sport || entry.player.sport === search.sport;
  const eligible = (entry: Entry) => ofSport(entry) && yearFits(entry.player, year) !== false;
  // A team lot's common surnames ("May", "Graham"): the team's own players before the rest of the sport.
  const team = search.team ? simplify(search.team) : '';
  const ofTeam = (entry: Entry) => eligible(entry) && playedFor(entry.player, team);
  const teamPlayers = team ? prefixMatches(words, ofTeam, limit) : [];
  // Players carded that year as big leaguers come before prospects of it (a 2015 card's "may" is Trevor May, who
  // pitched then, before Dustin May, drafted the year after and better known since).
  const rest = (entry: Entry) => eligible(entry) && !teamPlayers.includes(entry);
  const playing = prefixMatches(words, (entry) => rest(entry) && !prospectIn(entry, year), limit);
  const prospects =
    teamPlayers.length + playing.length < limit
      ? prefixMatches(words, (entry) => rest(entry) && prospectIn(entry, year), limit)
      : [];
  const found = [...teamPlayers, ...playing, ...prospects].slice(0, limit);
  // Legends are carded long after they retire (tributes, archive sets): after the players of that year come
  // those whose careers had ended by then. A player who had not yet started is never offered.
  const retired = (entry: Entry) => ofSport(entry) && retiredBefore(entry.player, year);
  const legends =
    found.length < limit && year !== null
      ? prefixMatches(words, retired, limit - found.length)
      : [];
  // The sport or year the card was read with may be wrong: players of other sports and years whose names begin as
  // typed come last, rather than never (a 2015 rookie typed in full on a card read as 1992, or as hockey).
  const room = limit - found.length - legends.length;
  const others =
    room > 0 && (search.sport || year !== null)
      ? prefixMatches(words, (entry) => !eligible(entry) && !retired(entry), room)
      : [];
  const suggested = [...found, ...legends, ...others];
  if (suggested.length) return suggested.map((entry) => suggestion(entry.player, year));
  // A misspelt surname still begins or ends as typed, most often: only those are measured.
  const typed = words[words.length - 1];
  const [first, end] = [typed[0], typed.slice(-2)];
  return playerIndex()
    .entries.filter(
      (entry) =>
        Math.abs(entry.surname.length - typed.length) <= 2 &&
        (entry.surname[0] === first || entry.surname.endsWith(end)) &&
        eligible(entry),
    )
    .map((entry) => ({ entry, score: similaritySimplified(entry.surname, typed) }))
    .filter((hit) => hit.score >= 0.75)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((hit) => suggestion(hit.entry.player, year));
}
