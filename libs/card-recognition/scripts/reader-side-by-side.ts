/**
 * The reader alone on labelled photos, with the one scorer: does the surname appear in the front+back
 * text (letters only, spaces ignored), the card number (as a token), the year (cards with backs)?
 *
 *   npx tsx libs/card-recognition/scripts/reader-side-by-side.ts --dataset ../shared/datasets/cards-dev \
 *     [--half tuning|checking] [--every 3] [--workers 2] [--long-side 1000|source] [--detection-side N] \
 *     [--reader paddle|tesseract]
 *
 * Prints one JSON line: the shares found, CPU seconds per card (whole process) and peak resident memory.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPaddleReader, createTesseractReader } from '../src/ocr';
import { readDataset, rowsOfHalf, type DatasetHalf, type DatasetRow } from '../src/evaluation';

const letters = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');

function numberFound(row: DatasetRow, text: string): boolean {
  const number = row.card_number.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!number || number === 'nno') return false;
  const compact = text.toLowerCase().replace(/[ \t.#-]/g, '');
  if (/[a-z]/.test(number)) return compact.includes(number);
  return new RegExp(`(^|[^0-9a-z])${number}($|[^0-9])`, 'm').test(compact);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dataset: { type: 'string' },
      half: { type: 'string', default: 'all' },
      every: { type: 'string', default: '3' },
      workers: { type: 'string', default: '2' },
      'long-side': { type: 'string', default: '1000' },
      'detection-side': { type: 'string' },
      reader: { type: 'string', default: 'paddle' },
    },
  });
  if (!values.dataset) throw new Error('--dataset <folder with cards.csv> is required');
  const dir = values.dataset;
  const rows = rowsOfHalf(readDataset(dir), values.half as DatasetHalf | 'all').filter(
    (_, i) => i % Number(values.every) === 0,
  );
  const workers = Number(values.workers);
  const longSide = values['long-side'] === 'source' ? 'source' : Number(values['long-side']);
  const detection = values['detection-side'] ? Number(values['detection-side']) : undefined;
  const reader =
    values.reader === 'tesseract'
      ? createTesseractReader({ workers })
      : createPaddleReader({ workers, longSide, detectionLongSide: detection });
  await reader.warmUp();
  const cpuStart = process.cpuUsage();
  let [surnames, numbers, numbered, years, backs, peak, next] = [0, 0, 0, 0, 0, 0, 0];
  const readOne = async (row: DatasetRow) => {
    const texts: string[] = [];
    for (const role of ['front', 'back'] as const) {
      if (!row[role]) continue;
      const readings = await reader.read(readFileSync(join(dir, row[role])), role);
      texts.push(...readings.map((reading) => reading.text));
    }
    const text = texts.join('\n');
    const surname = letters(row.player.split(' ').slice(-1)[0] ?? '');
    if (surname && letters(text).includes(surname)) surnames++;
    if (row.back) {
      backs++;
      if (row.card_number && row.card_number !== 'NNO') numbered++;
      if (numberFound(row, text)) numbers++;
      if (text.includes(row.year)) years++;
    }
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  await Promise.all(
    Array.from({ length: workers * 2 }, async () => {
      while (next < rows.length) await readOne(rows[next++]);
    }),
  );
  const cpu = process.cpuUsage(cpuStart);
  await reader.close();
  const share = (part: number, whole: number) =>
    Math.round((1000 * part) / Math.max(1, whole)) / 10;
  console.log(
    JSON.stringify({
      reader: values.reader,
      half: values.half,
      longSide,
      detection: detection ?? 'same',
      cards: rows.length,
      surname: share(surnames, rows.length),
      number: share(numbers, numbered),
      year: share(years, backs),
      cpuSecondsPerCard: Math.round((cpu.user + cpu.system) / 1e4 / rows.length) / 100,
      peakGb: Math.round(peak / 1e7) / 100,
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
