import type { Card } from './entities/card.entity';
import { approveAllSkipReason, needsCheck, openDoubts } from './review-state';

function reviewed(overrides: Partial<Card> = {}): Card {
  return {
    status: 'identified',
    confidence: '0.62',
    doubtfulFields: ['year', 'player'],
    candidates: { player: [], brand: [], set: [] },
    correctedFields: [],
    listPrice: '12.00',
    samePhotosAs: null,
    ...overrides,
  } as Card;
}

describe('what review says about a card', () => {
  it('reads Check under 0.90 with the doubtful fields in screen order', () => {
    const card = reviewed();
    expect(needsCheck(card)).toBe(true);
    expect(openDoubts(card)).toEqual(['player', 'year']);
  });

  it('reads Identified at 0.90 or more, whatever the fields', () => {
    expect(needsCheck(reviewed({ confidence: '0.90' }))).toBe(false);
    expect(needsCheck(reviewed({ confidence: '0.89' }))).toBe(true);
  });

  it('stops doubting a field the dealer corrected or confirmed, and is settled when none is left', () => {
    expect(openDoubts(reviewed({ correctedFields: ['player'] }))).toEqual(['year']);
    const settled = reviewed({ correctedFields: ['player', 'year'] });
    expect(openDoubts(settled)).toEqual([]);
    expect(needsCheck(settled)).toBe(false);
  });

  it('doubts every identified field when unsure with none singled out, or identified before doubts were kept', () => {
    const all = ['player', 'year', 'brand', 'set', 'cardNumber'];
    expect(openDoubts(reviewed({ doubtfulFields: [] }))).toEqual(all);
    expect(openDoubts(reviewed({ doubtfulFields: [], candidates: null }))).toEqual(all);
    expect(openDoubts(reviewed({ doubtfulFields: [], confidence: '0.95' }))).toEqual([]);
  });

  it('reads Check when made from the same photos as an earlier card, however sure of it', () => {
    const copy = reviewed({
      confidence: '0.97',
      doubtfulFields: [],
      samePhotosAs: '0a0a0a0a-0000-4000-8000-000000000001',
    });
    expect(needsCheck(copy)).toBe(true);
    expect(approveAllSkipReason(copy)).toBe('check');
    expect(needsCheck({ ...copy, status: 'approved' } as Card)).toBe(false);
  });

  it('only an identified card is to check', () => {
    expect(needsCheck(reviewed({ status: 'approved' }))).toBe(false);
    expect(needsCheck(reviewed({ status: 'processing', confidence: null }))).toBe(false);
  });

  it('leaves a card without a price, or to check, out of Approve All, saying which', () => {
    expect(approveAllSkipReason(reviewed({ listPrice: null, confidence: '0.97' }))).toBe(
      'no_price',
    );
    expect(approveAllSkipReason(reviewed())).toBe('check');
    expect(approveAllSkipReason(reviewed({ confidence: '0.93' }))).toBeNull();
  });
});
