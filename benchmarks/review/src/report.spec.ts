import { describeFigures, figuresOf, median, type ActionMeasure } from './report';

const action = (keystrokes: number, clicks: number, ms: number, kind: string): ActionMeasure => ({
  cardId: `${keystrokes}-${clicks}-${ms}`,
  keystrokes,
  clicks,
  ms,
  kind,
});

describe('review benchmark figures', () => {
  it('counts keystrokes and clicks together against the target', () => {
    const figures = figuresOf(
      [
        action(1, 0, 300, 'identified'),
        action(2, 0, 500, 'check'),
        action(1, 0, 400, 'identified'),
      ],
      1,
    );
    expect(figures).toEqual({
      count: 3,
      medianInputs: 1,
      maxInputs: 2,
      withinTarget: 2 / 3,
      medianMs: 400,
      byKind: { identified: 2, check: 1 },
    });
    expect(describeFigures('Approve', figures, 1)).toBe(
      'Approve: 3 cards (2 identified, 1 check); keystrokes + clicks median 1, max 2, 67% within the target of 1; automation 0.40 s a card (median)',
    );
  });

  it('takes the middle of an even list as the mean of the two middle values', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(describeFigures('Fix', figuresOf([], 6), 6)).toBe('Fix: no cards');
  });
});
