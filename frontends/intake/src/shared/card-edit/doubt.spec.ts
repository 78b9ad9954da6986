import { buildCard } from '../../testing/card-builder';
import {
  checkedByDealer,
  confirmedOnSave,
  doubtSummary,
  firstFocusField,
  samePhotosNote,
} from './doubt';

describe('doubtful fields', () => {
  it('starts the cursor in the first doubtful field as the panel shows them, else in the player', () => {
    expect(firstFocusField(buildCard({ doubtfulFields: ['cardNumber', 'year'] }))).toBe('year');
    expect(firstFocusField(buildCard({ doubtfulFields: ['set'] }))).toBe('set');
    expect(firstFocusField(buildCard({ doubtfulFields: [] }))).toBe('player');
  });

  it('names what to check, in screen order', () => {
    expect(doubtSummary(buildCard({ doubtfulFields: ['player'] }))).toBe('Check player');
    expect(doubtSummary(buildCard({ doubtfulFields: ['cardNumber', 'player', 'year'] }))).toBe(
      'Check player, year and card number',
    );
    expect(doubtSummary(buildCard({ doubtfulFields: [] }))).toBeNull();
  });

  it('confirms the doubtful fields the dealer kept, not the ones corrected', () => {
    const card = buildCard({ doubtfulFields: ['player', 'year', 'set'] });
    expect(confirmedOnSave(card, { player: 'Wayne Gretzky' })).toEqual(['year', 'set']);
    expect(confirmedOnSave(card, {})).toEqual(['player', 'year', 'set']);
    expect(confirmedOnSave(buildCard({ doubtfulFields: [] }), { year: 1991 })).toEqual([]);
  });

  it('leaves a blank doubtful field marked: nothing was there to confirm', () => {
    const card = buildCard({ doubtfulFields: ['year', 'brand', 'set'], brand: null, set: ' ' });
    expect(confirmedOnSave(card, {})).toEqual(['year']);
    expect(confirmedOnSave(card, { brand: 'Upper Deck' })).toEqual(['year']);
  });

  it('says a doubtful card is checked once the dealer corrected or confirmed what Pennant doubted', () => {
    const checked = buildCard({
      confidence: '0.40',
      needsCheck: false,
      correctedFields: ['player'],
    });
    expect(checkedByDealer(checked)).toBe(true);
    expect(checkedByDealer({ ...checked, needsCheck: true })).toBe(false);
    expect(checkedByDealer({ ...checked, correctedFields: ['storageBox'] })).toBe(false);
    expect(checkedByDealer({ ...checked, confidence: '0.95' })).toBe(false);
    // Approving or lotting it does not bring back the engine's first reading.
    expect(checkedByDealer({ ...checked, status: 'approved' })).toBe(true);
    expect(checkedByDealer({ ...checked, status: 'lotted' })).toBe(true);
    expect(checkedByDealer({ ...checked, status: 'processing' })).toBe(false);
  });
});

describe('a card made from the same photos as an earlier one', () => {
  it('says so while it waits for review, and not once it is approved or for any other card', () => {
    const copy = buildCard({
      samePhotosAs: 'c0ffee00-0000-4000-8000-000000000001',
      status: 'identified',
    });
    expect(samePhotosNote(copy)).toMatch(/^Same photos as another of your cards/);
    expect(samePhotosNote({ ...copy, status: 'approved' })).toBeNull();
    expect(samePhotosNote(buildCard({ samePhotosAs: null }))).toBeNull();
  });
});
