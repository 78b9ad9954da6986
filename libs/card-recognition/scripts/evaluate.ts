/**
 * Engine-only measurement on a labelled dataset folder (cards.csv + images), without the server:
 *   npx tsx libs/card-recognition/scripts/evaluate.ts --dataset <dir> [--half tuning|checking|all]
 *     [--limit N] [--every N] [--workers N] [--reader paddle|tesseract] [--long-side N|source]
 *     [--readings-out file.json] [--results-out file.json] [--sides-swapped]
 * --half picks one half of the development photos (src/evaluation/split.ts); default all.
 * --sides-swapped gives each pair's photos the other way round (the back as the front), as a stack scanned back first.
 * Prints accuracy per field, accuracy among confident cards, throughput and seconds per card.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createCardRecognizer,
  expectedFields,
  formatSummary,
  readDataset,
  summarise,
  rowsOfHalf,
  type DatasetHalf,
  type DatasetRow,
  type EvaluatedCard,
  type Identification,
  type OcrReading,
  type RecognitionImage,
} from '../src';

interface CardResult {
  row: DatasetRow;
  readings: OcrReading[];
  identification: Identification;
  evaluated: EvaluatedCard;
}

/** The card's photos; with `swapped`, a pair is given the other way round (a stack scanned back first). */
function imagesOf(dir: string, row: DatasetRow, swapped = false): RecognitionImage[] {
  const images: RecognitionImage[] = [];
  const [frontRole, backRole] =
    swapped && row.back ? (['back', 'front'] as const) : (['front', 'back'] as const);
  if (row.front) images.push({ data: readFileSync(join(dir, row.front)), role: frontRole });
  if (row.back) images.push({ data: readFileSync(join(dir, row.back)), role: backRole });
  return images;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dataset: { type: 'string' },
      limit: { type: 'string' },
      every: { type: 'string', default: '1' },
      workers: { type: 'string', default: String(os.availableParallelism()) },
      half: { type: 'string', default: 'all' },
      reader: { type: 'string', default: 'paddle' },
      'long-side': { type: 'string' },
      'readings-out': { type: 'string' },
      'results-out': { type: 'string' },
      'sides-swapped': { type: 'boolean', default: false },
    },
  });
  if (!values.dataset) throw new Error('--dataset <folder with cards.csv> is required');
  const dir = values.dataset;
  const every = Number(values.every);
  const half = values.half as DatasetHalf | 'all';
  let rows = rowsOfHalf(readDataset(dir), half).filter((_, i) => i % every === 0);
  if (values.limit) rows = rows.slice(0, Number(values.limit));
  const workers = Number(values.workers);
  const longSide = values['long-side'];
  const recognizer = createCardRecognizer({
    ocrWorkers: workers,
    reader: values.reader as 'paddle' | 'tesseract',
    readLongSide: longSide === undefined || longSide === 'source' ? longSide : Number(longSide),
  });
  await recognizer.warmUp();
  const cpuStart = process.cpuUsage();
  let peakRss = 0;
  const results: CardResult[] = new Array(rows.length);
  let next = 0;
  // As many cards in flight as OCR workers: each card's images keep the pool busy, none wait long in a queue.
  const runner = async () => {
    for (let i = next++; i < rows.length; i = next++) {
      const row = rows[i];
      const started = performance.now();
      const { identification, readings } = await recognizer.identifyDetailed({
        images: imagesOf(dir, row, values['sides-swapped']),
      });
      const seconds = (performance.now() - started) / 1000;
      const evaluated = {
        expected: expectedFields(row),
        actual: identification,
        confidence: identification.confidence,
        seconds,
        hasBack: Boolean(row.back),
      };
      results[i] = { row, readings, identification, evaluated };
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      process.stderr.write(`\r${results.filter(Boolean).length}/${rows.length}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: workers }, runner));
  const wallSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuPerCard = (cpu.user + cpu.system) / 1e6 / Math.max(1, rows.length);
  await recognizer.close();
  process.stderr.write('\n');
  const summary = summarise(
    results.map((result) => result.evaluated),
    wallSeconds,
    workers,
  );
  console.log(
    `half: ${half}, reader: ${values.reader}, long side: ${longSide ?? 'default'}` +
      (values['sides-swapped'] ? ', pairs given back first' : ''),
  );
  console.log(formatSummary(summary));
  console.log(
    `CPU seconds per card: ${cpuPerCard.toFixed(2)} (whole process); peak RSS ${(peakRss / 1e9).toFixed(2)} GB; load average ${os.loadavg()[0].toFixed(1)}`,
  );
  if (values['readings-out']) {
    const readings = results.map(({ row, readings }) => ({ row, readings }));
    writeFileSync(values['readings-out'], JSON.stringify(readings));
  }
  if (values['results-out']) {
    const brief = results.map(({ row, identification, evaluated }) => ({
      row,
      identification,
      evaluated,
    }));
    writeFileSync(values['results-out'], JSON.stringify({ summary, cards: brief }, null, 1));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
