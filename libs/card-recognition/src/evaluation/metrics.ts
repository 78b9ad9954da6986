import { IDENTIFIED_CONFIDENCE_THRESHOLD } from '../confidence';
import { numberKey } from '../parse';
import type { DatasetRow } from './dataset';

/** Cards at or above the threshold the product shows as "Identified". */
export const CONFIDENT = IDENTIFIED_CONFIDENCE_THRESHOLD;
export const SCORED_FIELDS = ['player', 'year', 'brand', 'set', 'cardNumber'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export type CardFields = Record<ScoredField, string | number | null>;

export interface EvaluatedCard {
  expected: CardFields;
  actual: CardFields;
  confidence: number;
  /** Seconds from submitting the card to its result. */
  seconds: number;
  /** The card was photographed front and back (the year and number are mostly on the back). */
  hasBack?: boolean;
}

export interface BenchmarkSummary {
  cards: number;
  workers: number;
  accuracy: Record<ScoredField, number>;
  allFieldsExact: number;
  confident: { threshold: number; cards: number; allFieldsExact: number | null };
  /** Player, year and number all right (the fields a dealer checks first). */
  playerYearNumber: number;
  /** On cards photographed front and back. */
  pairs: { cards: number; year: number; cardNumber: number; playerYearNumber: number };
  cardsPerHour: number;
  p50Seconds: number;
  p95Seconds: number;
}

/** The fields a dataset row labels, as the engine names them. */
export function expectedFields(row: DatasetRow): CardFields {
  return {
    player: row.player || null,
    year: row.year ? Number(row.year) : null,
    brand: row.brand || null,
    set: row.set || null,
    cardNumber: row.card_number || null,
  };
}

/** Case, accents, spaces and punctuation do not count: "Mc-1" equals "MC 1", "Pokémon" equals "Pokemon". */
export function normalise(value: string | number | null): string {
  if (value === null) return '';
  return String(value)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The labelled player without a subset code the dataset appends in capitals ("Pavel Bure GW", "Patrick Roy CAG",
 * "Joe Thornton IB"): the code is no part of the name printed on the card. A first name alone still does not
 * count for the full name. Only an all-capital token of 2-4 letters after a name in mixed case counts as one.
 */
export function labelledPlayer(label: string | number | null): string | number | null {
  if (typeof label !== 'string') return label;
  const match = /^(.*[a-z].*?)\s+[A-Z]{2,4}$/.exec(label.trim());
  return match ? match[1] : label;
}

/**
 * A card number without the zeros a checklist pads it with: the card printed "McD 4" is labelled "McD-04", and a
 * dealer's listing may say either. "10", "100" and "0" keep theirs.
 */
export function normaliseCardNumber(value: string | number | null): string {
  return value === null ? '' : numberKey(String(value));
}

export function fieldCorrect(card: EvaluatedCard, field: ScoredField): boolean {
  if (field === 'cardNumber')
    return (
      normaliseCardNumber(card.expected.cardNumber) === normaliseCardNumber(card.actual.cardNumber)
    );
  const expected = field === 'player' ? labelledPlayer(card.expected.player) : card.expected[field];
  return normalise(expected) === normalise(card.actual[field]);
}

export function allFieldsCorrect(card: EvaluatedCard): boolean {
  return SCORED_FIELDS.every((field) => fieldCorrect(card, field));
}

function playerYearNumberRight(card: EvaluatedCard): boolean {
  return (['player', 'year', 'cardNumber'] as const).every((field) => fieldCorrect(card, field));
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

function share(cards: EvaluatedCard[], test: (card: EvaluatedCard) => boolean): number {
  return cards.length === 0 ? 0 : cards.filter(test).length / cards.length;
}

export function summarise(
  cards: EvaluatedCard[],
  wallSeconds: number,
  workers: number,
): BenchmarkSummary {
  const confident = cards.filter((card) => card.confidence >= CONFIDENT);
  const accuracy = Object.fromEntries(
    SCORED_FIELDS.map((field) => [field, share(cards, (card) => fieldCorrect(card, field))]),
  ) as Record<ScoredField, number>;
  const seconds = cards.map((card) => card.seconds);
  const pairs = cards.filter((card) => card.hasBack);
  return {
    cards: cards.length,
    workers,
    accuracy,
    allFieldsExact: share(cards, allFieldsCorrect),
    confident: {
      threshold: CONFIDENT,
      cards: confident.length,
      allFieldsExact: confident.length ? share(confident, allFieldsCorrect) : null,
    },
    playerYearNumber: share(cards, playerYearNumberRight),
    pairs: {
      cards: pairs.length,
      year: share(pairs, (card) => fieldCorrect(card, 'year')),
      cardNumber: share(pairs, (card) => fieldCorrect(card, 'cardNumber')),
      playerYearNumber: share(pairs, playerYearNumberRight),
    },
    cardsPerHour: wallSeconds > 0 ? Math.round((cards.length / wallSeconds) * 3600) : 0,
    p50Seconds: percentile(seconds, 50),
    p95Seconds: percentile(seconds, 95),
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function formatSummary(summary: BenchmarkSummary): string {
  const fields = SCORED_FIELDS.map(
    (field) => `  ${field.padEnd(12)} ${percent(summary.accuracy[field])}`,
  );
  const confident = summary.confident;
  return [
    `cards: ${summary.cards}, workers: ${summary.workers}`,
    'accuracy per field:',
    ...fields,
    `  all fields   ${percent(summary.allFieldsExact)}`,
    `  player+year+number ${percent(summary.playerYearNumber)}`,
    `front+back pairs: ${summary.pairs.cards} cards, year ${percent(summary.pairs.year)}, number ${percent(summary.pairs.cardNumber)}, player+year+number ${percent(summary.pairs.playerYearNumber)}`,
    `confidence >= ${confident.threshold}: ${confident.cards} cards (${percent(summary.cards ? confident.cards / summary.cards : 0)}), all fields exact ${confident.allFieldsExact === null ? 'n/a' : percent(confident.allFieldsExact)}`,
    `throughput: ${summary.cardsPerHour} cards/hour`,
    `seconds per card: p50 ${summary.p50Seconds.toFixed(2)}, p95 ${summary.p95Seconds.toFixed(2)}`,
  ].join('\n');
}
