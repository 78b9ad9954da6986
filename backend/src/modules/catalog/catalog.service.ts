import { Injectable } from '@nestjs/common';
import {
  reresolveCard,
  searchBrands,
  searchPlayers,
  searchSets,
  warmUpLookup,
} from '@pennant/card-recognition';
import type {
  BrandSuggestion,
  CatalogBrandsQuery,
  CatalogCard,
  CatalogCardQuery,
  CatalogPlayersQuery,
  CatalogSetsQuery,
  PlayerSuggestion,
  SetSuggestion,
} from '@pennant/contracts';

/**
 * The shipped catalogs (players by sport with careers and teams, checklists, brands and sets), for the correction
 * type-ahead and for filling in a card from a corrected player and year. Pure lookups in memory: the catalogs load
 * on first use (about a second), answers then take milliseconds.
 */
@Injectable()
export class CatalogService {
  /** Loads the catalogs ahead of the first type-ahead (the serving process calls it once it listens). */
  warmUp(): void {
    warmUpLookup();
  }

  players(query: CatalogPlayersQuery): PlayerSuggestion[] {
    return searchPlayers(query.q, {
      sport: query.sport ?? null,
      year: query.year ?? null,
      team: query.team || null,
      limit: query.limit,
    });
  }

  brands(query: CatalogBrandsQuery): BrandSuggestion[] {
    return searchBrands(query.q, query.limit);
  }

  sets(query: CatalogSetsQuery): SetSuggestion[] {
    return searchSets(query.q, {
      brand: query.brand ?? null,
      year: query.year ?? null,
      sport: query.sport ?? null,
      limit: query.limit,
    });
  }

  /** What the player and year tell about the rest of the card: team that season, the checklisted card. */
  card(query: CatalogCardQuery): CatalogCard {
    const { candidates, ...resolved } = reresolveCard({
      player: query.player,
      year: query.year ?? null,
      sport: query.sport ?? null,
      brand: query.brand || null,
      set: query.set || null,
      cardNumber: query.cardNumber || null,
    });
    return { ...resolved, checklist: candidates };
  }
}
