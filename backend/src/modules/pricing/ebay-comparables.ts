import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  EBAY_SCOPES,
  type BrowseApi,
  type EbayErrorEnvelope,
  type MarketplaceInsightsApi,
} from '@pennant/ebay-openapi';
import { MAX_MONEY_CENTS, toCents } from '../../common';
import {
  applicationTokenSource,
  createEbayApiClient,
  EBAY_ENDPOINTS,
  EbayApiError,
  EbayOAuthClient,
  type BackoffOptions,
  type EbayEndpoints,
} from '../../integrations/ebay';
import { SINGLES_CATEGORY_ID } from './card-search';

/** Comparable prices found on eBay for one search, in cents. */
export interface Comparables {
  source: 'sold' | 'active';
  pricesCents: number[];
}

export interface ComparablesSearch {
  q: string;
  graded: boolean;
}

/** Pricing is interactive: a short backoff, so a failing eBay is reported in seconds. */
const PRICING_BACKOFF: BackoffOptions = { retries: 2, baseDelayMs: 250, maxDelayMs: 2_000 };
const PAGE_SIZE = 200;
/** After eBay refuses Marketplace Insights, ask again only this much later. */
const INSIGHTS_RECHECK_MS = 60 * 60_000;
/** Marketplace Insights: "Insufficient permissions to use this API." */
const INSIGHTS_NOT_GRANTED = 100017;
const CONDITION_GRADED = '2750';
const CONDITION_UNGRADED = '4000';

/**
 * Comparable prices through the typed eBay client: sales of the last 90 days from Marketplace
 * Insights where eBay grants the app access (a limited release), active Buy It Now listings from
 * Browse otherwise.
 */
@Injectable()
export class EbayComparables {
  private readonly logger = new Logger('EbayComparables');
  private insightsRefusedAt?: number;

  constructor(
    @Inject(EBAY_ENDPOINTS) private readonly endpoints: EbayEndpoints,
    private readonly oauth: EbayOAuthClient,
  ) {}

  /** Sold prices where Insights is granted; otherwise, and said so, active listings. */
  async soldOrActive(search: ComparablesSearch): Promise<Comparables> {
    if (this.insightsMayBeGranted()) {
      const sold = await this.sold(search);
      if (sold) return sold;
    }
    return this.active(search);
  }

  /** Active Buy It Now listings from Browse. */
  async active(search: ComparablesSearch): Promise<Comparables> {
    const client = createEbayApiClient<BrowseApi.paths>(
      'browse',
      this.tokens(),
      this.clientOptions(),
    );
    const { data, error, response } = await client.GET('/item_summary/search', {
      params: { query: this.searchParams(search) },
    });
    if (!response.ok || !data) throw ebayError(response, error);
    const prices = (data.itemSummaries ?? []).map((item) => item.price?.value);
    return { source: 'active', pricesCents: centsOf(prices) };
  }

  /** Sales from Marketplace Insights; null when eBay does not grant the app access. */
  private async sold(search: ComparablesSearch): Promise<Comparables | null> {
    const client = createEbayApiClient<MarketplaceInsightsApi.paths>(
      'marketplaceInsights',
      this.tokens(),
      this.clientOptions(),
    );
    let answer;
    try {
      answer = await client.GET('/item_sales/search', {
        params: { query: this.searchParams(search) },
      });
    } catch (error) {
      if (isScopeRefusal(error)) return this.insightsRefused('the app token was refused its scope');
      throw error;
    }
    const { data, response } = answer;
    if (!response.ok || !data) {
      const error = ebayError(response, answer.error);
      if (isAccessRefusal(error)) return this.insightsRefused(error.message);
      throw error;
    }
    const prices = (data.itemSales ?? []).map((sale) => sale.lastSoldPrice?.value);
    return { source: 'sold', pricesCents: centsOf(prices) };
  }

  private searchParams(search: ComparablesSearch) {
    return {
      q: search.q,
      category_ids: SINGLES_CATEGORY_ID,
      filter: `conditionIds:{${search.graded ? CONDITION_GRADED : CONDITION_UNGRADED}}`,
      limit: String(PAGE_SIZE),
    };
  }

  private insightsMayBeGranted(): boolean {
    return (
      this.insightsRefusedAt === undefined ||
      Date.now() - this.insightsRefusedAt > INSIGHTS_RECHECK_MS
    );
  }

  private insightsRefused(reason: string): null {
    if (this.insightsRefusedAt === undefined) {
      this.logger.log(`Marketplace Insights not granted (${reason}): pricing from Browse listings`);
    }
    this.insightsRefusedAt = Date.now();
    return null;
  }

  /** One application token for both APIs, with the Insights scope while it may be granted. */
  private tokens() {
    const scopes = this.insightsMayBeGranted()
      ? [EBAY_SCOPES.api, EBAY_SCOPES.marketplaceInsights]
      : [EBAY_SCOPES.api];
    return applicationTokenSource(this.oauth, scopes);
  }

  private clientOptions() {
    return { endpoints: this.endpoints, backoff: PRICING_BACKOFF };
  }
}

/** The client has already read the body: eBay's error envelope, when there was one, is `body`. */
function ebayError(response: Response, body: unknown): EbayApiError {
  const errors = (body as Partial<EbayErrorEnvelope> | undefined)?.errors;
  return new EbayApiError(response.status, Array.isArray(errors) ? errors : []);
}

function isAccessRefusal(error: EbayApiError): boolean {
  return error.status === 403 || error.firstErrorId === INSIGHTS_NOT_GRANTED;
}

/** eBay refuses a client-credentials grant for a scope the keyset was not granted. */
function isScopeRefusal(error: unknown): boolean {
  return error instanceof EbayApiError && Boolean(error.oauthError?.startsWith('invalid_scope'));
}

/** eBay's prices in cents; one that is not a price, or more than any card is worth in Pennant (a joke listing), is left out. */
export function centsOf(values: ReadonlyArray<string | undefined>): number[] {
  return values.flatMap((value) => {
    if (!value) return [];
    try {
      const cents = toCents(value);
      return cents <= MAX_MONEY_CENTS ? [cents] : [];
    } catch {
      return [];
    }
  });
}
