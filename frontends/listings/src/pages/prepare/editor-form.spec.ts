import { buildPreparation } from '../../testing/preparation-builder';
import {
  aspectsRecord,
  editorProblems,
  editorValues,
  listingChanges,
  priceNote,
  type ListingEditorValues,
} from './editor-form';

describe('listing editor values', () => {
  it('holds a preparation as the form shows it', () => {
    const values = editorValues(buildPreparation());
    expect(values).toMatchObject({
      title: '2004 Topps Elmer Dessens #396',
      format: 'fixed_price',
      price: '1.07',
      buyItNowPrice: '',
      auctionDuration: 'DAYS_7',
      cardCondition: 'near_mint_or_better',
    });
    expect(values.aspects[1]).toEqual({ name: 'Player/Athlete', values: ['Elmer Dessens'] });
  });

  it('offers no card condition for a graded card', () => {
    const graded = buildPreparation({ conditionId: 'LIKE_NEW', cardCondition: null });
    expect(editorValues(graded).cardCondition).toBeUndefined();
    expect(listingChanges(graded, { ...editorValues(graded), cardCondition: 'poor' })).toEqual({});
  });

  it('sends nothing when nothing changed', () => {
    const preparation = buildPreparation();
    expect(listingChanges(preparation, editorValues(preparation))).toEqual({});
  });

  it('sends only what changed: a trimmed title, money with two places, item specifics cleaned', () => {
    const preparation = buildPreparation();
    const values: ListingEditorValues = {
      ...editorValues(preparation),
      title: ' 2004 Topps Elmer Dessens #396 Diamondbacks ',
      price: '2.5',
      cardCondition: 'excellent',
      aspects: [
        { name: 'Sport', values: ['Baseball'] },
        { name: ' Player/Athlete ', values: ['Elmer Dessens', ' '] },
        { name: 'Season', values: ['2004'] },
        { name: 'Features', values: ['Base Set'] },
        { name: '', values: ['ignored'] },
      ],
    };
    expect(listingChanges(preparation, values)).toEqual({
      title: '2004 Topps Elmer Dessens #396 Diamondbacks',
      price: '2.50',
      cardCondition: 'excellent',
      aspects: {
        Sport: ['Baseball'],
        'Player/Athlete': ['Elmer Dessens'],
        Season: ['2004'],
        Features: ['Base Set'],
      },
    });
  });

  it('turns a fixed price into an auction with its length and Buy It Now, and back', () => {
    const preparation = buildPreparation();
    const auction = {
      ...editorValues(preparation),
      format: 'auction' as const,
      price: '0.99',
      buyItNowPrice: '5',
      auctionDuration: 'DAYS_5' as const,
    };
    expect(listingChanges(preparation, auction)).toEqual({
      format: 'auction',
      price: '0.99',
      buyItNowPrice: '5.00',
      auctionDuration: 'DAYS_5',
    });
    const wasAuction = buildPreparation({
      format: 'auction',
      buyItNowPrice: '5.00',
      auctionDuration: 'DAYS_5',
    });
    expect(
      listingChanges(wasAuction, { ...editorValues(wasAuction), format: 'fixed_price' }),
    ).toEqual({ format: 'fixed_price', buyItNowPrice: null });
  });

  it('sends no Buy It Now for a new auction whose starting bid was typed and Buy It Now left empty', () => {
    const preparation = buildPreparation();
    const values = { ...editorValues(preparation), format: 'auction' as const };
    expect(listingChanges(preparation, { ...values, price: '50' })).toEqual({
      format: 'auction',
      price: '50.00',
      buyItNowPrice: null,
      auctionDuration: 'DAYS_7',
    });
    // Nothing typed: the auction's own defaults (its starting bid and Buy It Now from the market value).
    expect(listingChanges(preparation, values)).toEqual({
      format: 'auction',
      auctionDuration: 'DAYS_7',
    });
  });

  it('merges item specifics named twice', () => {
    expect(
      aspectsRecord([
        { name: 'Features', values: ['Rookie'] },
        { name: 'Features', values: ['Rookie', 'Base Set'] },
      ]),
    ).toEqual({ Features: ['Rookie', 'Base Set'] });
  });

  it('names what stops the listing from being saved', () => {
    const values = editorValues(buildPreparation());
    expect(editorProblems(values)).toEqual({});
    expect(editorProblems({ ...values, title: 'x'.repeat(81), price: '0.50' })).toEqual({
      title: 'At most 80 characters.',
      price: 'The price must be at least $0.99.',
    });
    // More than one amount may be in Pennant is said as such, not as "at least $0.99".
    expect(editorProblems({ ...values, price: '100000000' })).toEqual({
      price: 'At most $99,999,999.99.',
    });
    expect(
      editorProblems({ ...values, format: 'auction', price: '10', buyItNowPrice: '12.99' }),
    ).toEqual({ buyItNowPrice: 'eBay wants Buy It Now at least 30% above the starting bid.' });
    expect(
      editorProblems({ ...values, format: 'auction', price: '10', buyItNowPrice: '13' }),
    ).toEqual({});
    expect(editorProblems({ ...values, title: ' ', price: 'abc' })).toEqual({
      title: 'Enter a title.',
      price: 'Enter the price, such as 12.50.',
    });
  });
});

describe("a price far from the card's market value", () => {
  it('is said, not refused, for a fixed price over 5 times or under a fifth of it', () => {
    expect(priceNote({ format: 'fixed_price', price: '1500' }, '15.00')).toBe(
      "The price is over 5 times the card's market value ($15.00): check before saving",
    );
    expect(priceNote({ format: 'fixed_price', price: '2.99' }, '150.00')).toBe(
      "The price is under a fifth of the card's market value ($150.00): check before saving",
    );
    expect(priceNote({ format: 'fixed_price', price: '75' }, '15.00')).toBeNull();
    expect(priceNote({ format: 'fixed_price', price: '3.00' }, '15.00')).toBeNull();
  });

  it("leaves an auction's low starting bid alone, a way to sell, and says a starting bid far above", () => {
    expect(priceNote({ format: 'auction', price: '0.99' }, '150.00')).toBeNull();
    expect(priceNote({ format: 'auction', price: '800' }, '150.00')).toBe(
      "The starting bid is over 5 times the card's market value ($150.00): check before saving",
    );
  });

  it('says nothing without a market value or a price to compare', () => {
    expect(priceNote({ format: 'fixed_price', price: '1500' }, null)).toBeNull();
    expect(priceNote({ format: 'fixed_price', price: '' }, '15.00')).toBeNull();
    expect(priceNote({ format: 'fixed_price', price: '12.x' }, '15.00')).toBeNull();
  });
});
