import type { IdentifiedField } from '../types';

/**
 * Confidence that every field of a resolved card is right, from the evidence behind each field.
 *
 * Each field gets the share of fields right among fields with that kind of evidence (the tables below), and the
 * card's confidence is their product, except where a checklist entry ties the fields together: one entry agreeing
 * with the number read, the name and the brand and year, with no other product holding the same card, confirms them
 * jointly. Conflicts between independent readings lower it. The tables are counted with
 * `scripts/evaluate-dev-readings.ts` (it prints right/total per field and evidence, and all-exact per confidence
 * bucket) on the development photos and on generated cards.
 */

export type PlayerEvidence =
  'dealer' | 'checklist' | 'catalog-team' | 'catalog-year' | 'catalog' | 'ocr' | 'none';
export type YearEvidence = 'checklist' | 'copyright' | 'season' | 'stats' | 'set' | 'text' | 'none';
export type NumberEvidence =
  'checklist' | 'checklist-name' | 'labelled' | 'corner' | 'prefixed' | 'none';
export type BrandEvidence = 'checklist' | 'dealer' | 'copyright' | 'set' | 'text' | 'none';
export type SetEvidence =
  'checklist' | 'checklist-guess' | 'dealer' | 'named' | 'promo' | 'flagship' | 'none';

export interface Evidence {
  player: PlayerEvidence;
  /** Similarity of what was read to the chosen name, 0..1. */
  playerScore: number;
  year: YearEvidence;
  number: NumberEvidence;
  brand: BrandEvidence;
  set: SetEvidence;
  /** A checklist entry agreed with number, name, brand and year, and no other entry came close. */
  checklistUnique: boolean;
  /** Independent readings that disagree (e.g. the copyright year and the checklist's year). */
  conflicts: number;
  /** Mean OCR confidence of the lines used, 0..1. */
  ocrConfidence: number;
}

/*
 * Share of fields right per kind of evidence, fitted on the tuning half of the development photos (255 cards,
 * src/evaluation/split.ts) read by the PP-OCR reader (counted again on 959363b's readings), pooled with 100
 * generated cards for the checklist kinds of evidence that real photos of these sets never reach:
 * (right + 1) / (total + 2), rounded down, at most 0.98. `scripts/evaluate-dev-readings.ts <readings> --half tuning`
 * prints the counts. Kinds not seen keep a prior.
 */
export const PLAYER_RIGHT: Record<PlayerEvidence, number> = {
  dealer: 0.97,
  checklist: 0.97, // 94/95 generated
  'catalog-team': 0.96, // 47/48 tuning + 2/2 generated
  'catalog-year': 0.95, // 68/70
  catalog: 0.89, // 69/76
  ocr: 0.3, // no longer answered: an unmatched name is only a candidate
  none: 0,
};
export const YEAR_RIGHT: Record<YearEvidence, number> = {
  checklist: 0.98, // 95/95 generated
  copyright: 0.88, // 25/28 tuning + 4/4 generated
  season: 0.82, // 23/27
  stats: 0.86, // 18/20 + 1/1
  set: 0.7, // prior
  text: 0.85, // 40/46
  none: 0,
};
export const NUMBER_RIGHT: Record<NumberEvidence, number> = {
  checklist: 0.98, // 88/88 generated
  'checklist-name': 0.33, // 2/7 generated
  labelled: 0.7, // 11/15
  corner: 0.65, // 71/108 + 1/2
  prefixed: 0.64, // 20/31 + 1/1
  none: 0.09, // 9/101 + 0/2 (unnumbered cards)
};
export const BRAND_RIGHT: Record<BrandEvidence, number> = {
  checklist: 0.98, // 95/95 generated
  dealer: 0.97,
  copyright: 0.95, // 17/17 + 4/4
  set: 0.92, // 51/54
  text: 0.96, // 47/48 + 1/1
  none: 0,
};
export const SET_RIGHT: Record<SetEvidence, number> = {
  checklist: 0.98, // 78/78 generated
  'checklist-guess': 0.26, // 4/17 generated
  dealer: 0.95,
  named: 0.48, // 12/25
  promo: 0.91, // 41/44
  flagship: 0.21, // 11/49 + 0/5
  none: 0,
};

const CONFLICT_PENALTY = 0.75;

/**
 * At or above this confidence a card may be shown "Identified"; below it "Check", with its doubtful fields marked.
 * Calibrated on the tuning half of the development photos and checked on the other half (docs/benchmarks.md): of
 * cards at or above it, at least 90% have every field right.
 */
export const IDENTIFIED_CONFIDENCE_THRESHOLD = 0.9;

/** A field whose kind of evidence is right less often than this is doubtful. */
export const SURE_FIELD = 0.9;

/** Share of cards with this field right, for the evidence behind it. */
export function fieldRightRates(evidence: Evidence): Record<IdentifiedField, number> {
  if (evidence.checklistUnique) {
    const joint = 0.97 * Math.min(1, 0.5 + evidence.playerScore / 2);
    return { player: joint, year: joint, brand: joint, set: joint, cardNumber: joint };
  }
  return {
    player: PLAYER_RIGHT[evidence.player],
    year: YEAR_RIGHT[evidence.year],
    brand: BRAND_RIGHT[evidence.brand],
    set: SET_RIGHT[evidence.set],
    cardNumber: NUMBER_RIGHT[evidence.number],
  };
}

/**
 * The fields that may well be wrong: their evidence is right less often than SURE_FIELD, or a conflict touches them.
 * A card under the threshold always names one: when every field is likely right but not all together, the
 * field with the weakest evidence is where the dealer should look first.
 */
export function doubtfulFields(evidence: Evidence): IdentifiedField[] {
  const rates = fieldRightRates(evidence);
  const fields = Object.keys(rates) as IdentifiedField[];
  const doubtful = fields.filter(
    (field) => rates[field] < SURE_FIELD || (evidence.conflicts > 0 && field === 'year'),
  );
  if (doubtful.length > 0 || scoreConfidence(evidence) >= IDENTIFIED_CONFIDENCE_THRESHOLD)
    return doubtful;
  return [fields.reduce((weakest, field) => (rates[field] < rates[weakest] ? field : weakest))];
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The card's confidence, 0..1, two decimals. */
export function scoreConfidence(evidence: Evidence): number {
  const playerRight =
    PLAYER_RIGHT[evidence.player] * (evidence.player === 'ocr' ? evidence.playerScore : 1);
  const conflictFactor = CONFLICT_PENALTY ** evidence.conflicts;
  if (evidence.checklistUnique) {
    const joint = 0.97 * Math.min(1, 0.5 + evidence.playerScore / 2) * conflictFactor;
    return round(Math.max(0, Math.min(0.99, joint)));
  }
  const independent =
    playerRight *
    YEAR_RIGHT[evidence.year] *
    NUMBER_RIGHT[evidence.number] *
    BRAND_RIGHT[evidence.brand] *
    SET_RIGHT[evidence.set];
  const ocrFactor = 0.85 + 0.15 * Math.max(0, Math.min(1, evidence.ocrConfidence));
  return round(Math.max(0, Math.min(0.99, independent * ocrFactor * conflictFactor)));
}
