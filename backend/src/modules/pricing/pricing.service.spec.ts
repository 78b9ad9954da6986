import type { PricingBasis, PricingSettings } from '@pennant/contracts';
import { EbayApiError } from '../../integrations/ebay';
import type { DealersService } from '../dealers';
import type { CardToPrice } from './card-search';
import type { Comparables, ComparablesSearch, EbayComparables } from './ebay-comparables';
import { PricingService } from './pricing.service';

const CARD: CardToPrice = {
  player: 'Mike Trout',
  year: 2011,
  brand: 'Topps',
  set: 'Topps Update',
  cardNumber: 'US175',
  variant: null,
  sport: 'baseball',
  grader: null,
  grade: null,
};
// A lot at $90 and a reprint at $1 among sales from $8 to $12.
const SOLD = [800, 900, 950, 1000, 1000, 1100, 1200, 9000, 100];
const ACTIVE = [1099, 1199, 1299, 1499, 12999];

interface FakeEbay {
  searches: Array<ComparablesSearch & { kind: 'soldOrActive' | 'active' }>;
  comparables: EbayComparables;
}

function fakeEbay(answer: (search: ComparablesSearch, kind: string) => Comparables): FakeEbay {
  const searches: FakeEbay['searches'] = [];
  const record = (kind: 'soldOrActive' | 'active') => async (search: ComparablesSearch) => {
    searches.push({ ...search, kind });
    return answer(search, kind);
  };
  return {
    searches,
    comparables: {
      soldOrActive: record('soldOrActive'),
      active: record('active'),
    } as unknown as EbayComparables,
  };
}

function pricingFor(basis: PricingBasis, markup: string, ebay: FakeEbay): PricingService {
  const settings: PricingSettings = {
    pricingBasis: basis,
    defaultMarkupPercent: markup,
    minSingleFmv: '4.00',
    lottingMode: 'team_year',
    autoApprove: false,
  } as PricingSettings;
  const dealers = { getPricingSettings: async () => settings } as unknown as DealersService;
  return new PricingService(dealers, ebay.comparables);
}

const market = (search: ComparablesSearch, kind: string): Comparables =>
  kind === 'active'
    ? { source: 'active', pricesCents: ACTIVE }
    : { source: 'sold', pricesCents: SOLD };

describe('PricingService.priceCard', () => {
  it('prices from sold comparables without the outliers, with the dealer’s median and markup', async () => {
    const ebay = fakeEbay(market);
    const quote = await pricingFor('sold_median', '8.00', ebay).priceCard('dealer-1', CARD);
    expect(quote).toEqual({
      estimatedLowCents: 900,
      estimatedHighCents: 1100,
      marketValueCents: 1000, // the median: inside the range, no markup
      listPriceCents: 1080, // median 1000 + 8%
      pricing: {
        source: 'sold',
        sampleSize: 7,
        error: null,
        soldSearchUrl: expect.stringContaining('_nkw=2011+Topps+Update+Mike+Trout+%23US175'),
        ebayUnavailable: false,
      },
      ebayFailed: false,
    });
    expect(ebay.searches).toEqual([
      { kind: 'soldOrActive', q: '2011 Topps Update Mike Trout #US175', graded: false },
    ]);
  });

  it.each([
    ['sold_average', '10.00', 1092], // mean 6950 / 7 = 992.86 -> 993, + 99.3 -> 99
    ['active_avg', '0.00', 1274], // mean of 1099, 1199, 1299, 1499 = 1274
    ['current_lowest', '5.00', 1154], // 1099 + 54.95 -> 55
  ] as const)(
    '%s with %s%% markup gives a list price of %i cents',
    async (basis, markup, price) => {
      const ebay = fakeEbay(market);
      const quote = await pricingFor(basis, markup, ebay).priceCard('dealer-1', CARD);
      expect(quote.listPriceCents).toBe(price);
      expect(ebay.searches[0].kind).toBe(basis.startsWith('sold') ? 'soldOrActive' : 'active');
    },
  );

  it('says when the price comes from active listings (no Insights access)', async () => {
    const ebay = fakeEbay(() => ({ source: 'active', pricesCents: ACTIVE }));
    const quote = await pricingFor('sold_median', '0.00', ebay).priceCard('dealer-1', CARD);
    expect(quote.pricing.source).toBe('active');
    expect(quote.marketValueCents).toBe(1249); // median of 1099, 1199, 1299, 1499
  });

  it('tries a broader search when the exact card has too few comparables', async () => {
    const ebay = fakeEbay((search) => ({
      source: 'sold',
      pricesCents: search.q.includes('#US175') ? [1000] : SOLD,
    }));
    const quote = await pricingFor('sold_median', '0.00', ebay).priceCard('dealer-1', CARD);
    expect(ebay.searches.map((search) => search.q)).toEqual([
      '2011 Topps Update Mike Trout #US175',
      '2011 Topps Update Mike Trout',
    ]);
    expect(quote.marketValueCents).toBe(1000);
    expect(quote.pricing.soldSearchUrl).not.toContain('US175');
  });

  describe('keeps what the exact card’s search found when the broader one does no better', () => {
    const EXACT_SALES = [1000, 1200];
    const exactOr = (broader: () => number[]) =>
      fakeEbay((search) => ({
        source: 'sold',
        pricesCents: search.q.includes('#US175') ? EXACT_SALES : broader(),
      }));

    it('finds none', async () => {
      const quote = await pricingFor(
        'sold_median',
        '0.00',
        exactOr(() => []),
      ).priceCard('dealer-1', CARD);
      expect(quote).toMatchObject({ marketValueCents: 1100, ebayFailed: false });
      expect(quote.pricing).toMatchObject({ source: 'sold', sampleSize: 2, error: null });
      expect(quote.pricing.soldSearchUrl).toContain('US175');
    });

    it('fails after its retries', async () => {
      const ebay = exactOr(() => {
        throw new EbayApiError(503, []);
      });
      const quote = await pricingFor('sold_median', '0.00', ebay).priceCard('dealer-1', CARD);
      expect(ebay.searches).toHaveLength(2);
      expect(quote).toMatchObject({ marketValueCents: 1100, ebayFailed: false });
      expect(quote.pricing.error).toBeNull();
    });

    it('finds fewer: one sale of another card of the player that year', async () => {
      const quote = await pricingFor(
        'sold_median',
        '0.00',
        exactOr(() => [50000]),
      ).priceCard('dealer-1', CARD);
      expect(quote.marketValueCents).toBe(1100);
      expect(quote.pricing.sampleSize).toBe(2);
    });
  });

  it('says eBay failed when the broader search fails after the exact one found nothing', async () => {
    const ebay = fakeEbay((search) => {
      if (search.q.includes('#US175')) return { source: 'sold', pricesCents: [] };
      throw new EbayApiError(503, []);
    });
    const quote = await pricingFor('sold_median', '0.00', ebay).priceCard('dealer-1', CARD);
    expect(quote.marketValueCents).toBeNull();
    expect(quote.ebayFailed).toBe(true);
    expect(quote.pricing.error).toMatch(/^eBay comparison failed: eBay answered 503/);
  });

  it('searches slabs for a graded card', async () => {
    const ebay = fakeEbay(market);
    await pricingFor('sold_median', '0.00', ebay).priceCard('dealer-1', {
      ...CARD,
      grader: 'PSA',
      grade: '10',
    });
    expect(ebay.searches[0]).toMatchObject({ q: expect.stringMatching(/PSA 10$/), graded: true });
  });

  it('returns no price, saying why, when eBay fails', async () => {
    const ebay = fakeEbay(() => {
      throw new EbayApiError(503, [
        {
          errorId: 25001,
          domain: 'API_BROWSE',
          category: 'APPLICATION',
          message: 'A system error has occurred.',
        },
      ]);
    });
    const quote = await pricingFor('sold_median', '8.00', ebay).priceCard('dealer-1', CARD);
    expect(quote).toEqual({
      estimatedLowCents: null,
      estimatedHighCents: null,
      marketValueCents: null,
      listPriceCents: null,
      pricing: {
        source: 'none',
        sampleSize: 0,
        error: 'eBay comparison failed: eBay 503 (25001): A system error has occurred.',
        soldSearchUrl: expect.stringContaining('ebay.com/sch'),
        ebayUnavailable: true,
      },
      ebayFailed: true,
    });
  });

  it.each([
    [new EbayApiError(503, []), true],
    [new EbayApiError(429, []), true],
    [new EbayApiError(401, []), true],
    [new TypeError('fetch failed'), true],
    [new EbayApiError(400, []), false],
    [new EbayApiError(404, []), false],
  ])('after %s, says whether pricing again later could succeed: %s', async (failure, later) => {
    const ebay = fakeEbay(() => {
      throw failure;
    });
    const quote = await pricingFor('sold_median', '8.00', ebay).priceCard('dealer-1', CARD);
    expect(quote.ebayFailed).toBe(true);
    expect(quote.pricing.ebayUnavailable).toBe(later);
  });

  it('returns no price when nothing comparable is found', async () => {
    const ebay = fakeEbay(() => ({ source: 'sold', pricesCents: [] }));
    const quote = await pricingFor('sold_median', '8.00', ebay).priceCard('dealer-1', CARD);
    expect(quote.marketValueCents).toBeNull();
    expect(quote.listPriceCents).toBeNull();
    expect(quote.pricing.error).toBe(
      'No eBay comparables found for "2011 Topps Update Mike Trout"',
    );
  });
});

describe('PricingService.analyze', () => {
  it('answers the market without markup: mean, range and sample size after outliers', async () => {
    const ebay = fakeEbay(market);
    const answer = await pricingFor('sold_median', '8.00', ebay).analyze({
      player: 'Mike Trout',
      year: 2011,
      brand: 'Topps',
    });
    expect(answer).toEqual({
      success: true,
      analysis: {
        averagePrice: '9.93',
        priceRange: { low: '8.00', high: '12.00' },
        sampleSize: 7,
        source: 'sold',
      },
    });
    expect(ebay.searches[0]).toMatchObject({ q: '2011 Topps Mike Trout', graded: false });
  });

  it('says it failed, with no figures, when eBay fails', async () => {
    const ebay = fakeEbay(() => {
      throw new Error('fetch failed');
    });
    const answer = await pricingFor('sold_median', '8.00', ebay).analyze({ player: 'Mike Trout' });
    expect(answer).toEqual({
      success: false,
      analysis: null,
      error: 'eBay comparison failed: fetch failed',
    });
  });
});
