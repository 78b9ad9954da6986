import type { CatalogTeam, Sport } from '../catalog';
import { loadCatalog } from '../catalog';
import { simplify } from '../parse/text';
import { findPhrase, similaritySimplified } from './fuzzy';

export interface TeamMatch {
  team: CatalogTeam;
  /** 0..1: full name read > nickname alone. */
  score: number;
}

function activeIn(team: CatalogTeam, year: number | null): boolean {
  if (year === null) return true;
  return team.from - 1 <= year && year <= (team.to ?? 9999) + 1;
}

/** "All-Stars" names a game or a team of stars, never a team called the Stars: simplified text without it. */
export function withoutAllStars(simplified: string): string {
  return simplified.replace(/\ball stars?\b/g, ' ');
}

/** How surely the text names the team: its full name, else its nickname alone (`nicknameText`: no "All-Stars"). */
function teamScore(team: CatalogTeam, text: string, nicknameText: string): number {
  const full = findPhrase(text, team.name);
  if (full >= 0.85) return full;
  const nickname = findPhrase(nicknameText, team.nickname);
  // A bare nickname is weak evidence: "Kings", "Jets" and "Rangers" name teams in several sports.
  return nickname >= 0.9 ? 0.55 * nickname : 0;
}

/** Teams named in the text that existed in the card's year, best first. */
export function findTeams(
  text: string,
  year: number | null,
  sport: Sport | null = null,
): TeamMatch[] {
  const simplified = simplify(text);
  const nicknameText = withoutAllStars(simplified);
  const matches: TeamMatch[] = [];
  for (const team of loadCatalog().teams) {
    if ((sport && team.sport !== sport) || !activeIn(team, year)) continue;
    const score = teamScore(team, simplified, nicknameText);
    if (score > 0) matches.push({ team, score });
  }
  return matches.sort((a, b) => b.score - a.score);
}

let teamNames: string[] | null = null;

/** True when a short line is a team's name ("PITTSBURGH PENGUINS", "Maple Leafs"), whatever the year. */
export function isTeamName(line: string): boolean {
  teamNames ??= [
    ...new Set(
      loadCatalog().teams.flatMap((team) => [simplify(team.name), simplify(team.nickname)]),
    ),
  ].filter((name) => name.includes(' '));
  const text = simplify(line);
  // OCR often cuts a team's name short ("TORONTO MAPLE LE"): compare with the same length of the name.
  return teamNames.some(
    (name) =>
      (Math.abs(name.length - text.length) <= 3 && similaritySimplified(name, text) >= 0.8) ||
      (text.length >= 10 &&
        text.length < name.length &&
        similaritySimplified(name.slice(0, text.length), text) >= 0.85),
  );
}

/** City abbreviations printed beside names in award lists and stats ("N.Y. Rangers", "L.A. Kings"). */
const CITY_SHORT_FORMS = ['ny', 'la', 'nj', 'st louis', 'tb', 'sj'];

let teamPhrases: Set<string> | null = null;

/** A team's city, simplified: its name without the nickname ("Pittsburgh Penguins" -> "pittsburgh"). */
export function cityOf(team: Pick<CatalogTeam, 'name' | 'nickname'>): string {
  return simplify(team.name.slice(0, team.name.length - team.nickname.length));
}

/** Every city, nickname and full name of a team, simplified ("los angeles", "maple leafs", "edmonton oilers"). */
function allTeamPhrases(): Set<string> {
  teamPhrases ??= new Set([
    ...CITY_SHORT_FORMS,
    ...loadCatalog().teams.flatMap((team) =>
      [simplify(team.name), simplify(team.nickname), cityOf(team)].filter(Boolean),
    ),
  ]);
  return teamPhrases;
}

/** Simplified, with spelled-out initials joined ("N.Y." -> "ny"). */
function phraseKey(text: string): string {
  return simplify(text).replace(/\b([a-z]) (?=[a-z]\b)/g, '$1');
}

/** Longest run of 1 to 3 words at one end of `words` that is a team phrase, or 0. */
function teamWordsAtEnd(words: string[], atStart: boolean, keep: number): number {
  const phrases = allTeamPhrases();
  for (let size = Math.min(3, words.length - keep); size >= 1; size--) {
    const part = atStart ? words.slice(0, size) : words.slice(words.length - size);
    if (phrases.has(phraseKey(part.join(' ')))) return size;
  }
  return 0;
}

/**
 * A name line that also names the team ("Wayne Gretzky Edmonton", "PENGUINS MARIO LEMIEUX", "Anders Hedberg
 * N.Y. Rangers") without its team words; two words always stay, so "Daryl Boston" keeps his surname. A line of
 * team words only ("PENGUINS PENGUINS") is no name: ''.
 */
export function withoutTeamWords(name: string): string {
  let words = name.split(' ');
  for (let changed = true; changed;) {
    const head = teamWordsAtEnd(words, true, 2);
    const tail = teamWordsAtEnd(words.slice(head), false, 2);
    changed = head + tail > 0;
    words = words.slice(head, words.length - tail);
  }
  const onlyTeamWords = words.every((word) => allTeamPhrases().has(phraseKey(word)));
  return onlyTeamWords ? '' : words.join(' ');
}
