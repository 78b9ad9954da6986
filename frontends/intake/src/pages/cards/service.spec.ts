import { emptyText, identifiedHint } from './service';

describe('card processing figures', () => {
  it('says how many identified cards read Check, when there are any', () => {
    expect(identifiedHint(3)).toBe('Ready for review · 3 marked Check');
    expect(identifiedHint(1250)).toBe('Ready for review · 1,250 marked Check');
    expect(identifiedHint(0)).toBe('Ready for review');
    expect(identifiedHint(null)).toBe('Ready for review');
  });
});

describe('an empty list of cards', () => {
  it('says what narrowed it, and "No cards found" only when nothing did', () => {
    expect(emptyText('', 'all')).toBe('No cards found');
    expect(emptyText(' mauer ', 'all')).toBe('No cards match "mauer"');
    expect(emptyText('mauer', 'identified')).toBe('No identified cards match "mauer"');
    expect(emptyText('', 'processing')).toBe('No cards being identified');
    expect(emptyText('', 'error')).toBe('No cards in error');
  });
});
