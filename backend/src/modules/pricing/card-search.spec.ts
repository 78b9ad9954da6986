import { buildCardSearch, soldSearchUrl, type CardToPrice } from './card-search';

const BLANK: CardToPrice = {
  player: null,
  year: null,
  brand: null,
  set: null,
  cardNumber: null,
  variant: null,
  sport: null,
  grader: null,
  grade: null,
};

describe('buildCardSearch', () => {
  it('orders year, brand, set, player, number, variant, serial, auto, grade, each word once', () => {
    const search = buildCardSearch({
      ...BLANK,
      player: 'Shohei Ohtani',
      year: 2018,
      brand: 'Topps',
      set: 'Topps Update',
      cardNumber: 'US1',
      variant: 'Gold',
      serialNumber: '23/2018',
      autograph: true,
      grader: 'PSA',
      grade: '10',
    });
    expect(search).toEqual({
      queries: [
        '2018 Topps Update Shohei Ohtani #US1 Gold /2018 Auto PSA 10',
        '2018 Topps Update Shohei Ohtani Auto PSA 10',
      ],
      graded: true,
    });
  });

  it('searches raw copies of an ungraded card, memorabilia under any of its names', () => {
    const search = buildCardSearch({
      ...BLANK,
      player: 'Mike Trout',
      year: 2011,
      brand: 'Topps',
      cardNumber: '#US175',
      memorabilia: true,
    });
    expect(search).toEqual({
      queries: ['2011 Topps Mike Trout #US175 (Relic, Patch, Jersey)', '2011 Topps Mike Trout'],
      graded: false,
    });
  });

  it('has one query when nothing can be dropped', () => {
    expect(buildCardSearch({ ...BLANK, player: 'Mike Trout', year: 2011 }).queries).toEqual([
      '2011 Mike Trout',
    ]);
  });
});

describe('soldSearchUrl', () => {
  it('links to eBay’s sold and completed listings in the singles category', () => {
    const url = new URL(soldSearchUrl('2011 Topps Mike Trout #US175'));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.ebay.com/sch/i.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      _nkw: '2011 Topps Mike Trout #US175',
      _sacat: '261328',
      LH_Sold: '1',
      LH_Complete: '1',
    });
  });
});
