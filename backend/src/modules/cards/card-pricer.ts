import { Injectable } from '@nestjs/common';
import type { CardEditableField } from '@pennant/contracts';
import { fromCents, toCents } from '../../common';
import { PricingService } from '../pricing';
import type { Card } from './entities/card.entity';
import { setUncorrected } from './identification-fields';

/** Fields whose correction changes what the card is worth, so a correction re-prices it. */
export const PRICED_FIELDS: ReadonlySet<CardEditableField> = new Set<CardEditableField>([
  'player',
  'year',
  'brand',
  'set',
  'cardNumber',
  'variant',
  'sport',
  'team',
  'grader',
  'grade',
  'rookieCard',
  'autograph',
  'memorabilia',
  'serialNumber',
]);

/**
 * Prices a card from comparables (through the pricing module), leaving alone any value the dealer
 * set. Never throws: a failed comparison leaves the card without a price and says why.
 */
@Injectable()
export class CardPricer {
  constructor(private readonly pricing: PricingService) {}

  async price(card: Card): Promise<void> {
    try {
      const quote = await this.pricing.priceCard(card.dealerId, {
        player: card.player,
        year: card.year,
        brand: card.brand,
        set: card.set,
        cardNumber: card.cardNumber,
        variant: card.variant,
        sport: card.sport,
        team: card.team,
        grader: card.grader,
        grade: card.grade,
        rookieCard: card.rookieCard,
        autograph: card.autograph,
        memorabilia: card.memorabilia,
        serialNumber: card.serialNumber,
      });
      card.pricing = quote.pricing;
      setUncorrected(card, 'estimatedLow', centsOrNull(quote.estimatedLowCents));
      setUncorrected(card, 'estimatedHigh', centsOrNull(quote.estimatedHighCents));
      setUncorrected(card, 'marketValue', centsOrNull(quote.marketValueCents));
    } catch (error) {
      card.pricing = {
        source: 'none',
        sampleSize: 0,
        error: `Pricing failed: ${(error as Error).message}`,
        soldSearchUrl: null,
      };
    }
    await this.refreshListPrice(card);
  }

  /** The asking price follows the market value, with the dealer's markup, unless the dealer set it. */
  async refreshListPrice(card: Card): Promise<void> {
    if (card.correctedFields.includes('listPrice')) return;
    card.listPrice =
      card.marketValue === null
        ? null
        : fromCents(await this.pricing.listPriceCents(card.dealerId, toCents(card.marketValue)));
  }
}

function centsOrNull(cents: number | null | undefined): string | null {
  return cents === null || cents === undefined ? null : fromCents(cents);
}
