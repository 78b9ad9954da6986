/**
 * Writes a labelled set's photos again as a phone photographs cards lying crooked on a table: each card turned 3 or
 * 4 degrees (one way on fronts, the other on backs), its long side 2,700 px, on a grey, slightly mottled table in a
 * 3024x4032 frame (12 MP), as JPEG. The rows and labels stay as they are, so `evaluate.ts` measures the same cards
 * photographed askew:
 *   npx tsx libs/card-recognition/scripts/askew-photos.ts --dataset <dir> --out /tmp/askew [--half tuning] [--every 4]
 *   npx tsx libs/card-recognition/scripts/evaluate.ts --dataset /tmp/askew
 * The photos are written outside the repository (they are copies of the dataset's).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { readDataset, rowsOfHalf, toCsv, type DatasetHalf, type DatasetRow } from '../src';

const FRAME = { width: 3024, height: 4032 };
const CARD_LONG_SIDE = 2700;
const TABLE_TONE = 120;

/** A grey table with a little mottle (the same for every photo), as raw pixels. */
async function table(): Promise<Buffer> {
  const pixels = Buffer.alloc(FRAME.width * FRAME.height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = TABLE_TONE - 20 + ((i * 2654435761) >>> 27);
  return sharp(pixels, { raw: { ...FRAME, channels: 3 } })
    .blur(3)
    .png()
    .toBuffer();
}

async function askew(photo: Buffer, degrees: number, surface: Buffer): Promise<Buffer> {
  const card = await sharp(photo)
    .rotate()
    .resize(CARD_LONG_SIDE, CARD_LONG_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .rotate(degrees, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp(surface)
    .composite([{ input: card, gravity: 'centre' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dataset: { type: 'string' },
      out: { type: 'string' },
      half: { type: 'string', default: 'all' },
      every: { type: 'string', default: '1' },
    },
  });
  if (!values.dataset || !values.out)
    throw new Error('--dataset <dir> and --out <dir> are required');
  const [dir, out] = [values.dataset, values.out];
  const rows = rowsOfHalf(readDataset(dir), values.half as DatasetHalf | 'all').filter(
    (_, i) => i % Number(values.every) === 0,
  );
  mkdirSync(join(out, 'images'), { recursive: true });
  const surface = await table();
  const written: DatasetRow[] = [];
  for (const [i, row] of rows.entries()) {
    const turn = i % 2 === 0 ? 4 : 3;
    const copy = { ...row };
    for (const [side, degrees] of [
      ['front', turn],
      ['back', -turn],
    ] as const) {
      if (!row[side]) continue;
      const name = `images/${i}-${side}.jpg`;
      writeFileSync(
        join(out, name),
        await askew(readFileSync(join(dir, row[side])), degrees, surface),
      );
      copy[side] = name;
    }
    written.push(copy);
    process.stderr.write(`\r${i + 1}/${rows.length}`);
  }
  writeFileSync(join(out, 'cards.csv'), toCsv(written));
  process.stderr.write(`\n${written.length} cards written to ${out}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
