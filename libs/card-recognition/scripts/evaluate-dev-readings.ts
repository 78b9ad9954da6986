/**
 * Scores the text half of the engine (resolveCard) on cached OCR readings of a labelled set,
 * without running OCR again: per-field accuracy, all-fields-exact, and how confidence compares with being right.
 *
 *   npx tsx libs/card-recognition/scripts/evaluate-dev-readings.ts /tmp/ocr-cache/dev-readings.json [--verbose]
 *     [--align-checklist] [--half tuning|checking]
 *
 * Fields are scored with the benchmark's own `fieldCorrect` (no lenient name match). `--half` keeps the rows of one
 * half of the development photos (src/evaluation/split.ts): tune on `tuning`, report on `checking`.
 *
 * `--align-checklist` (generated cards): the expected brand and set are renamed from the checklist entry the card
 * was drawn from with `checklistCardName`, the naming the engine answers in (that of the labelled photo sets).
 *
 * The readings file is `{ row, readings }[]`, where `row` is the labelled CSV row. Nothing is written to the repository.
 */
import { readFileSync } from 'node:fs';
import { checklistCardName, loadCatalog } from '../src/catalog';
import {
  datasetHalf,
  expectedFields,
  fieldCorrect,
  SCORED_FIELDS,
  summarise,
  type DatasetHalf,
  type EvaluatedCard,
  type DatasetRow,
  type ScoredField,
} from '../src/evaluation';
import { numberKey, simplify } from '../src/parse';
import { resolveWithEvidence } from '../src/resolve';
import type { OcrReading, ResolvedCard } from '../src/types';

type LabelledRow = DatasetRow;

const FIELDS = SCORED_FIELDS;
type Field = ScoredField;

/** One scorer for everything: the benchmark's (src/evaluation/metrics.ts). */
export function fieldRight(field: Field, row: LabelledRow, card: ResolvedCard): boolean {
  const evaluated = { expected: expectedFields(row), actual: card, confidence: 0, seconds: 0 };
  return fieldCorrect(evaluated, field);
}

/** The row with brand and set named as the engine names them, from its checklist entry. */
function alignedToChecklist(row: LabelledRow): LabelledRow {
  const entry = loadCatalog().checklist.find(
    (candidate) =>
      String(candidate.year) === row.year &&
      numberKey(candidate.number) === numberKey(row.card_number) &&
      simplify(candidate.name) === simplify(row.player),
  );
  return entry ? { ...row, ...checklistCardName(entry) } : row;
}

function percent(part: number, whole: number): string {
  return whole ? `${((100 * part) / whole).toFixed(1)}%` : 'n/a';
}

function main(): void {
  const file = process.argv[2];
  const verbose = process.argv.includes('--verbose');
  const align = process.argv.includes('--align-checklist');
  const halfFlag = process.argv.indexOf('--half');
  const half = halfFlag >= 0 ? (process.argv[halfFlag + 1] as DatasetHalf) : null;
  const items = (
    JSON.parse(readFileSync(file, 'utf8')) as {
      row: LabelledRow;
      readings: OcrReading[];
    }[]
  ).filter((item) => !half || datasetHalf(item.row) === half);
  const right: Record<Field, number> = { player: 0, year: 0, brand: 0, set: 0, cardNumber: 0 };
  const bySource = new Map<string, { right: number; total: number }>();
  const buckets = new Map<number, { right: number; total: number }>();
  const evaluatedCards: EvaluatedCard[] = [];
  let allRight = 0;
  let confident = 0;
  let confidentRight = 0;
  const started = Date.now();
  for (const { row: labelled, readings } of items) {
    const row = align ? alignedToChecklist(labelled) : labelled;
    const { card, evidence } = resolveWithEvidence(readings);
    evaluatedCards.push({
      expected: expectedFields(row),
      actual: card,
      confidence: card.confidence,
      seconds: 0,
      hasBack: Boolean(row.back),
    });
    const verdicts = FIELDS.map((field) => fieldRight(field, row, card));
    FIELDS.forEach((field, i) => {
      if (verdicts[i]) right[field]++;
      const evidenceKey = field === 'cardNumber' ? 'number' : field;
      const key = `${field}:${evidence[evidenceKey as keyof typeof evidence]}`;
      const tally = bySource.get(key) ?? { right: 0, total: 0 };
      tally.total++;
      if (verdicts[i]) tally.right++;
      bySource.set(key, tally);
    });
    const exact = verdicts.every(Boolean);
    if (exact) allRight++;
    const bucket = Math.min(9, Math.floor(card.confidence * 10));
    const tally = buckets.get(bucket) ?? { right: 0, total: 0 };
    tally.total++;
    if (exact) tally.right++;
    buckets.set(bucket, tally);
    if (card.confidence >= 0.9) {
      confident++;
      if (exact) confidentRight++;
    }
    if (verbose) {
      const marks = FIELDS.map((field, i) => `${verdicts[i] ? '+' : '-'}${field}`).join(' ');
      console.log(
        `${marks} | ${card.confidence} | ${row.player} ${row.year} ${row.set} #${row.card_number} => ${card.player} ${card.year} ${card.brand}/${card.set} #${card.cardNumber}`,
      );
    }
  }
  const total = items.length;
  console.log(
    `cards: ${total}, resolve time: ${((Date.now() - started) / Math.max(total, 1)).toFixed(1)} ms/card`,
  );
  for (const field of FIELDS) console.log(`${field}: ${percent(right[field], total)}`);
  console.log(`all fields exact: ${percent(allRight, total)}`);
  const summary = summarise(evaluatedCards, 0, 1);
  console.log(
    `player+year+number: ${percent(summary.playerYearNumber * total, total)}; front+back pairs: ${summary.pairs.cards}, ` +
      `year ${percent(summary.pairs.year * summary.pairs.cards, summary.pairs.cards)}, number ` +
      `${percent(summary.pairs.cardNumber * summary.pairs.cards, summary.pairs.cards)}, player+year+number ` +
      `${percent(summary.pairs.playerYearNumber * summary.pairs.cards, summary.pairs.cards)}`,
  );
  console.log(
    `confidence >= 0.90: ${confident} cards, ${percent(confidentRight, confident)} all fields exact`,
  );
  console.log('confidence bucket: all-exact / cards');
  for (const [bucket, tally] of [...buckets].sort((a, b) => a[0] - b[0]))
    console.log(`  ${(bucket / 10).toFixed(1)}: ${tally.right}/${tally.total}`);
  console.log('field:evidence right / total');
  for (const [key, tally] of [...bySource].sort())
    console.log(`  ${key}: ${tally.right}/${tally.total}`);
}

main();
