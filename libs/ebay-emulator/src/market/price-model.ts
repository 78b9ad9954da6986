import type { SlabGrade } from './card-query';
import type { PlayerTier } from './players';

/** Everything about one card that moves its price. */
export interface CardTraits {
  year: number;
  tier: PlayerTier;
  rookie: boolean;
  autograph: boolean;
  relic: boolean;
  parallel: boolean;
  printRun?: number;
  grade?: SlabGrade;
}

const RAW_BASE_CENTS: Record<PlayerTier, number> = { legend: 1500, star: 800, common: 100 };
const MINIMUM_CENTS = 99;
/** Grading costs money: a slabbed card rarely sells for less. */
const SLAB_FLOOR_CENTS = 1500;

/**
 * Market value in cents of a near-mint card with these traits: stars over commons, vintage over
 * junk-wax, rookies, autographs, relics, numbered parallels, and graded 10s well above raw copies.
 */
export function marketValueCents(traits: CardTraits): number {
  let value = RAW_BASE_CENTS[traits.tier] * eraFactor(traits.year);
  // A legend's vintage cards are the hobby's blue chips.
  if (traits.tier === 'legend' && traits.year < 1970) value *= 4;
  if (traits.rookie) value *= traits.tier === 'common' ? 2 : 4;
  if (traits.autograph) value *= traits.tier === 'common' ? 10 : 8;
  if (traits.relic) value *= 3;
  if (traits.parallel) value *= 2.5;
  if (traits.printRun !== undefined) value *= printRunFactor(traits.printRun);
  if (traits.grade) value = Math.max(value * gradeFactor(traits.grade, traits), SLAB_FLOOR_CENTS);
  return Math.max(MINIMUM_CENTS, Math.round(value));
}

export function eraFactor(year: number): number {
  if (year < 1950) return 30;
  if (year < 1960) return 14;
  if (year < 1970) return 6;
  if (year < 1980) return 2.5;
  if (year < 1995) return 0.45;
  if (year < 2010) return 0.8;
  return 1;
}

function printRunFactor(printRun: number): number {
  if (printRun <= 1) return 40;
  return Math.min(15, 1 + 250 / printRun);
}

const GRADER_FACTORS: Record<string, number> = { PSA: 1, BGS: 0.95, SGC: 0.8, CGC: 0.75 };

function gradeFactor(slab: SlabGrade, traits: CardTraits): number {
  const grade = Number(slab.grade);
  const grader = GRADER_FACTORS[slab.grader] ?? 0.6;
  const starRookie = traits.rookie && traits.tier !== 'common';
  let factor: number;
  if (grade >= 10) factor = starRookie ? 12 : 6;
  else if (grade >= 9.5) factor = starRookie ? 6 : 4;
  else if (grade >= 9) factor = 2.2;
  else if (grade >= 8) factor = 1.3;
  else if (grade >= 6) factor = 0.9;
  else factor = 0.6;
  // Old cards in high grade are scarce: the premium grows with age.
  if (traits.year < 1980 && grade >= 8) factor *= 2.5;
  return factor * grader;
}
