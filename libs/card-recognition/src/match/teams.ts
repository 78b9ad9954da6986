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

function teamScore(team: CatalogTeam, text: string): number {
  const full = findPhrase(text, team.name);
  if (full >= 0.85) return full;
  const nickname = findPhrase(text, team.nickname);
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
  const matches: TeamMatch[] = [];
  for (const team of loadCatalog().teams) {
    if ((sport && team.sport !== sport) || !activeIn(team, year)) continue;
    const score = teamScore(team, simplified);
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
