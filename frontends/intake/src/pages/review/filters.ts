import type { Card } from '@pennant/contracts';
import {
  confidenceLevel,
  decimalToCents,
  parseConfidence,
  type ConfidenceLevel,
} from '@pennant/ui';

export const ALL = 'all';

export interface ReviewFilters {
  year: string;
  brand: string;
  player: string;
  confidence: typeof ALL | ConfidenceLevel;
}

export const NO_FILTERS: ReviewFilters = { year: ALL, brand: ALL, player: ALL, confidence: ALL };

export type ReviewSort = 'confidence' | 'newest' | 'value';
export const SORT_OPTIONS: { value: ReviewSort; label: string }[] = [
  { value: 'confidence', label: 'Least confident first' },
  { value: 'newest', label: 'Newest first' },
  { value: 'value', label: 'Highest value first' },
];

export const CONFIDENCE_OPTIONS: { value: ReviewFilters['confidence']; label: string }[] = [
  { value: ALL, label: 'All confidence' },
  { value: 'high', label: 'High (90%+)' },
  { value: 'medium', label: 'Medium (70-90%)' },
  { value: 'low', label: 'Low (under 70%)' },
];

export interface FilterOptions {
  years: string[];
  brands: string[];
  players: string[];
}

function distinct(values: (string | null)[], compare: (a: string, b: string) => number): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))].sort(compare);
}

/** The filter choices come from the dealer's own pending cards: newest years first, names A to Z. */
export function filterOptions(cards: Card[]): FilterOptions {
  const byName = (a: string, b: string) => a.localeCompare(b);
  return {
    years: distinct(
      cards.map((card) => (card.year === null ? null : String(card.year))),
      (a, b) => Number(b) - Number(a),
    ),
    brands: distinct(
      cards.map((card) => card.brand),
      byName,
    ),
    players: distinct(
      cards.map((card) => card.player),
      byName,
    ),
  };
}

function cardConfidenceLevel(card: Card): ConfidenceLevel {
  const confidence = parseConfidence(card.confidence);
  return confidence === null ? 'low' : confidenceLevel(confidence);
}

export function matchesFilters(card: Card, filters: ReviewFilters): boolean {
  if (filters.year !== ALL && String(card.year) !== filters.year) return false;
  if (filters.brand !== ALL && card.brand !== filters.brand) return false;
  if (filters.player !== ALL && card.player !== filters.player) return false;
  if (filters.confidence !== ALL && cardConfidenceLevel(card) !== filters.confidence) return false;
  return true;
}

const SORTERS: Record<ReviewSort, (a: Card, b: Card) => number> = {
  confidence: (a, b) => (parseConfidence(a.confidence) ?? 0) - (parseConfidence(b.confidence) ?? 0),
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  value: (a, b) =>
    (decimalToCents(b.marketValue ?? b.estimatedHigh) ?? -1) -
    (decimalToCents(a.marketValue ?? a.estimatedHigh) ?? -1),
};

/** The cards to review, filtered, then sorted; ties keep the oldest first so the order is stable. */
export function reviewQueue(cards: Card[], filters: ReviewFilters, sort: ReviewSort): Card[] {
  const oldestFirst = (a: Card, b: Card) =>
    a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  return cards
    .filter((card) => matchesFilters(card, filters))
    .sort((a, b) => SORTERS[sort](a, b) || oldestFirst(a, b));
}

export function isFiltered(filters: ReviewFilters): boolean {
  return Object.values(filters).some((value) => value !== ALL);
}
