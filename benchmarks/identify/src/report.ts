import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  allFieldsCorrect,
  expectedFields,
  fieldCorrect,
  formatSummary,
  percentile,
  SCORED_FIELDS,
  summarise,
  type BenchmarkSummary,
  type CardFields,
  type EvaluatedCard,
} from '@pennant/card-recognition';
import type { Card } from '@pennant/contracts';
import type { CardOutcome } from './pipeline';

export interface RunFacts {
  dataset: string;
  generated: boolean;
  queue: 'in-process' | 'redis';
  workers: number;
  workerProcesses: number;
  inFlight: number;
  wallSeconds: number;
  /** The half of the development photos measured ('all' for generated cards). */
  half?: 'tuning' | 'checking' | 'all';
  /** Each pair was given back first. */
  sidesSwapped?: boolean;
  /** CPU seconds the server's processes spent per card (Linux /proc; null elsewhere). */
  cpuSecondsPerCard?: number | null;
  /** Largest peak resident memory of one server process, GB (null where not known). */
  peakMemoryGb?: number | null;
  /** The machine's 1-minute load average at the end: figures taken under others' load say so. */
  loadAverage?: number;
}

export interface BenchmarkResult extends RunFacts, BenchmarkSummary {
  measuredAt: string;
  commit: string | null;
  cpuCores: number;
  failed: number;
  /** All five fields right, in percent with one decimal: what the landing page may show. */
  allFieldsExactPercent: number;
  /** Median seconds a card's images took to upload (part of the seconds per card). */
  p50UploadSeconds: number;
}

const NOTHING: CardFields = { player: null, year: null, brand: null, set: null, cardNumber: null };

/** A card as the metrics see it; one that failed counts as wrong on every labelled field. */
export function evaluated(outcome: CardOutcome): EvaluatedCard {
  const card = outcome.card;
  return {
    expected: expectedFields(outcome.row),
    actual: card && card.status !== 'error' ? fieldsOf(card) : NOTHING,
    confidence: Number(card?.confidence ?? 0),
    seconds: outcome.seconds,
    hasBack: Boolean(outcome.row.back),
  };
}

function fieldsOf(card: Card): CardFields {
  return {
    player: card.player,
    year: card.year,
    brand: card.brand,
    set: card.set,
    cardNumber: card.cardNumber,
  };
}

export function resultOf(outcomes: CardOutcome[], facts: RunFacts): BenchmarkResult {
  const summary = summarise(outcomes.map(evaluated), facts.wallSeconds, facts.workers);
  return {
    ...facts,
    ...summary,
    measuredAt: new Date().toISOString(),
    commit: currentCommit(),
    cpuCores: os.availableParallelism(),
    failed: outcomes.filter((outcome) => outcome.failure !== null).length,
    allFieldsExactPercent: Math.round(summary.allFieldsExact * 1000) / 10,
    p50UploadSeconds: percentile(
      outcomes.map((outcome) => outcome.uploadSeconds),
      50,
    ),
  };
}

export function printResult(result: BenchmarkResult): void {
  const how =
    `${result.queue} jobs, ${result.workers} at once` +
    (result.workerProcesses ? ` over ${result.workerProcesses} worker processes` : '') +
    `, ${result.inFlight} cards in flight, ${result.cpuCores} cores, ${result.wallSeconds.toFixed(1)} s` +
    (result.sidesSwapped ? ', pairs given back first' : '');
  console.log(
    `\n${result.dataset}${result.generated ? ' (generated)' : ''}: ${result.failed} failed\n` +
      `${formatSummary(result)}\n(${how}; seconds per card run from the first upload to the identified card,` +
      ` of which uploads p50 ${result.p50UploadSeconds.toFixed(2)})` +
      (result.cpuSecondsPerCard != null
        ? `\nCPU seconds per card (server processes): ${result.cpuSecondsPerCard.toFixed(2)}`
        : '') +
      (result.peakMemoryGb != null
        ? `; peak memory per process ${result.peakMemoryGb.toFixed(2)} GB`
        : '') +
      (result.loadAverage !== undefined ? `; load average ${result.loadAverage.toFixed(1)}` : ''),
  );
}

export function writeResult(result: BenchmarkResult, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Written to ${path.relative(process.cwd(), file)}`);
}

/** One line per card that is not all right, for finding what to improve. */
export function printMisses(outcomes: CardOutcome[]): void {
  for (const outcome of outcomes) {
    const card = evaluated(outcome);
    if (allFieldsCorrect(card)) continue;
    const wrong = SCORED_FIELDS.filter((field) => !fieldCorrect(card, field)).join(',');
    const got = outcome.failure ?? `${describe(card.actual)} (${card.confidence})`;
    console.log(
      `#${outcome.index + 1} wrong: ${wrong} | expected ${describe(card.expected)} | got ${got}`,
    );
  }
}

function describe(fields: CardFields): string {
  return SCORED_FIELDS.map((field) => fields[field] ?? '-').join(' / ');
}

function currentCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The distinct reasons cards failed, most frequent first, so a broken run says why. */
export function printFailures(outcomes: CardOutcome[], most = 5): void {
  const counts = new Map<string, number>();
  for (const { failure } of outcomes) {
    if (failure !== null) counts.set(failure, (counts.get(failure) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]).slice(0, most);
  for (const [failure, count] of ranked) console.log(`${count} card(s) failed: ${failure}`);
}
