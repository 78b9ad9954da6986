import type { Sport } from '../catalog';
import { findPhrase, type HintPlayerMatch, type PlayerMatch, type TeamMatch } from '../match';
import { simplify, sportScores } from '../parse';

/** The card's text, whole and by line. */
export interface CardText {
  text: string;
  lines: string[];
}

/** A team score this high means its full name was read, not only a nickname (see findTeams). */
const FULL_TEAM_NAME_SCORE = 0.85;

/**
 * The sport from the dealer's own player, else the catalog player, else a team named in full, else a vote: each
 * sport's own words on the card count one each, and so does every sport with a team among the best matches (a
 * nickname alone, "Rangers", "Kings", names teams of several sports); in a tie the sport's own words decide.
 */
export function decideSport(
  card: CardText,
  player: PlayerMatch | null,
  teams: TeamMatch[],
  hint: HintPlayerMatch | null,
): Sport | null {
  if (hint?.sport) return hint.sport as Sport;
  if (player) return player.player.sport;
  const teamSport = sportOfTeamNamedInFull(teams, card.lines);
  if (teamSport) return teamSport;
  const { ranked, votes } = sportVote(card.text, teams);
  return votes[ranked[0]] > 0 ? ranked[0] : null;
}

/**
 * The sport of the best team matched, when its full name was read on a line of its own or of a stats row (a
 * nickname may name teams of several sports). A team the write-up names in a sentence ("equivalent to an active
 * Michael Jordan for the Chicago Bulls.") only votes.
 */
function sportOfTeamNamedInFull(teams: TeamMatch[], lines: string[]): Sport | null {
  const [bestTeam] = teams;
  if (!bestTeam || bestTeam.score < FULL_TEAM_NAME_SCORE) return null;
  const named = lines.some(
    (line) =>
      !inSentence(line) && findPhrase(simplify(line), bestTeam.team.name) >= FULL_TEAM_NAME_SCORE,
  );
  return named ? bestTeam.team.sport : null;
}

/** A line of a write-up's sentence: two or more words in small letters ("for the"). */
function inSentence(line: string): boolean {
  return (line.match(/\b[a-z]{2,}\b/g) ?? []).length >= 2;
}

/** Each sport's votes from its own words on the card and from the teams matched, most votes first. */
function sportVote(
  text: string,
  teams: TeamMatch[],
): { ranked: Sport[]; votes: Record<Sport, number> } {
  const [bestTeam] = teams;
  const words = sportScores(text);
  const votes = { ...words };
  const teamSports = new Set(
    teams.filter((team) => team.score >= bestTeam.score - 0.01).map((team) => team.team.sport),
  );
  for (const sport of teamSports) votes[sport] += 1;
  const ranked = (Object.keys(votes) as Sport[]).sort(
    (a, b) => votes[b] - votes[a] || words[b] - words[a],
  );
  return { ranked, votes };
}

/** A vote won by this many over the next sport is firm enough to rule out a player of another sport. */
const FIRM_MARGIN = 2;

/**
 * The sport the text tells firmly enough to rule out a player of another sport read by name: the dealer's own, a
 * team named in full, or a vote won by two. One stray word ("HR" in debris of small print) is not enough to turn
 * down "TEEMU SELANNE" read whole on the front; the player's catalog sport then decides.
 */
export function firmSport(
  card: CardText,
  teams: TeamMatch[],
  hint: HintPlayerMatch | null,
): Sport | null {
  if (hint?.sport) return hint.sport as Sport;
  const teamSport = sportOfTeamNamedInFull(teams, card.lines);
  if (teamSport) return teamSport;
  const { ranked, votes } = sportVote(card.text, teams);
  return votes[ranked[0]] - votes[ranked[1]] >= FIRM_MARGIN ? ranked[0] : null;
}
