import { changedFieldNames, joinNames, leaveQuestionText, stillUnsavedNote } from './form-changes';

describe('what the dealer changed in a form', () => {
  interface Values {
    storeName: string;
    markup: string;
    bestOffer: boolean;
    envelope?: string;
  }
  const saved: Values = {
    storeName: 'Walk Cards',
    markup: '8.00',
    bestOffer: false,
    envelope: undefined,
  };

  it('finds nothing when the form shows what is saved', () => {
    expect(changedFieldNames({ ...saved }, saved)).toEqual([]);
  });

  it('names the fields typed or switched', () => {
    expect(
      changedFieldNames({ ...saved, storeName: 'Walk Cards & Co', bestOffer: true }, saved),
    ).toEqual(['storeName', 'bestOffer']);
  });

  it('does not count the same decimal written another way, nor spaces around a name', () => {
    expect(changedFieldNames({ ...saved, markup: '8', storeName: ' Walk Cards ' }, saved)).toEqual(
      [],
    );
    expect(changedFieldNames({ ...saved, markup: '25' }, saved)).toEqual(['markup']);
  });

  it('counts a cleared choice, and an empty choice as none', () => {
    expect(changedFieldNames({ envelope: '' }, saved)).toEqual([]);
    expect(changedFieldNames({ envelope: undefined }, { ...saved, envelope: 'policy-1' })).toEqual([
      'envelope',
    ]);
  });

  it('compares only the fields the form shows', () => {
    expect(changedFieldNames({ storeName: 'Walk Cards' }, saved)).toEqual([]);
  });
});

describe('what the dealer is told about unsaved sections', () => {
  it('joins section names as a sentence does', () => {
    expect(joinNames(['Pricing Rules'])).toBe('Pricing Rules');
    expect(joinNames(['Business Profile', 'Pricing Rules'])).toBe(
      'Business Profile and Pricing Rules',
    );
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('says nothing more after a save when no other section holds changes', () => {
    expect(stillUnsavedNote([])).toBe('');
  });

  it('names the sections a save did not write', () => {
    expect(stillUnsavedNote(['Business Profile'])).toBe(
      'Business Profile still has unsaved changes: save it with its own button.',
    );
    expect(stillUnsavedNote(['Business Profile', 'Selling on eBay'])).toBe(
      'Business Profile and Selling on eBay still have unsaved changes: save each with its own button.',
    );
  });

  it('says what leaving discards', () => {
    expect(leaveQuestionText(['Pricing Rules'])).toBe(
      'Pricing Rules has changes that are not saved. Leaving this page discards them.',
    );
  });
});
