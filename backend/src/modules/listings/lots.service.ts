import { Injectable } from '@nestjs/common';
import type { CardPreparation, Card as CardView, Lot } from '@pennant/contracts';
import { fromCents, percentOfCents, toCents } from '../../common';
import { CardsService, type LotWithCards } from '../cards';
import type { Listing } from './entities/listing.entity';
import { ListingsError } from './listings.errors';
import { PreparationService } from './preparation/preparation.service';
import { buildLotTitle } from './preparation/title';
import {
  ListingRepository,
  LIVE_STATUSES,
  UNPUBLISHED_STATUSES,
} from './repositories/listing.repository';
import { SellingSetupService } from './selling-setup.service';

/** The dealer's lots as the /prepare screen shows them: cards, title, value, suggested price, listing. */
@Injectable()
export class LotsService {
  constructor(
    private readonly cards: CardsService,
    private readonly listings: ListingRepository,
    private readonly preparation: PreparationService,
    private readonly setup: SellingSetupService,
  ) {}

  async list(dealerId: string): Promise<Lot[]> {
    const lots = await this.cards.lots(dealerId);
    const listings = new Map(
      (
        await this.listings.forLots(
          dealerId,
          lots.map((lot) => lot.id),
        )
      ).map((listing) => [listing.lotId!, listing]),
    );
    const { lotPriceFactor } = await this.setup.defaults(dealerId);
    return lots.map((lot) => lotView(lot, listings.get(lot.id) ?? null, lotPriceFactor));
  }

  prepare(dealerId: string, lotId: string, regenerate: boolean): Promise<CardPreparation> {
    return this.preparation.prepareLot(dealerId, lotId, { regenerate });
  }

  /** Opens a lot up: its cards are approved singles again (those marked Check back in review); a draft lot listing goes with it. */
  async dissolve(dealerId: string, lotId: string): Promise<CardView[]> {
    const [listing] = await this.listings.forLots(dealerId, [lotId]);
    if (listing && LIVE_STATUSES.includes(listing.status))
      throw ListingsError.invalidTransition('open up the lot of', listing.status);
    if (listing && UNPUBLISHED_STATUSES.includes(listing.status))
      await this.listings.nativeDelete({ id: listing.id });
    return this.cards.dissolveLot(dealerId, lotId);
  }
}

function lotView(lot: LotWithCards, listing: Listing | null, lotPriceFactor: string): Lot {
  const values = lot.cards.map((card) => card.marketValue);
  const totalCents = values.reduce((sum, value) => sum + (value ? toCents(value) : 0), 0);
  const byValue = [...lot.cards].sort(
    (a, b) => toCents(b.marketValue ?? '0') - toCents(a.marketValue ?? '0'),
  );
  const sports = new Set(lot.cards.map((card) => card.sport));
  return {
    id: lot.id,
    lotKey: lot.lotKey,
    status: lot.status,
    title:
      listing?.title ??
      buildLotTitle({
        lotKey: lot.lotKey,
        sport: sports.size === 1 ? [...sports][0] : null,
        players: byValue.map((card) => card.player ?? ''),
        size: lot.cards.length,
      }),
    cards: lot.cards.map((card) => ({
      id: card.id,
      player: card.player,
      year: card.year,
      brand: card.brand,
      set: card.set,
      cardNumber: card.cardNumber,
      marketValue: card.marketValue,
      thumbnailUrl: card.thumbnailUrl,
      thumbnailTurn: card.imageTurn,
    })),
    marketValueTotal: totalCents > 0 ? fromCents(totalCents) : null,
    suggestedPrice:
      totalCents > 0
        ? fromCents(percentOfCents(totalCents, fromCents(toCents(lotPriceFactor) * 100)))
        : null,
    listing: listing ? { id: listing.id, status: listing.status, url: listing.url } : null,
  };
}
