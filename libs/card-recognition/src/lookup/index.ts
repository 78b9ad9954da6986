/**
 * Library functions behind fast corrections: type-ahead search of players, brands and sets from the shipped
 * catalogs, and a re-resolve that, given the player and year a dealer corrected, fills in the rest from the
 * rosters and checklists. Pure and synchronous; the first call loads the catalogs (about a second), later
 * queries take well under 5 ms.
 */
import { searchPlayers } from './players';
import { searchSets } from './sets';
import { reresolveCard } from './reresolve';

export { searchPlayers, type PlayerSuggestion, type PlayerSearch } from './players';
export { searchBrands, searchSets, type SetSuggestion, type SetSearch } from './sets';
export {
  reresolveCard,
  type KnownFields,
  type ReresolvedCard,
  type ChecklistCandidate,
} from './reresolve';

/**
 * Loads the catalogs and builds the search indexes now (about two seconds of one core), so that a server's first
 * type-ahead does not hold every other request while it happens.
 */
export function warmUpLookup(): void {
  searchPlayers('warm up');
  searchSets('warm up');
  reresolveCard({
    player: 'Warm Up',
    year: null,
    sport: null,
    brand: null,
    set: null,
    cardNumber: null,
  });
}
