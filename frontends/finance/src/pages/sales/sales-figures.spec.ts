import { buildAnalytics } from '../../testing/finance-builders';
import {
  averagePoints,
  axisLabel,
  categoryLabel,
  feeAnalysis,
  insightTiles,
  inventoryAgePoints,
  lastDays,
  nothingToChart,
  salesTiles,
} from './sales-figures';

describe('sales figures', () => {
  it('shows the four tiles in USD (en-US) and the order count with separators', () => {
    const tiles = salesTiles(buildAnalytics());
    expect(tiles.map(({ title, value }) => [title, value])).toEqual([
      ['Gross Sales', '$1,234,567.80'],
      ['Net After Fees', '$1,209,876.44'],
      ['Platform Fee (2%)', '$24,691.36'],
      ['Total Orders', '1,520'],
    ]);
    expect(tiles[2].hint).toBe('2.0% of gross sales');
  });

  it('shows no figures, not zeros, before the server answers', () => {
    expect(salesTiles(undefined).map((tile) => tile.value)).toEqual([null, null, null, null]);
  });

  it('gives the effective fee with one decimal, the fee and the earnings', () => {
    const analytics = buildAnalytics({
      grossSales: '100.00',
      platformFee: '2.00',
      netAfterFee: '98.00',
    });
    analytics.trends.feePercentage = '1.95';
    expect(feeAnalysis(analytics)).toMatchObject({
      effectiveFeeRate: '2.0%',
      platformFee: '$2.00',
      earnings: '$98.00',
    });
  });

  it('keeps the last 7 days of the range for the trends', () => {
    const analytics = buildAnalytics();
    analytics.trends.dailySales = Array.from({ length: 30 }, (_, index) => ({
      date: `2026-11-${String(index + 1).padStart(2, '0')}`,
      sales: '1.00',
    }));
    const afterTheRange = new Date('2026-12-15T12:00:00Z');
    expect(lastDays(analytics, 7, afterTheRange).map((day) => day.date)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
  });

  it('ends the trends at today in the dealer’s time zone when the range runs into the future', () => {
    const analytics = buildAnalytics();
    analytics.range = { start: '2026-11-01', end: '2026-12-31', timeZone: 'America/New_York' };
    analytics.trends.dailySales = Array.from({ length: 61 }, (_, index) => ({
      date: new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10),
      sales: '1.00',
    }));
    // 02:00 UTC on the 28th is still the 27th in New York.
    const now = new Date('2026-11-28T02:00:00Z');
    expect(lastDays(analytics, 7, now).map((day) => day.date)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('charts the best-selling groups first, with the exact amount in the tooltip', () => {
    const points = averagePoints([
      { key: 'Topps', sales: 2, average: '10.05' },
      { key: 'Upper Deck', sales: 5, average: '1204.10' },
    ]);
    expect(points).toEqual([
      { label: 'Upper Deck', unit: 'usd', value: 1204.1, text: '$1,204.10 average over 5 sales' },
      { label: 'Topps', unit: 'usd', value: 10.05, text: '$10.05 average over 2 sales' },
    ]);
  });

  it("shortens a long set's name on the axis at a word, whole in the tooltip", () => {
    expect(categoryLabel('Upper Deck')).toBe('Upper Deck');
    expect(categoryLabel("Upper Deck McDonald's NHL All-Stars")).toBe('Upper Deck McDonald…');
    expect(categoryLabel('Fleer Ultra Gold Medallion')).toBe('Fleer Ultra Gold…');
    expect(categoryLabel('Vladislav Tretiakovsky')).toBe('Vladislav Tretiakov…');
    expect(categoryLabel('Supercalifragilisticexpialidocious')).toBe('Supercalifragilisti…');
    const [point] = averagePoints([
      { key: "Upper Deck McDonald's NHL All-Stars", sales: 1, average: '2.39' },
    ]);
    expect(point.label).toBe("Upper Deck McDonald's NHL All-Stars");
  });

  it('labels money axes in dollars and leaves an all-zero chart empty', () => {
    expect(axisLabel(0.5, 'usd')).toBe('$0.50');
    expect(axisLabel(250, 'usd')).toBe('$250');
    expect(axisLabel(3, 'count')).toBe('3');
    expect(axisLabel(0.4, 'count')).toBe('');
    const analytics = buildAnalytics();
    analytics.insights.inventoryAge = [
      { bucket: '0-7', listings: 0, value: '0.00' },
      { bucket: '90+', listings: 0, value: '0.00' },
    ];
    const points = inventoryAgePoints(analytics);
    expect(points.map((point) => point.label)).toEqual(['0-7 days', '90+ days']);
    expect(nothingToChart(points)).toBe(true);
    analytics.insights.inventoryAge[1].listings = 2;
    expect(nothingToChart(inventoryAgePoints(analytics))).toBe(false);
  });

  it('says "No data" for insights the server could not work out', () => {
    const analytics = buildAnalytics();
    expect(insightTiles(analytics).map((tile) => tile.value)).toEqual(['37.5%', '6', '13.0%']);
    analytics.insights = {
      ...analytics.insights,
      sellThroughPercent: null,
      medianDaysToSell: null,
    };
    expect(insightTiles(analytics).map((tile) => tile.value)).toEqual([null, null, '13.0%']);
  });
});
