import type { Sport } from '../catalog';
import type { Evidence } from '../confidence';
import type {
  ChecklistMatch,
  HintPlayerMatch,
  PlayerMatch,
  RosterMatch,
  TeamMatch,
} from '../match';
import {
  beforeDebut,
  isTeamName,
  matchByRoster,
  matchPlayers,
  playersWithSurname,
  teamsAround,
  yearFits,
} from '../match';
import type { NameCandidate } from '../parse';
import { isStopWord, simplify, spellingKey, titleCase } from '../parse';
import type { FieldSource, PlayerCandidate } from '../types';
import type { Readings } from './readings';

/** The catalog's player for a checklist entry (for the team and sport), when the name and year fit. */
function checklistPlayer(hit: ChecklistMatch): PlayerMatch | null {
  const read: NameCandidate = { text: hit.entry.name, weight: 1, role: 'back' };
  const [best] = matchPlayers([read], { year: hit.entry.year, sport: null, teams: [] });
  return best && best.nameScore >= 0.95 && best.yearFits ? best : null;
}

/** A player found from a surname and the team's city: a catalog match, confirmed by the team only. */
function rosterPlayer(roster: RosterMatch, year: number | null): PlayerMatch {
  const read: NameCandidate = { text: roster.player.name, weight: 0.5, role: 'front' };
  return {
    player: roster.player,
    read,
    nameScore: roster.surnameScore * 0.9,
    yearFits: yearFits(roster.player, year),
    teamFits: false,
    score: 0.6,
  };
}

/** A name read this close to the catalog's (first name and surname) is the same spelling. */
const EXACT_NAME = 0.97;

function afterCareer(match: PlayerMatch, year: number | null): boolean {
  return year !== null && match.player.to !== null && year > match.player.to + 1;
}

/**
 * A catalog player is the card's only when the evidence is strong: a near-exact name, or a close one that the year
 * or the team confirms, of the card's sport when the text tells it.
 */
export function acceptPlayer(
  match: PlayerMatch,
  textSport: Sport | null,
  weakYear: boolean,
  year: number | null = null,
): boolean {
  if (match.read.mentioned || (textSport && match.player.sport !== textSport)) return false;
  if (match.nameScore >= 0.92 && (match.yearFits !== false || weakYear)) return true;
  // A retired star on a later card (tributes, archives, autographs): his full name read exactly still names him,
  // and the year outside his career counts as a conflict.
  if (match.nameScore >= EXACT_NAME && afterCareer(match, year)) return true;
  return (
    match.nameScore >= 0.8 && (match.teamFits || match.yearFits === true) && match.score >= 0.62
  );
}

/**
 * The catalog player's name as the card prints it: a card shows the first name the player went by, which the
 * catalog may hold in full ("RAY BOURQUE" is the Hockey Databank's Raymond Bourque), or spelt another way from
 * Russian ("ALEXEI MOROZOV" is its Aleksey Morozov): a first name read that begins the catalog's, or is the same
 * name spelt so, is kept. Buyers search the name as the card prints it.
 */
function printedName(match: PlayerMatch): string {
  const words = simplify(match.read.text).split(' ');
  const readFirst = words.length >= 2 ? words[0] : '';
  const first = simplify(match.player.first);
  const sameName = first.startsWith(readFirst) || spellingKey(readFirst) === spellingKey(first);
  if (readFirst.length >= 3 && readFirst !== first && sameName) {
    return `${titleCase(readFirst.toUpperCase())} ${match.player.last}`;
  }
  return match.player.name;
}

/** Sports the catalogs hold players of: a name of another sport cannot be checked against a list. */
const CATALOG_SPORTS: ReadonlySet<Sport> = new Set(['baseball', 'basketball', 'hockey']);
/** Sports whose catalogs hold each player's teams season by season. */
const ROSTER_SPORTS: ReadonlySet<Sport> = new Set(['baseball', 'hockey']);
/** Candidates offered with a card (for a correction in one click). */
const MAX_CANDIDATES = 5;

export interface PlayerContext {
  hint: HintPlayerMatch | null;
  checklist: ChecklistMatch | null;
  year: number | null;
  yearEvidence: Evidence['year'];
  teams: TeamMatch[];
  /** The sport the text tells, before any player is chosen. */
  textSport: Sport | null;
}

export interface PlayerDecision {
  player: string | null;
  evidence: Evidence['player'];
  /** Similarity of what was read to the chosen name, 0..1. */
  score: number;
  source: FieldSource | null;
  /** The catalog player chosen (for the sport and team), if any. */
  catalogPlayer: PlayerMatch | null;
  roster: RosterMatch | null;
  /** Best candidates, the chosen one first: what a correction screen offers. */
  candidates: PlayerCandidate[];
  /** The year was only a write-up's mention and the player chosen rules it out: the year is dropped. */
  dropYear: boolean;
  /** The player's career does not cover the card's year. */
  conflict: boolean;
}

function candidateOf(match: PlayerMatch, year: number | null): PlayerCandidate {
  return {
    name: match.player.name,
    sport: match.player.sport,
    from: match.player.from,
    to: match.player.to,
    teams: teamsAround(match.player, year),
    score: Math.round(match.score * 100) / 100,
    source: 'catalog',
  };
}

/** A line that is one word in capitals of at least four letters, a stop after it at most ("DOZIER."), no card word. */
const SURNAME_ALONE = /^([A-Z][A-Z'-]{3,})\.?$/;
/** Candidates from a surname alone count for less than any name read whole. */
const SURNAME_ALONE_SCORE = 0.5;

/**
 * The catalog players of the card's sport whose surname a line prints alone ("DOZIER." on a Topps mini, "MAUER."),
 * not yet offered, the year's first: for the dealer to pick from, never taken as the player.
 */
function surnameCandidates(
  readings: Readings,
  sport: Sport | null,
  year: number | null,
  offered: PlayerCandidate[],
): PlayerCandidate[] {
  const names = new Set(offered.map((candidate) => simplify(candidate.name)));
  const found: PlayerCandidate[] = [];
  for (const line of readings.lines) {
    const surname = SURNAME_ALONE.exec(line.trim())?.[1];
    if (!surname || isStopWord(surname) || isTeamName(surname)) continue;
    for (const player of playersWithSurname(surname, sport, year)) {
      if (offered.length + found.length >= MAX_CANDIDATES) return found;
      if (names.has(simplify(player.name))) continue;
      names.add(simplify(player.name));
      found.push({
        name: player.name,
        sport: player.sport,
        from: player.from,
        to: player.to,
        teams: teamsAround(player, year),
        score: SURNAME_ALONE_SCORE,
        source: 'catalog',
      });
    }
  }
  return found;
}

/** Distinct catalog candidates, best first. */
function catalogCandidates(
  matches: PlayerMatch[],
  chosen: PlayerMatch | null,
  year: number | null,
): PlayerCandidate[] {
  const seen = new Set<string>();
  const out: PlayerCandidate[] = [];
  for (const match of chosen ? [chosen, ...matches] : matches) {
    const key = `${match.player.sport}:${simplify(match.player.name)}:${match.player.from}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(candidateOf(match, year));
    if (out.length >= MAX_CANDIDATES) break;
  }
  return out;
}

/**
 * The player: the dealer's own name first, then the checklist's, then a catalog player the name read matches
 * (or a surname beside the team read: "LEMIEUX ... PENGUINS"). A name that matches no catalog player of the card's
 * sport is never the player: it is left empty, and the best catalog candidates (and, failing them, the name as read)
 * are offered instead. OCR debris ("Dock LLC") matches no one, so it is never shown as a player.
 */
export function resolvePlayer(readings: Readings, context: PlayerContext): PlayerDecision {
  const { hint, checklist, year, yearEvidence, teams, textSport } = context;
  // A year only mentioned in the write-up ("in the year 1887") may confirm a player, but is too weak to rule one out.
  const weakYear = yearEvidence === 'text';
  const players =
    hint || checklist
      ? []
      : matchPlayers(readings.names, {
          year,
          sport: textSport,
          teams: teams.map((t) => t.team.name),
        });
  // Rosters by season exist for baseball (Lahman) and hockey (Hockey Databank); a roster player of another
  // sport than the card's is no match.
  const rosterFound =
    hint || checklist || (textSport && !ROSTER_SPORTS.has(textSport))
      ? null
      : (matchByRoster(readings.lines, year) ??
        (weakYear ? matchByRoster(readings.lines, null) : null));
  const roster =
    rosterFound && (!textSport || rosterFound.player.sport === textSport) ? rosterFound : null;
  const catalogPlayer =
    players.find((match) => acceptPlayer(match, textSport, weakYear, year)) ??
    (checklist ? checklistPlayer(checklist) : null) ??
    (roster ? rosterPlayer(roster, year) : null);
  const base = { catalogPlayer, roster, dropYear: false, conflict: false };
  const candidates = catalogCandidates(players, catalogPlayer, year);

  if (hint) {
    const candidate: PlayerCandidate = {
      name: hint.name,
      sport: (hint.sport as Sport | null) ?? null,
      from: null,
      to: null,
      teams: hint.team ? [hint.team] : [],
      score: hint.score,
      source: 'dealer',
    };
    return {
      ...base,
      player: hint.name,
      evidence: 'dealer',
      score: hint.score,
      source: 'dealer',
      candidates: [candidate],
    };
  }
  if (checklist) {
    return {
      ...base,
      player: checklist.entry.name,
      evidence: 'checklist',
      score: checklist.nameScore,
      source: 'checklist',
      candidates: catalogPlayer
        ? [{ ...candidateOf(catalogPlayer, year), source: 'checklist' }]
        : [
            {
              name: checklist.entry.name,
              sport: (checklist.entry.sport as Sport) ?? null,
              from: null,
              to: null,
              teams: [],
              score: checklist.nameScore,
              source: 'checklist',
            },
          ],
    };
  }
  if (catalogPlayer) {
    const name = printedName(catalogPlayer);
    const evidence: Evidence['player'] = catalogPlayer.teamFits
      ? 'catalog-team'
      : catalogPlayer.yearFits
        ? 'catalog-year'
        : 'catalog';
    const outOfCareer = catalogPlayer.yearFits === false || beforeDebut(catalogPlayer.player, year);
    return {
      ...base,
      player: name,
      evidence,
      score: catalogPlayer.nameScore,
      source: 'catalog',
      candidates,
      dropYear: outOfCareer && weakYear,
      conflict: outOfCareer && !weakYear,
    };
  }
  // No catalog player: the player stays empty. Where the sport has no catalog, or no one came close, the name as
  // read is offered, marked as not found in any catalog; a surname printed alone offers the players who bear it.
  const [best] = readings.names;
  const uncheckable = !textSport || !CATALOG_SPORTS.has(textSport) || candidates.length === 0;
  if (best && uncheckable && candidates.length < MAX_CANDIDATES) {
    candidates.push({
      name: titleCase(best.text),
      sport: textSport,
      from: null,
      to: null,
      teams: [],
      score: Math.round(Math.min(1, best.weight) * 50) / 100,
      source: 'ocr',
    });
  }
  candidates.push(...surnameCandidates(readings, textSport, year, candidates));
  return { ...base, player: null, evidence: 'none', score: 0, source: null, candidates };
}
