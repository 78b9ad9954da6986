/**
 * Library functions behind fast corrections: type-ahead search of players, brands and sets from the shipped
 * catalogs, and a re-resolve that, given the player and year a dealer corrected, fills in the rest from the
 * rosters and checklists. Pure and synchronous; the first call loads the catalogs (about a second), later
 * queries take well under 5 ms.
 */
export { searchPlayers, type PlayerSuggestion, type PlayerSearch } from './players';
export { searchBrands, searchSets, type SetSuggestion, type SetSearch } from './sets';
export {
  reresolveCard,
  type KnownFields,
  type ReresolvedCard,
  type ChecklistCandidate,
} from './reresolve';
