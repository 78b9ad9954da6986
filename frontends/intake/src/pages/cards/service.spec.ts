import { identifiedHint } from './service';

describe('card processing figures', () => {
  it('says how many identified cards read Check, when there are any', () => {
    expect(identifiedHint(3)).toBe('Ready for review · 3 marked Check');
    expect(identifiedHint(1250)).toBe('Ready for review · 1,250 marked Check');
    expect(identifiedHint(0)).toBe('Ready for review');
    expect(identifiedHint(null)).toBe('Ready for review');
  });
});
