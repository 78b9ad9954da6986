import type { Sport } from '../catalog';
import type { HintPlayerMatch, PlayerMatch, TeamMatch } from '../match';
import { sportScores } from '../parse';

/** A team score this high means its full name was read, not only a nickname (see findTeams). */
const FULL_TEAM_NAME_SCORE = 0.85;

/**
 * The sport from the dealer's own player, else the catalog player, else a team named in full, else a vote: each
 * sport's own words on the card count one each, and so does every sport with a team among the best matches (a
 * nickname alone, "Rangers", "Kings", names teams of several sports); in a tie the sport's own words decide.
 */
export function decideSport(
  text: string,
  player: PlayerMatch | null,
  teams: TeamMatch[],
  hint: HintPlayerMatch | null,
): Sport | null {
  if (hint?.sport) return hint.sport as Sport;
  if (player) return player.player.sport;
  const [bestTeam] = teams;
  if (bestTeam && bestTeam.score >= FULL_TEAM_NAME_SCORE) return bestTeam.team.sport;
  const words = sportScores(text);
  const votes = { ...words };
  const teamSports = new Set(
    teams.filter((team) => team.score >= bestTeam.score - 0.01).map((team) => team.team.sport),
  );
  for (const sport of teamSports) votes[sport] += 1;
  const ranked = (Object.keys(votes) as Sport[]).sort(
    (a, b) => votes[b] - votes[a] || words[b] - words[a],
  );
  return votes[ranked[0]] > 0 ? ranked[0] : null;
}
