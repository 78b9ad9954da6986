import type { DatasetRow } from './dataset';

/**
 * The development photos (shared/datasets/cards-dev) split by set into a tuning half and a checking half.
 * Rules and confidence tables are tuned on the tuning half only; accuracy and calibration are reported on the
 * checking half only. A row's family is its set name before " - " (an insert or parallel belongs to its set's
 * family: "Topps Chrome - Pink Refractors" is "Topps Chrome"), so no family is in both halves.
 *
 * The list was made once (2026-11-23) by taking the families by size, largest first, each to the half with
 * fewer cards so far: 255 cards (176 with backs; 178 hockey, 77 baseball) for tuning, 254 (167 with backs;
 * 176 hockey, 78 baseball) for checking. Fixed from then on: a family not listed here is checking.
 */
export const TUNING_FAMILIES: readonly string[] = [
  'Big League Chewing Gum (R319)',
  'Bowman',
  'Bowman Chrome',
  'Bowman Draft',
  "Collector's Choice",
  'Donruss',
  'Donruss Elite',
  'Fleer',
  'Fleer PowerPlay',
  'Leaf Limited',
  'O-Pee-Chee',
  'O-Pee-Chee Premier',
  'Panini Prizm',
  'Pinnacle (Canadian)',
  "Pinnacle Giant Eagle Mario's Moments",
  'Pro Set',
  'SP',
  'SPx',
  'Score Summit',
  'SkyBox E-Motion',
  'Stadium Club',
  'T205 Gold Border',
  'T206 White Border',
  'Topps Allen & Ginter',
  'Topps Heritage',
  'Topps NHL Picks',
  'Topps Opening Day',
  'Topps Triple Threads',
  'Ultra',
  'Upper Deck',
  'Upper Deck Black Diamond',
  "Upper Deck Ice McDonald's",
  "Upper Deck McDonald's NHL All-Stars",
  'Upper Deck Retro',
];

export type DatasetHalf = 'tuning' | 'checking';

/** The set family: the set's name before " - ". */
export function setFamily(set: string): string {
  return set.split(' - ')[0].trim();
}

const tuning = new Set(TUNING_FAMILIES);

export function datasetHalf(row: Pick<DatasetRow, 'set'>): DatasetHalf {
  return tuning.has(setFamily(row.set)) ? 'tuning' : 'checking';
}

/** The rows of one half; 'all' keeps every row (generated cards have no halves). */
export function rowsOfHalf<T extends Pick<DatasetRow, 'set'>>(
  rows: T[],
  half: DatasetHalf | 'all',
): T[] {
  return half === 'all' ? rows : rows.filter((row) => datasetHalf(row) === half);
}
