import {
  basisCents,
  meanCents,
  medianCents,
  removeOutliers,
  summarizePrices,
  withMarkup,
} from './price-statistics';

describe('removeOutliers', () => {
  it('drops a lot far above and a reprint far below the sales, keeping the spread', () => {
    const sales = [850, 900, 949, 999, 1000, 1050, 1100, 1199, 1250, 7999, 99];
    expect(removeOutliers(sales)).toEqual([850, 900, 949, 999, 1000, 1050, 1100, 1199, 1250]);
  });

  it('keeps a tight cluster whole rather than trimming its edges', () => {
    expect(removeOutliers([500, 500, 500, 500, 520, 480, 750])).toEqual([
      480, 500, 500, 500, 500, 520, 750,
    ]);
    expect(removeOutliers([500, 500, 500, 500, 5000])).toEqual([500, 500, 500, 500]);
  });

  it('keeps every price of a sample too small to tell an outlier', () => {
    expect(removeOutliers([100, 5000, 300])).toEqual([100, 300, 5000]);
  });
});

describe('medianCents and meanCents', () => {
  it('stay in whole cents, rounding half up', () => {
    expect(medianCents([100, 201])).toBe(151); // 150.5
    expect(medianCents([100, 200, 900])).toBe(200);
    expect(meanCents([100, 101])).toBe(101); // 100.5
    expect(meanCents([100, 100, 101])).toBe(100); // 100.33
    expect(meanCents([1999, 2999, 999])).toBe(1999);
  });
});

describe('summarizePrices', () => {
  it('gives the middle half of the kept prices as the estimated range', () => {
    const summary = summarizePrices([400, 500, 600, 700, 800, 900, 1000, 1100, 20000]);
    expect(summary).toMatchObject({
      kept: [400, 500, 600, 700, 800, 900, 1000, 1100],
      removed: 1,
      medianCents: 750,
      meanCents: 750,
      lowestCents: 400,
      lowCents: 500,
      highCents: 900,
    });
  });

  it('uses the lowest and highest price as the range of a small sample, and null for none', () => {
    expect(summarizePrices([300, 700])).toMatchObject({ lowCents: 300, highCents: 700 });
    expect(summarizePrices([])).toBeNull();
  });
});

describe('basis and markup', () => {
  const summary = summarizePrices([1000, 1200, 1250, 1300, 1999])!;

  it.each([
    ['sold_median', '8.00', 1350], // 1250 + 100
    ['sold_average', '8.00', 1458], // mean 6749 / 5 = 1349.8 -> 1350, + 108
    ['active_avg', '0.00', 1350],
    ['current_lowest', '12.50', 1125], // 1000 + 125
    ['sold_median', '100.00', 2500],
  ] as const)('%s with %s%% markup is %i cents', (basis, markup, expected) => {
    expect(withMarkup(basisCents(summary, basis), markup)).toBe(expected);
  });

  it('rounds the markup half up to the cent', () => {
    expect(withMarkup(999, '8.00')).toBe(1079); // 999 * 8% = 79.92 -> 80
    expect(withMarkup(1050, '2.50')).toBe(1076); // 26.25 -> 26
    expect(withMarkup(1100, '2.50')).toBe(1128); // 27.5 -> 28
  });
});
