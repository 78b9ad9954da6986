import { parseCsv, toCsv, type DatasetRow } from './dataset';
import {
  expectedFields,
  fieldCorrect,
  formatSummary,
  normalise,
  percentile,
  summarise,
  type EvaluatedCard,
} from './metrics';

function card(
  actual: Partial<EvaluatedCard['actual']>,
  confidence: number,
  seconds = 1,
): EvaluatedCard {
  const expected = {
    player: 'Cam Neely',
    year: 1991,
    brand: 'Upper Deck',
    set: "McDonald's All-Stars",
    cardNumber: 'Mc-1',
  };
  return { expected, actual: { ...expected, ...actual }, confidence, seconds };
}

describe('normalise', () => {
  it('ignores case, accents, spacing and punctuation but not letters or digits', () => {
    expect(normalise('MC - 1')).toBe(normalise('Mc-1'));
    expect(normalise('Patrick Roy')).toBe(normalise('PATRICK  ROY'));
    expect(normalise('Théoren Fleury')).toBe(normalise('Theoren Fleury'));
    expect(normalise('Mc-1')).not.toBe(normalise('Mc-11'));
    expect(normalise(null)).toBe('');
  });
});

describe('fieldCorrect for the card number', () => {
  const numbered = (expected: string, actual: string | null) => ({
    expected: { player: null, year: null, brand: null, set: null, cardNumber: expected },
    actual: { player: null, year: null, brand: null, set: null, cardNumber: actual },
    confidence: 0,
    seconds: 0,
  });

  it('counts the zeros a checklist pads with as no part of the number, and nothing else', () => {
    expect(fieldCorrect(numbered('McD-04', 'McD-4'), 'cardNumber')).toBe(true);
    expect(fieldCorrect(numbered('007', '7'), 'cardNumber')).toBe(true);
    expect(fieldCorrect(numbered('McD-10', 'McD-1'), 'cardNumber')).toBe(false);
    expect(fieldCorrect(numbered('100', '10'), 'cardNumber')).toBe(false);
    expect(fieldCorrect(numbered('0', null), 'cardNumber')).toBe(false);
    expect(fieldCorrect(numbered('McD-04', 'McD-40'), 'cardNumber')).toBe(false);
  });
});

describe('fieldCorrect for the player', () => {
  const card = (expected: string, actual: string | null) => ({
    expected: { player: expected, year: null, brand: null, set: null, cardNumber: null },
    actual: { player: actual, year: null, brand: null, set: null, cardNumber: null },
    confidence: 0,
    seconds: 0,
  });

  it('ignores a subset code appended to the label, and nothing else', () => {
    expect(fieldCorrect(card('Pavel Bure GW', 'Pavel Bure'), 'player')).toBe(true);
    expect(fieldCorrect(card('Patrick Roy CAG', 'PATRICK ROY'), 'player')).toBe(true);
    expect(fieldCorrect(card('Mario Lemieux', 'Mario'), 'player')).toBe(false);
    expect(fieldCorrect(card('Pavel Bure GW', 'Pavel'), 'player')).toBe(false);
    expect(fieldCorrect(card('Pavel Bure GW', null), 'player')).toBe(false);
  });
});

describe('summarise', () => {
  it('scores each field, all fields exact, and accuracy among confident cards', () => {
    const cards = [
      card({}, 0.95, 1),
      card({ year: 1992 }, 0.93, 2),
      card({ player: null }, 0.5, 3),
      card({}, 0.4, 4),
    ];
    const summary = summarise(cards, 36, 2);
    expect(summary.accuracy.player).toBe(0.75);
    expect(summary.accuracy.year).toBe(0.75);
    expect(summary.accuracy.cardNumber).toBe(1);
    expect(summary.allFieldsExact).toBe(0.5);
    expect(summary.confident).toEqual({ threshold: 0.9, cards: 2, allFieldsExact: 0.5 });
    expect(summary.cardsPerHour).toBe(400);
    expect(summary.p50Seconds).toBe(2);
    expect(summary.p95Seconds).toBe(4);
    expect(formatSummary(summary)).toContain(
      'confidence >= 0.9: 2 cards (50.0%), all fields exact 50.0%',
    );
  });

  it('says n/a rather than 0% when no card reached the confidence threshold', () => {
    const summary = summarise([card({}, 0.2)], 1, 1);
    expect(summary.confident.allFieldsExact).toBeNull();
    expect(formatSummary(summary)).toContain('all fields exact n/a');
  });
});

describe('percentile', () => {
  it('uses the nearest rank', () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('dataset CSV', () => {
  it('round-trips quoted fields with commas and quotes, and maps labels to engine fields', () => {
    const row: DatasetRow = {
      front: 'a/front.jpg',
      back: '',
      player: "Shaquille O'Neal",
      year: '1992',
      brand: 'Upper Deck',
      set: 'Upper Deck McDonald\'s, "All-Stars"',
      card_number: 'McD-26',
      team: 'Orlando Magic',
      sport: 'basketball',
      year_label: '1992-93',
      variant: '',
      notes: 'line one\nline two',
    };
    const [header, ...cells] = parseCsv(toCsv([row]));
    const parsed = Object.fromEntries(header.map((column, i) => [column, cells[0][i]]));
    expect(parsed).toEqual(row);
    expect(expectedFields(row)).toEqual({
      player: "Shaquille O'Neal",
      year: 1992,
      brand: 'Upper Deck',
      set: 'Upper Deck McDonald\'s, "All-Stars"',
      cardNumber: 'McD-26',
    });
  });
});
