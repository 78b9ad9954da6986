import { Injectable } from '@nestjs/common';
import type { CardPricing, EbayAnalysisResponse, PricingBasis } from '@pennant/contracts';
import { fromCents } from '../../common';
import { EbayApiError, isRetryableStatus } from '../../integrations/ebay';
import { DealersService } from '../dealers';
import { buildCardSearch, soldSearchUrl, type CardToPrice } from './card-search';
import { EbayComparables, type Comparables, type ComparablesSearch } from './ebay-comparables';
import { basisCents, summarizePrices, withMarkup, type PriceSummary } from './price-statistics';

export interface PriceQuote {
  estimatedLowCents: number | null;
  estimatedHighCents: number | null;
  /** The dealer's basis over the comparables: what the market pays. */
  marketValueCents: number | null;
  /** The market value plus the dealer's markup: what the listing asks. */
  listPriceCents: number | null;
  pricing: CardPricing;
  /** eBay could not be asked (an error after its retries): the quote says nothing about the card's worth. */
  ebayFailed: boolean;
}

export interface AnalysisRequest {
  player: string;
  year?: number;
  brand?: string;
  sport?: string;
}

/** Fewer comparables than this and a broader search is tried. */
const MIN_COMPARABLES = 3;

/**
 * Prices identified cards from eBay comparables: outliers removed, then the dealer's pricing
 * basis and markup. An eBay failure never escapes: the quote says what failed and has no price.
 */
@Injectable()
export class PricingService {
  constructor(
    private readonly dealers: DealersService,
    private readonly comparables: EbayComparables,
  ) {}

  async priceCard(dealerId: string, card: CardToPrice): Promise<PriceQuote> {
    const search = buildCardSearch(card);
    const link = soldSearchUrl(search.queries[0]);
    if (!card.player) return noPrice('No player identified to search eBay for', link);
    const settings = await this.dealers.getPricingSettings(dealerId);
    let found: Found;
    try {
      found = await this.findComparables(search.queries, search.graded, settings.pricingBasis);
    } catch (error) {
      const failed = noPrice(`eBay comparison failed: ${(error as Error).message}`, link);
      const ebayUnavailable = passesWithTime(error);
      return { ...failed, pricing: { ...failed.pricing, ebayUnavailable }, ebayFailed: true };
    }
    const { summary, comparables, query } = found;
    const searchUrl = soldSearchUrl(query);
    if (!summary) return noPrice(`No eBay comparables found for "${query}"`, searchUrl);
    // A sold basis over active listings (no Insights access) keeps its statistic: median or mean.
    const marketValueCents = basisCents(summary, settings.pricingBasis);
    return {
      estimatedLowCents: summary.lowCents,
      estimatedHighCents: summary.highCents,
      marketValueCents,
      listPriceCents: withMarkup(marketValueCents, settings.defaultMarkupPercent),
      pricing: {
        source: comparables.source,
        sampleSize: summary.kept.length,
        error: null,
        soldSearchUrl: searchUrl,
        ebayUnavailable: false,
      },
      ebayFailed: false,
    };
  }

  /** A market value with the dealer's markup: the asking price, rounded half up to the cent. */
  async listPriceCents(dealerId: string, marketValueCents: number): Promise<number> {
    const settings = await this.dealers.getPricingSettings(dealerId);
    return withMarkup(marketValueCents, settings.defaultMarkupPercent);
  }

  /** The spec's "Compare with eBay Sales": what the card trades for, without the dealer's markup. */
  async analyze(request: AnalysisRequest): Promise<EbayAnalysisResponse> {
    const { queries } = buildCardSearch({
      player: request.player,
      year: request.year ?? null,
      brand: request.brand ?? null,
      sport: request.sport ?? null,
      set: null,
      cardNumber: null,
      variant: null,
      grader: null,
      grade: null,
    });
    let found: Found;
    try {
      found = await this.findComparables(queries, false, 'sold_median');
    } catch (error) {
      return {
        success: false,
        analysis: null,
        error: `eBay comparison failed: ${(error as Error).message}`,
      };
    }
    const { summary, comparables, query } = found;
    if (!summary)
      return { success: false, analysis: null, error: `No eBay comparables found for "${query}"` };
    return {
      success: true,
      analysis: {
        averagePrice: fromCents(summary.meanCents),
        priceRange: {
          low: fromCents(summary.kept[0]),
          high: fromCents(summary.kept[summary.kept.length - 1]),
        },
        sampleSize: summary.kept.length,
        source: comparables.source,
      },
    };
  }

  /**
   * The most specific query that finds enough comparables. A broader query replaces what a narrower one found only
   * when it finds more (it may be another card's market), and its failure keeps the narrower result when that had
   * any comparable. With nothing found anywhere the last query tried is named; an eBay error with nothing found
   * before it escapes.
   */
  private async findComparables(
    queries: string[],
    graded: boolean,
    basis: PricingBasis,
  ): Promise<Found> {
    let best: Found | undefined;
    for (const q of queries) {
      let comparables: Comparables;
      try {
        comparables = await this.fetch({ q, graded }, basis);
      } catch (error) {
        if (best?.summary) return best;
        throw error;
      }
      const found = { comparables, summary: summarizePrices(comparables.pricesCents), query: q };
      if (!best?.summary || comparables.pricesCents.length > best.comparables.pricesCents.length)
        best = found;
      if (best.comparables.pricesCents.length >= MIN_COMPARABLES) break;
    }
    return best!;
  }

  private fetch(search: ComparablesSearch, basis: PricingBasis): Promise<Comparables> {
    return isActiveBasis(basis)
      ? this.comparables.active(search)
      : this.comparables.soldOrActive(search);
  }
}

interface Found {
  comparables: Comparables;
  summary: PriceSummary | null;
  query: string;
}

function isActiveBasis(basis: PricingBasis): boolean {
  return basis === 'active_avg' || basis === 'current_lowest';
}

/**
 * eBay's failure is one that time mends: eBay down or slow (5xx, no answer), a rate limit (429), or the dealer's eBay
 * access refused until they reconnect (401, 403). A search eBay refuses as such (400, 404) would fail again.
 */
function passesWithTime(error: unknown): boolean {
  if (!(error instanceof EbayApiError)) return true;
  return isRetryableStatus(error.status) || [401, 403, 408].includes(error.status);
}

function noPrice(error: string, searchUrl: string): PriceQuote {
  return {
    estimatedLowCents: null,
    estimatedHighCents: null,
    marketValueCents: null,
    listPriceCents: null,
    pricing: {
      source: 'none',
      sampleSize: 0,
      error,
      soldSearchUrl: searchUrl,
      ebayUnavailable: false,
    },
    ebayFailed: false,
  };
}
