/**
 * Writes synthetic card photos and a cards.csv (the format of shared/datasets) for benchmarks.
 *   npx tsx libs/card-recognition/scripts/generate-cards.ts --count 1000 --out /tmp/generated [--seed 1] [--concurrency 2]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCard, toCsv, type DatasetRow } from '../src';

async function writeCard(out: string, seed: number): Promise<DatasetRow> {
  const card = await generateCard(seed);
  const front = `images/${seed}-front.jpg`;
  const back = `images/${seed}-back.jpg`;
  writeFileSync(join(out, front), card.front);
  writeFileSync(join(out, back), card.back);
  const { truth } = card;
  return {
    front,
    back,
    player: truth.player,
    year: String(truth.year),
    brand: truth.brand,
    set: truth.set,
    card_number: truth.cardNumber,
    team: truth.team ?? '',
    sport: truth.sport,
    year_label: truth.yearLabel,
    variant: '',
    notes: `generated, seed ${seed}, turned front ${card.effects.front?.rotation}° back ${card.effects.back?.rotation}°`,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100' },
      out: { type: 'string' },
      seed: { type: 'string', default: '1' },
      concurrency: { type: 'string', default: String(os.availableParallelism()) },
    },
  });
  if (!values.out) throw new Error('--out <folder> is required');
  const out = values.out;
  mkdirSync(join(out, 'images'), { recursive: true });
  const count = Number(values.count);
  const firstSeed = Number(values.seed);
  const rows: DatasetRow[] = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) rows[i] = await writeCard(out, firstSeed + i);
  };
  await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
  writeFileSync(join(out, 'cards.csv'), toCsv(rows));
  console.log(`${count} cards written to ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
