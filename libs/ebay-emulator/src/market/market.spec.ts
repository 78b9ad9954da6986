import { parseCardQuery, expandAlternatives } from './card-query';
import { activeItems, soldItems, type MarketItem } from './market-items';
import { parseFilter } from './search-filter';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const DAY_MS = 86_400_000;

function median(items: MarketItem[]): number {
  const prices = items.map((item) => item.priceCents).sort((a, b) => a - b);
  return prices[Math.floor(prices.length / 2)];
}

const soldMedian = (q: string) => median(soldItems(parseCardQuery(q), NOW));

describe('seeded market', () => {
  it('answers the same search with the same sales every time, dated relative to the clock', () => {
    const first = soldItems(parseCardQuery('2018 Topps Update Shohei Ohtani #US1'), NOW);
    const again = soldItems(parseCardQuery('Shohei Ohtani 2018 Topps Update #US1'), NOW);
    const later = soldItems(
      parseCardQuery('2018 Topps Update Shohei Ohtani #US1'),
      NOW + 7 * DAY_MS,
    );
    expect(again.map((item) => [item.legacyItemId, item.priceCents])).toEqual(
      first.map((item) => [item.legacyItemId, item.priceCents]),
    );
    expect(later.map((item) => item.at - first[later.indexOf(item)].at)).toEqual(
      later.map(() => 7 * DAY_MS),
    );
  });

  it('dates every sale within the last 90 days', () => {
    const sales = soldItems(parseCardQuery('Mike Trout'), NOW);
    expect(sales.length).toBeGreaterThan(20);
    for (const sale of sales) {
      expect(sale.at).toBeLessThanOrEqual(NOW);
      expect(sale.at).toBeGreaterThan(NOW - 90 * DAY_MS);
    }
  });

  it('prices stars over commons, rookies, autographs and graded 10s over raw base cards', () => {
    const common = soldMedian('2019 Topps Austin Hedges #112');
    const star = soldMedian('2019 Topps Mike Trout #100');
    expect(star).toBeGreaterThan(common * 3);
    expect(soldMedian('2019 Topps Mike Trout #100 PSA 10')).toBeGreaterThan(star * 3);
    expect(soldMedian('2019 Topps Austin Hedges #112 Auto')).toBeGreaterThan(common * 4);
    expect(soldMedian('2018 Topps Update Shohei Ohtani #US1 RC')).toBeGreaterThan(star);
    expect(soldMedian('1955 Topps Hank Aaron #47')).toBeGreaterThan(
      soldMedian('1989 Topps Hank Aaron #47'),
    );
  });

  it('keeps junk-wax commons cheap and whole cents never below 99', () => {
    const sales = soldItems(parseCardQuery('1990 Donruss Dave Valle #12'), NOW);
    expect(median(sales)).toBeLessThan(300);
    for (const sale of sales) {
      expect(Number.isInteger(sale.priceCents)).toBe(true);
      expect(sale.priceCents).toBeGreaterThanOrEqual(99);
    }
  });

  it('includes outliers: a lot in the sales and an overpriced listing among active ones', () => {
    const q = parseCardQuery('2011 Topps Update Mike Trout #US175');
    const sales = soldItems(q, NOW);
    const lot = sales.find((item) => item.title.startsWith('Lot of'));
    expect(lot).toBeDefined();
    expect(lot!.priceCents).toBeGreaterThan(median(sales) * 2);
    const active = activeItems(q, NOW);
    expect(Math.max(...active.map((item) => item.priceCents))).toBeGreaterThan(median(active) * 4);
  });

  it('titles contain every keyword of the search and stay within 80 characters', () => {
    const q = parseCardQuery('2020 Bowman Chrome Julio Rodriguez Refractor');
    for (const item of [...soldItems(q, NOW), ...activeItems(q, NOW)]) {
      for (const word of q.words) expect(item.title).toContain(word);
      expect(item.title.length).toBeLessThanOrEqual(80);
    }
  });

  it('has nothing for a search that names no one', () => {
    expect(soldItems(parseCardQuery('2018 Topps #12'), NOW)).toEqual([]);
  });
});

describe('parseCardQuery', () => {
  it('reads year, card number, grade, markers and a known player', () => {
    const query = parseCardQuery('2018 Topps Update Shohei Ohtani #US1 RC Auto /99 PSA 10');
    expect(query).toMatchObject({
      year: 2018,
      brand: 'Topps',
      cardNumber: 'us1',
      rookie: true,
      autograph: true,
      printRun: 99,
      grade: { grader: 'PSA', grade: '10' },
      player: { name: 'Shohei Ohtani', tier: 'legend' },
      namesSomeone: true,
    });
  });

  it('expands (a, b) alternatives into one search each', () => {
    expect(expandAlternatives('Mike Trout (PSA, BGS) 10')).toEqual([
      'Mike Trout PSA 10',
      'Mike Trout BGS 10',
    ]);
  });
});

describe('parseFilter', () => {
  const item = {
    priceCents: 1250,
    graded: false,
    buyingOptions: ['FIXED_PRICE'],
    seller: { username: 'slabhouse', feedbackScore: 10, feedbackPercentage: '100.0' },
    at: NOW - DAY_MS,
  } as MarketItem;
  const all = [
    'buyingOptions',
    'conditionIds',
    'price',
    'priceCurrency',
    'sellers',
    'lastSoldDate',
  ] as const;

  it.each([
    ['price:[10..20],priceCurrency:USD', true],
    ['price:[12.51..],priceCurrency:USD', false],
    ['price:[10..20],priceCurrency:EUR', false],
    ['conditionIds:{4000}', true],
    ['conditionIds:{2750}', false],
    ['buyingOptions:{AUCTION}', false],
    ['buyingOptions:{AUCTION|FIXED_PRICE},sellers:{slabhouse}', true],
    ['lastSoldDate:[2026-02-27T00:00:00.000Z..2026-03-01T00:00:00.000Z]', true],
    ['lastSoldDate:[2026-03-01T00:00:00.000Z..]', false],
  ])('%s accepts a $12.50 raw Buy It Now sale: %s', (filter, accepted) => {
    const parsed = parseFilter(filter, all);
    expect(parsed.invalid).toEqual([]);
    expect(parsed.accepts(item)).toBe(accepted);
  });

  it('names what it could not understand, and a price without currency', () => {
    const parsed = parseFilter('buyingOptions:{SWAP},colour:{red},price:[1..2]', all);
    expect(parsed.invalid).toEqual(['buyingOptions', 'colour']);
    expect(parsed.priceWithoutCurrency).toBe(true);
    expect(parsed.accepts(item)).toBe(true);
  });
});
