import { cardStatusLabel, displayedCardStatus } from './card-status-tag';

describe('card status', () => {
  it('reads "Check" for an identified card the engine doubts, "Identified" otherwise', () => {
    expect(cardStatusLabel('identified', true)).toBe('Check');
    expect(displayedCardStatus('identified', true)).toBe('check');
    expect(cardStatusLabel('identified', false)).toBe('Identified');
    expect(cardStatusLabel('identified')).toBe('Identified');
  });

  it('keeps every other status as it is, whatever the doubt', () => {
    expect(cardStatusLabel('approved', true)).toBe('Approved');
    expect(cardStatusLabel('processing', true)).toBe('Identifying...');
    expect(cardStatusLabel('archived')).toBe('Archived');
    expect(cardStatusLabel(null)).toBe('Unknown');
  });
});
