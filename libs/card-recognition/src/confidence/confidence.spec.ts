import {
  doubtfulFields,
  Evidence,
  IDENTIFIED_CONFIDENCE_THRESHOLD,
  scoreConfidence,
} from './index';

const base: Evidence = {
  player: 'catalog-team',
  playerScore: 1,
  year: 'copyright',
  number: 'labelled',
  brand: 'copyright',
  set: 'named',
  checklistUnique: false,
  conflicts: 0,
  ocrConfidence: 0.9,
};

describe('scoreConfidence', () => {
  it('is high only when a unique checklist entry ties the fields together', () => {
    expect(
      scoreConfidence({ ...base, checklistUnique: true, number: 'checklist', year: 'checklist' }),
    ).toBeGreaterThanOrEqual(0.9);
    expect(scoreConfidence(base)).toBeLessThan(0.9);
  });

  it('falls with each conflict between readings', () => {
    const agreed = scoreConfidence({ ...base, checklistUnique: true });
    const oneConflict = scoreConfidence({ ...base, checklistUnique: true, conflicts: 1 });
    expect(oneConflict).toBeLessThan(agreed);
    expect(oneConflict).toBeLessThan(0.9);
  });

  it('is lower for a name read without catalog confirmation, and zero without a player', () => {
    expect(scoreConfidence({ ...base, player: 'ocr', playerScore: 0.8 })).toBeLessThan(
      scoreConfidence(base),
    );
    expect(scoreConfidence({ ...base, player: 'none', playerScore: 0 })).toBe(0);
  });

  it('stays within 0..1 with two decimals', () => {
    const value = scoreConfidence({ ...base, checklistUnique: true, ocrConfidence: 5 });
    expect(value).toBeLessThanOrEqual(1);
    expect(Number.isInteger(value * 100)).toBe(true);
  });
});

describe('doubtfulFields and the threshold', () => {
  it('marks the fields whose evidence is often wrong, and none on a card a unique checklist entry ties together', () => {
    expect(doubtfulFields(base)).toEqual(['year', 'set', 'cardNumber']);
    const tied = {
      ...base,
      checklistUnique: true,
      number: 'checklist',
      year: 'checklist',
    } as const;
    expect(doubtfulFields(tied)).toEqual([]);
    expect(scoreConfidence(tied)).toBeGreaterThanOrEqual(IDENTIFIED_CONFIDENCE_THRESHOLD);
  });

  it('shows a card with a field not read at all as "Check", that field marked', () => {
    const noNumber = { ...base, number: 'none' } as const;
    expect(doubtfulFields(noNumber)).toContain('cardNumber');
    expect(scoreConfidence(noNumber)).toBeLessThan(IDENTIFIED_CONFIDENCE_THRESHOLD);
  });

  it('names the weakest field of a card under the threshold whose fields are each likely right', () => {
    const eachSure = {
      ...base,
      player: 'catalog-year',
      year: 'checklist',
      number: 'checklist',
      brand: 'checklist',
      set: 'checklist',
      ocrConfidence: 0.2,
    } as const;
    expect(scoreConfidence(eachSure)).toBeLessThan(IDENTIFIED_CONFIDENCE_THRESHOLD);
    expect(doubtfulFields(eachSure)).toEqual(['player']);
  });

  it('marks the year when readings conflict, even on a tied card', () => {
    const conflicting = { ...base, checklistUnique: true, conflicts: 1 };
    expect(doubtfulFields(conflicting)).toContain('year');
  });

  it('gives the threshold the product shows "Identified" from', () => {
    expect(IDENTIFIED_CONFIDENCE_THRESHOLD).toBe(0.9);
  });
});
