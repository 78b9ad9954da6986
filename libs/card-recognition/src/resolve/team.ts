import type { Sport } from '../catalog';
import type { HintPlayerMatch, PlayerMatch, RosterMatch, TeamMatch } from '../match';
import { teamsAround } from '../match';
import { simplify } from '../parse';
import type { FieldSource } from '../types';

export interface TeamDecision {
  team: string | null;
  source: FieldSource | null;
}

/**
 * The team: the dealer's, else one read on the card that the player played for, else a team read in full, else
 * the roster's, else the player's only team that season.
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
  const readTeam = teams.find((t) => !sport || t.team.sport === sport) ?? null;
  const agreeing =
    readTeam !== null &&
    playerTeams.some((name) => simplify(name) === simplify(readTeam.team.name));
  if (readTeam && (agreeing || readTeam.score >= 0.5)) {
    return { team: readTeam.team.name, source: agreeing ? 'catalog' : 'ocr' };
  }
  if (roster && player?.player === roster.player) return { team: roster.team, source: 'catalog' };
  if (playerTeams.length === 1) return { team: playerTeams[0], source: 'inferred' };
  return { team: null, source: null };
}
