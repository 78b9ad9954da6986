import type { CatalogPlayer, ChecklistEntry, Sport } from '../catalog';
import { checklistCardName, loadCatalog } from '../catalog';
import { retiredBefore, teamsAround, yearFits } from '../match';
import { numberKey, simplify } from '../parse';

/** What the dealer corrected or confirmed: player and year at least; the rest when known. */
export interface KnownFields {
  player: string;
  year: number | null;
  sport?: string | null;
  brand?: string | null;
  set?: string | null;
  cardNumber?: string | null;
}

/** A checklisted card the player had in that year. */
export interface ChecklistCandidate {
  year: number;
  brand: string;
  set: string;
  cardNumber: string;
  rookieCard: boolean;
}

export interface ReresolvedCard {
  /** The catalog's spelling of the player when found ("Miguel Sano" -> "Miguel Sanó"), else as given. */
  player: string;
  sport: Sport | null;
  year: number | null;
  /** The player's team that season when he had one; null when several or none are known. */
  team: string | null;
  /** Every team of the player around that season. */
  teams: string[];
  /** From the only checklisted card that fits, else as given (null when not given). */
  brand: string | null;
  set: string | null;
  cardNumber: string | null;
  /** The player was found in a catalog (otherwise only the checklists, or nothing, could be used). */
  inCatalog: boolean;
  /** Checklisted cards of the player that fit what is known, when several do (or the one that does). */
  candidates: ChecklistCandidate[];
}

let byName: Map<string, ChecklistEntry[]> | null = null;

function entriesByPlayer(): Map<string, ChecklistEntry[]> {
  if (byName) return byName;
  byName = new Map();
  for (const entry of loadCatalog().checklist) {
    // An entry may list several players ("Mark McGwire / Jose Canseco").
    for (const name of entry.name.split(/\s*\/\s*/)) {
      const key = simplify(name);
      if (!key) continue;
      byName.set(key, [...(byName.get(key) ?? []), entry]);
    }
  }
  return byName;
}

let playersByName: Map<string, CatalogPlayer[]> | null = null;

function catalogPlayers(name: string): CatalogPlayer[] {
  if (!playersByName) {
    playersByName = new Map();
    for (const player of loadCatalog().players) {
      // By the name as printed and without its suffix: a dealer who types "Ken Griffey" may mean either.
      for (const key of new Set([player.name, `${player.first} ${player.last}`].map(simplify)))
        playersByName.set(key, [...(playersByName.get(key) ?? []), player]);
    }
  }
  return playersByName.get(simplify(name)) ?? [];
}

/**
 * The catalog player of that name and sport whose career fits the year, the longer career first; failing that, one
 * whose career had ended by then (the dealer named a retired player on a tribute or archive card).
 */
function findPlayer(known: KnownFields): CatalogPlayer | null {
  const named = catalogPlayers(known.player).filter(
    (player) => !known.sport || player.sport === known.sport,
  );
  // The name as printed first ("Pete Rose" is the father, "Pete Rose Jr." the son), then without the suffix.
  const printed = named.filter((player) => simplify(player.name) === simplify(known.player));
  const career = (player: CatalogPlayer) => (player.to ?? 9999) - (player.from ?? 9999);
  const longestCareer = (players: CatalogPlayer[]) =>
    [...players].sort((a, b) => career(b) - career(a))[0] ?? null;
  const playing = (players: CatalogPlayer[]) =>
    longestCareer(players.filter((player) => yearFits(player, known.year) !== false));
  const retired = (players: CatalogPlayer[]) =>
    longestCareer(players.filter((player) => retiredBefore(player, known.year)));
  return playing(printed) ?? playing(named) ?? retired(printed) ?? retired(named);
}

function fits(entry: ChecklistEntry, known: KnownFields, named: { set: string; brand: string }) {
  return (
    (known.year === null || entry.year === known.year) &&
    (!known.sport || entry.sport === known.sport) &&
    (!known.brand || simplify(named.brand) === simplify(known.brand)) &&
    (!known.set || simplify(named.set) === simplify(known.set)) &&
    (!known.cardNumber || numberKey(entry.number) === numberKey(known.cardNumber))
  );
}

/**
 * Given a corrected player and year (and whatever else is known), the rest of the card: the player as the catalog
 * spells him, his sport and his team that season (rosters; without a season, or in a season he did not play, the
 * one team of the seasons around it or of his whole career, where there is only one), and, when a checklist has
 * his card in that year, its brand, set and number (one card fits) or the list of cards to choose from (several
 * fit). Base sets come first.
 */
export function reresolveCard(known: KnownFields): ReresolvedCard {
  const player = findPlayer(known);
  const teams = player && known.year !== null ? (player.teams.get(known.year) ?? []) : [];
  const around = player ? teamsAround(player, known.year) : [];
  const cards = (entriesByPlayer().get(simplify(known.player)) ?? [])
    .map((entry) => ({ entry, named: checklistCardName(entry) }))
    .filter(({ entry, named }) => fits(entry, known, named));
  const seen = new Set<string>();
  const candidates: ChecklistCandidate[] = [];
  for (const { entry, named } of cards.sort(
    (a, b) =>
      Number(a.named.set.includes(' - ')) - Number(b.named.set.includes(' - ')) ||
      a.entry.year - b.entry.year ||
      a.named.set.localeCompare(b.named.set),
  )) {
    const key = `${entry.year}|${named.set}|${entry.number}`;
    if (seen.has(key)) continue;
    seen.add(key);
    candidates.push({
      year: entry.year,
      brand: named.brand,
      set: named.set,
      cardNumber: entry.number,
      rookieCard: entry.attributes.includes('RC'),
    });
  }
  const only = candidates.length === 1 ? candidates[0] : null;
  return {
    player: player?.name ?? known.player,
    sport: player?.sport ?? ((known.sport as Sport | undefined) || null),
    year: only?.year ?? known.year,
    team: teams.length === 1 ? teams[0] : around.length === 1 ? around[0] : null,
    teams: around,
    brand: only?.brand ?? known.brand ?? null,
    set: only?.set ?? known.set ?? null,
    cardNumber: only?.cardNumber ?? known.cardNumber ?? null,
    inCatalog: player !== null,
    candidates,
  };
}
