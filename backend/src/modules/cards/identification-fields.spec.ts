import { applyIdentification, confidenceOf } from './identification-fields';
import { Card } from './entities/card.entity';
import { griffeyReading } from './identification.fixture';

const reading = griffeyReading({
  graded: { grader: 'PSA', grade: '9', certNumber: '12345678' },
  confidence: 0.937,
});

describe('applyIdentification', () => {
  it('copies what the engine read, the slab label into grader, grade and condition', () => {
    const card = new Card();
    applyIdentification(card, reading);
    expect(card).toMatchObject({
      player: 'Ken Griffey Jr.',
      year: 1989,
      cardNumber: '1',
      rookieCard: true,
      grader: 'PSA',
      grade: '9',
      certNumber: '12345678',
      condition: 'PSA 9',
      confidence: '0.93',
    });
  });

  it('never overwrites a field the dealer corrected', () => {
    const card = new Card();
    card.player = 'Ken Griffey Sr.';
    card.year = 1990;
    card.correctedFields = ['player', 'year'];
    applyIdentification(card, reading);
    expect(card.player).toBe('Ken Griffey Sr.');
    expect(card.year).toBe(1990);
    expect(card.brand).toBe('Upper Deck');
  });

  it('keeps a condition the dealer set when the card is not slabbed', () => {
    const card = new Card();
    card.condition = 'Near Mint';
    applyIdentification(card, { ...reading, graded: null });
    expect(card.condition).toBe('Near Mint');
    expect(card.grader).toBeNull();
  });
});

describe('confidenceOf', () => {
  it.each([
    [0.937, '0.93'],
    [0.899, '0.89'],
    [1, '1.00'],
    [1.2, '1.00'],
    [-0.1, '0.00'],
    [Number.NaN, '0.00'],
  ])('%s -> %s (never rounded up past what the evidence says)', (value, expected) => {
    expect(confidenceOf(value)).toBe(expected);
  });
});
