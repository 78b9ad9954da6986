import { Injectable } from '@nestjs/common';
import {
  CARD_SPORTS,
  type CardEditableField,
  type CardSport,
  type CatalogCard,
  type IdentifiedField,
} from '@pennant/contracts';
import { CatalogService } from '../catalog';
import type { Card } from './entities/card.entity';
import { setUncorrected } from './identification-fields';

/** Fields a checklisted card settles once the dealer has named the player. */
const CHECKLIST_FIELDS: IdentifiedField[] = ['year', 'brand', 'set', 'cardNumber'];

/**
 * After the dealer names the player or the year, the rest of the card from the rosters and checklists: the
 * player as the catalog spells him, his sport and his team that season (a team he did not play for then is
 * dropped), and the set and number when exactly one checklisted card of his fits. Only fields the dealer has not
 * corrected change.
 */
@Injectable()
export class CardReresolver {
  constructor(private readonly catalog: CatalogService) {}

  fill(card: Card, changed: CardEditableField[]): void {
    if (!card.player || !(changed.includes('player') || changed.includes('year'))) return;
    const resolved = this.lookUp(card);
    if (resolved.inCatalog) {
      // The same name as typed, in the catalog's spelling ("mario lemieux" is listed as "Mario Lemieux").
      card.player = resolved.player;
      if (resolved.sport) setUncorrected(card, 'sport', resolved.sport);
      setUncorrected(card, 'team', resolved.team ?? teamOf(card, resolved.teams));
    }
    if (resolved.checklist.length === 1) this.takeChecklistCard(card, resolved.checklist[0]);
  }

  /**
   * The checklisted card that fits everything on the card; failing that (the engine's set or number may be what
   * was wrong), the one that fits what the dealer typed.
   */
  private lookUp(card: Card): CatalogCard {
    const corrected = (field: CardEditableField) => card.correctedFields.includes(field);
    const known = {
      player: card.player!,
      year: card.year ?? undefined,
      sport: corrected('sport') ? knownSport(card.sport) : undefined,
    };
    const everything = this.catalog.card({
      ...known,
      brand: card.brand ?? undefined,
      set: card.set ?? undefined,
      cardNumber: card.cardNumber ?? undefined,
    });
    if (everything.checklist.length > 0) return everything;
    return this.catalog.card({
      ...known,
      brand: (corrected('brand') && card.brand) || undefined,
      set: (corrected('set') && card.set) || undefined,
      cardNumber: (corrected('cardNumber') && card.cardNumber) || undefined,
    });
  }

  private takeChecklistCard(card: Card, entry: CatalogCard['checklist'][number]): void {
    setUncorrected(card, 'year', entry.year);
    setUncorrected(card, 'brand', entry.brand);
    setUncorrected(card, 'set', entry.set);
    setUncorrected(card, 'cardNumber', entry.cardNumber);
    if (entry.rookieCard) setUncorrected(card, 'rookieCard', true);
    card.doubtfulFields = card.doubtfulFields.filter((field) => !CHECKLIST_FIELDS.includes(field));
  }
}

/** The card's team when it is one of the player's teams around that season (or the catalog knows none). */
function teamOf(card: Card, teams: string[]): string | null {
  if (teams.length === 0) return card.team;
  const current = card.team?.toLowerCase();
  return teams.find((team) => team.toLowerCase() === current) ?? null;
}

function knownSport(sport: string | null): CardSport | undefined {
  return CARD_SPORTS.find((known) => known === sport?.toLowerCase());
}
