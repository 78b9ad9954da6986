import type { Sport } from '../catalog';
import type { HintPlayerMatch, PlayerMatch, RosterMatch, TeamMatch } from '../match';
import { teamsAround } from '../match';
import { simplify } from '../parse';
import type { FieldSource } from '../types';

export interface TeamDecision {
  team: string | null;
  source: FieldSource | null;
}

/** One team under the names the catalogs give it ("Mighty Ducks of Anaheim", "Anaheim Mighty Ducks"). */
function sameTeam(a: string, b: string): boolean {
  const words = (name: string) =>
    simplify(name)
      .split(' ')
      .filter((word) => word !== 'of' && word !== 'the')
      .sort()
      .join(' ');
  return words(a) === words(b);
}

/**
 * A team read on the card that the player never played for names someone else's (a list of league leaders, a
 * write-up's rival), unless the card is from after the seasons the catalog holds for him.
 */
function neverPlayedFor(player: PlayerMatch, team: TeamMatch, year: number | null): boolean {
  const seasons = [...player.player.teams.keys()];
  if (!seasons.length || (year !== null && year > Math.max(...seasons) + 1)) return false;
  const career = teamsAround(player.player, null);
  return !career.some((name) => sameTeam(name, team.team.name));
}

/**
 * The team: the dealer's, else one read on the card that the player played for that season, else a team read in
 * full that he played for at some time (or of an unknown player), else the roster's, else the player's only team
 * that season.
 */
export function resolveTeam(
  hint: HintPlayerMatch | null,
  player: PlayerMatch | null,
  roster: RosterMatch | null,
  teams: TeamMatch[],
  sport: Sport | null,
  year: number | null,
): TeamDecision {
  if (hint?.team) return { team: hint.team, source: 'dealer' };
  const playerTeams = player ? teamsAround(player.player, year) : [];
  const ofSport = teams.filter((t) => !sport || t.team.sport === sport);
  const agreeing = ofSport.find((t) => playerTeams.some((name) => sameTeam(name, t.team.name)));
  if (agreeing) return { team: agreeing.team.name, source: 'catalog' };
  const readTeam = ofSport[0];
  if (readTeam && readTeam.score >= 0.5 && !(player && neverPlayedFor(player, readTeam, year)))
    return { team: readTeam.team.name, source: 'ocr' };
  if (roster && player?.player === roster.player) return { team: roster.team, source: 'catalog' };
  if (playerTeams.length === 1) return { team: playerTeams[0], source: 'inferred' };
  return { team: null, source: null };
}
