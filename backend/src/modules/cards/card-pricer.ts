import { Injectable } from '@nestjs/common';
import type { CardPricing } from '@pennant/contracts';
import { fromCents, toCents } from '../../common';
import {
  comparablesSearchKey,
  PricingService,
  type CardToPrice,
  type PriceQuote,
} from '../pricing';
import type { Card } from './entities/card.entity';
import { setUncorrected } from './identification-fields';

/**
 * The eBay searches a card is priced from, as one string. A correction that leaves it unchanged (a team, the sport,
 * the rookie flag) changes nothing the comparables say, so it does not re-price the card.
 */
export function comparablesSearchOf(card: Card): string {
  return comparablesSearchKey(cardToPrice(card));
}

/**
 * Prices a card from comparables (through the pricing module), leaving alone any value the dealer
 * set. Never throws. When nothing comparable is found the card is left without a price, saying why;
 * when eBay (or the pricing itself) fails the card keeps the figures it had and says the refresh failed:
 * an outage must not take a price a dealer relies on to approve, lot or list the card.
 */
@Injectable()
export class CardPricer {
  constructor(private readonly pricing: PricingService) {}

  async price(card: Card): Promise<void> {
    const quote = await this.quote(card);
    if (quote.ebayFailed) keepFiguresAfterFailure(card, quote.pricing);
    else {
      card.pricing = quote.pricing;
      setUncorrected(card, 'estimatedLow', centsOrNull(quote.estimatedLowCents));
      setUncorrected(card, 'estimatedHigh', centsOrNull(quote.estimatedHighCents));
      setUncorrected(card, 'marketValue', centsOrNull(quote.marketValueCents));
      if (card.correctedFields.includes('marketValue')) markDealerPriced(card);
    }
    await this.refreshListPrice(card);
  }

  /**
   * A market value the dealer typed is theirs: the card's price source says so (no comparables behind it), and the
   * list price follows it with the markup unless the dealer set that too.
   */
  async takeDealerMarketValue(card: Card): Promise<void> {
    markDealerPriced(card);
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

  private async quote(card: Card): Promise<PriceQuote> {
    try {
      return await this.pricing.priceCard(card.dealerId, cardToPrice(card));
    } catch (error) {
      return {
        estimatedLowCents: null,
        estimatedHighCents: null,
        marketValueCents: null,
        listPriceCents: null,
        pricing: {
          source: 'none',
          sampleSize: 0,
          error: `Pricing failed: ${(error as Error).message}`,
          soldSearchUrl: null,
          ebayUnavailable: true,
        },
        ebayFailed: true,
      };
    }
  }
}

/**
 * The card keeps its range, market value and list price; its pricing says the refresh failed. A card that had no
 * price gets the failure as its reason.
 */
function keepFiguresAfterFailure(card: Card, failed: CardPricing): void {
  const hadFigures =
    card.marketValue !== null || card.estimatedLow !== null || card.estimatedHigh !== null;
  if (!hadFigures) {
    card.pricing = failed;
    return;
  }
  card.pricing = {
    ...(card.pricing ?? failed),
    error: `Price not refreshed (${failed.error}); the figures shown are from before`,
    ebayUnavailable: failed.ebayUnavailable,
  };
}

function markDealerPriced(card: Card): void {
  card.pricing = {
    source: 'dealer',
    sampleSize: 0,
    error: null,
    soldSearchUrl: card.pricing?.soldSearchUrl ?? null,
    ebayUnavailable: false,
  };
}

function cardToPrice(card: Card): CardToPrice {
  return {
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
  };
}

function centsOrNull(cents: number | null | undefined): string | null {
  return cents === null || cents === undefined ? null : fromCents(cents);
}
