export { similarity, similaritySimplified, findPhrase } from './fuzzy';
export { findTeams, isTeamName, withoutTeamWords } from './teams';
export type { TeamMatch } from './teams';
export {
  brandLogosRead,
  findBrands,
  findSets,
  flagshipSet,
  LOGO_BRAND_SCORE,
  titleLines,
} from './brands';
export type { BrandMatch, SetMatch } from './brands';
export {
  beforeDebut,
  matchPlayers,
  playersWithSurname,
  retiredBefore,
  splitJoinedName,
  teamsAround,
  yearFits,
} from './players';
export type { PlayerMatch, PlayerQuery } from './players';
export { matchChecklist, matchChecklistByName, pickChecklistEntry } from './checklist';
export type { ChecklistMatch, ChecklistPick, ChecklistQuery } from './checklist';
export { matchHintPlayer, matchHintSet } from './hints';
export type { HintPlayerMatch, HintSetMatch } from './hints';
export { correctFirstName, isCommonFirstName } from './first-names';
export { matchByRoster } from './roster';
export type { RosterMatch } from './roster';
