/**
 * Where the PP-OCR reader's time goes, on one worker thread so that wall time is CPU time: milliseconds a side
 * spent preparing the image, detecting text and recognising lines, and the lines and recogniser columns a side.
 *
 *   npx tsx libs/card-recognition/scripts/profile-reader.ts --dataset ../shared/datasets/cards-dev \
 *     [--half tuning|checking|all] [--limit 25]
 *
 * Only cards with a back are read (front and back). Run it twice back to back when comparing two versions:
 * a shared machine's load moves the figures by 10-20%.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readDataset, rowsOfHalf, type DatasetHalf } from '../src/evaluation';
import { prepareCardImage } from '../src/image';
import {
  detectionSideFor,
  PADDLE_LONG_SIDE,
  PaddlePool,
  readCardPaddle,
  type Tensor,
} from '../src/ocr';

interface Tally {
  ms: number;
  runs: number;
  columns: number;
}

/** Runs the pool's jobs one at a time and times each. */
function timeJobs(pool: PaddlePool, tallies: Record<'detect' | 'recognize', Tally>): void {
  let queue: Promise<unknown> = Promise.resolve();
  for (const name of ['detect', 'recognize'] as const) {
    const run = pool[name].bind(pool) as (input: Tensor) => Promise<unknown>;
    (pool as unknown as Record<string, unknown>)[name] = (input: Tensor) => {
      const timed = queue.then(async () => {
        const started = performance.now();
        const result = await run(input);
        tallies[name].ms += performance.now() - started;
        tallies[name].runs++;
        tallies[name].columns += input.dims[0] * input.dims[3];
        return result;
      });
      queue = timed.catch(() => undefined);
      return timed;
    };
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dataset: { type: 'string' },
      half: { type: 'string', default: 'tuning' },
      limit: { type: 'string', default: '25' },
    },
  });
  if (!values.dataset) throw new Error('--dataset <folder with cards.csv> is required');
  const dir = values.dataset;
  const rows = rowsOfHalf(readDataset(dir), values.half as DatasetHalf | 'all')
    .filter((row) => row.back)
    .slice(0, Number(values.limit));
  const pool = new PaddlePool(1);
  await pool.warmUp();
  const tallies = {
    detect: { ms: 0, runs: 0, columns: 0 },
    recognize: { ms: 0, runs: 0, columns: 0 },
  };
  timeJobs(pool, tallies);
  let [sides, prepareMs] = [0, 0];
  const started = performance.now();
  for (const row of rows) {
    for (const file of [row.front, row.back]) {
      const preparing = performance.now();
      const card = await prepareCardImage(readFileSync(join(dir, file)), {
        colourLongSide: PADDLE_LONG_SIDE,
        skipGray: true,
      });
      prepareMs += performance.now() - preparing;
      await readCardPaddle(pool, card, 'back', {
        detectionLongSide: detectionSideFor(card.sourceLongSide),
      });
      sides++;
    }
  }
  const perSide = (value: number) => Math.round(value / sides);
  console.log(
    JSON.stringify({
      sides,
      msPerSide: perSide(performance.now() - started),
      prepareMs: perSide(prepareMs),
      detectMs: perSide(tallies.detect.ms),
      recognizeMs: perSide(tallies.recognize.ms),
      linesPerSide: +(tallies.recognize.runs / sides).toFixed(1),
      recogniserColumnsPerSide: perSide(tallies.recognize.columns),
    }),
  );
  await pool.close();
}

void main();
