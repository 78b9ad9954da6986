/**
 * The catalogs behind quick corrections: players (by sport, with careers and teams), brands and sets. Suggestions
 * come best first; the card's own candidates (Card.candidates) are offered before them by the screen.
 */

/** The sports the catalogs cover. */
export const CARD_SPORTS = ['baseball', 'basketball', 'football', 'hockey'] as const;
export type CardSport = (typeof CARD_SPORTS)[number];

/** GET /api/catalog/players */
export interface CatalogPlayersQuery {
  /** What the dealer typed: the start of a first name, a surname or both ("gre", "w gretz"). */
  q: string;
  sport?: CardSport;
  /** The card's year: players who could have had a card that year come first. */
  year?: number;
  /** The team read on the card: those of its players who fit the sport and year come first of all. */
  team?: string;
  /** 1 to 25, default 10. */
  limit?: number;
}

export interface PlayerSuggestion {
  name: string;
  sport: string;
  /** First and last season played; null where the catalog has no career years. */
  from: number | null;
  to: number | null;
  /** Teams in the given year (and the seasons either side), else every team of the career. */
  teams: string[];
}

/** GET /api/catalog/brands */
export interface CatalogBrandsQuery {
  q: string;
  limit?: number;
}

export interface BrandSuggestion {
  name: string;
  /** First year the brand made cards, as far as the catalogs know. */
  since: number;
}

/** GET /api/catalog/sets */
export interface CatalogSetsQuery {
  q: string;
  brand?: string;
  year?: number;
  sport?: CardSport;
  limit?: number;
}

export interface SetSuggestion {
  /** The set as Pennant names it ("Topps Update - Rainbow Foil"). */
  name: string;
  brand: string;
  /** Years it was issued in, as far as the checklists and known sets tell. */
  from: number | null;
  to: number | null;
  /** Sports its checklists cover (empty for a known set without a checklist). */
  sports: string[];
}

/** GET /api/catalog/card: what a player and year tell about the rest of a card, before saving a correction. */
export interface CatalogCardQuery {
  player: string;
  year?: number;
  sport?: CardSport;
  brand?: string;
  set?: string;
  cardNumber?: string;
}

/** A checklisted card the player had that year. */
export interface ChecklistCard {
  year: number;
  brand: string;
  set: string;
  cardNumber: string;
  rookieCard: boolean;
}

export interface CatalogCard {
  /** The catalog's spelling of the player when found, else as given. */
  player: string;
  sport: string | null;
  year: number | null;
  /** The player's team that season, when he had exactly one. */
  team: string | null;
  /** Every team of the player around that season. */
  teams: string[];
  /** From the only checklisted card that fits, else as given. */
  brand: string | null;
  set: string | null;
  cardNumber: string | null;
  /** The player is in a catalog. */
  inCatalog: boolean;
  /** Checklisted cards of the player that fit, when several do (or the one that does). */
  checklist: ChecklistCard[];
}
