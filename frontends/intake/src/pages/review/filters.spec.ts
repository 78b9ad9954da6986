import { buildCard } from '../../testing/card-builder';
import { filterOptions, NO_FILTERS, reviewQueue } from './filters';

const judge = buildCard({
  player: 'Aaron Judge',
  year: 2017,
  brand: 'Topps',
  confidence: '0.97',
  marketValue: '40.00',
});
const ohtani = buildCard({
  player: 'Shohei Ohtani',
  year: 2018,
  brand: 'Bowman',
  confidence: '0.62',
  marketValue: '95.00',
});
const soto = buildCard({
  player: 'Juan Soto',
  year: 2018,
  brand: 'Topps',
  confidence: '0.81',
  marketValue: null,
  estimatedHigh: '12.00',
});
const unknown = buildCard({
  player: null,
  year: null,
  brand: null,
  confidence: null,
  marketValue: null,
  estimatedHigh: null,
});
const cards = [judge, ohtani, soto, unknown];

describe('review filters', () => {
  it("offers the years, brands and players of the dealer's own cards", () => {
    expect(filterOptions(cards)).toEqual({
      years: ['2018', '2017'],
      brands: ['Bowman', 'Topps'],
      players: ['Aaron Judge', 'Juan Soto', 'Shohei Ohtani'],
    });
  });

  it('puts the least confident cards first by default (unknown confidence first of all)', () => {
    expect(reviewQueue(cards, NO_FILTERS, 'confidence').map((card) => card.id)).toEqual([
      unknown.id,
      ohtani.id,
      soto.id,
      judge.id,
    ]);
  });

  it('filters by year, brand, player and confidence level together', () => {
    expect(reviewQueue(cards, { ...NO_FILTERS, year: '2018' }, 'confidence')).toEqual([
      ohtani,
      soto,
    ]);
    expect(
      reviewQueue(cards, { ...NO_FILTERS, year: '2018', brand: 'Topps' }, 'confidence'),
    ).toEqual([soto]);
    expect(reviewQueue(cards, { ...NO_FILTERS, player: 'Aaron Judge' }, 'confidence')).toEqual([
      judge,
    ]);
    expect(reviewQueue(cards, { ...NO_FILTERS, confidence: 'high' }, 'confidence')).toEqual([
      judge,
    ]);
    expect(reviewQueue(cards, { ...NO_FILTERS, confidence: 'medium' }, 'confidence')).toEqual([
      soto,
    ]);
    expect(reviewQueue(cards, { ...NO_FILTERS, confidence: 'low' }, 'confidence')).toEqual([
      unknown,
      ohtani,
    ]);
  });

  it('orders by value: market value, else the high estimate, unpriced last', () => {
    expect(reviewQueue(cards, NO_FILTERS, 'value').map((card) => card.id)).toEqual([
      ohtani.id,
      judge.id,
      soto.id,
      unknown.id,
    ]);
  });
});
