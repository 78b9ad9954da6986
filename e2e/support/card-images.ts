import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(__dirname, '../..');
/** The engine's generator, run as the benchmark runs it: a script, so the browser tests stay out of server code. */
const GENERATOR = path.join(ROOT, 'libs/card-recognition/scripts/generate-cards.ts');

export interface GeneratedCardFiles {
  front: string;
  back: string;
}

export interface GeneratedCardSet {
  dir: string;
  cards: GeneratedCardFiles[];
  remove(): void;
}

/**
 * Renders `count` synthetic cards (front and back JPEGs) at test time into a temporary folder, named
 * `card-<n>_front.jpg` / `card-<n>_back.jpg` as a dealer's scanner export would be.
 */
export function generateCardImages(count: number, seed: number): GeneratedCardSet {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-cards-'));
  const raw = path.join(dir, 'generated');
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      GENERATOR,
      '--out',
      raw,
      '--count',
      String(count),
      '--seed',
      String(seed),
      '--concurrency',
      '1',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`card generator failed:\n${run.stdout}\n${run.stderr}`);
  const cards = Array.from({ length: count }, (_, index): GeneratedCardFiles => {
    const front = path.join(dir, `card-${index + 1}_front.jpg`);
    const back = path.join(dir, `card-${index + 1}_back.jpg`);
    fs.copyFileSync(path.join(raw, 'images', `${seed + index}-front.jpg`), front);
    fs.copyFileSync(path.join(raw, 'images', `${seed + index}-back.jpg`), back);
    return { front, back };
  });
  return { dir, cards, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Another file of the same picture, as a second scan of the card would be: the same pixels with a JPEG comment
 * after the start marker, so its bytes (and Pennant's "same photos" digest) differ while the engine reads the same.
 */
export function anotherFileOf(jpeg: string): string {
  const bytes = fs.readFileSync(jpeg);
  const text = Buffer.from('scanned again');
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, text.length + 2]), text]);
  const copy = jpeg.replace(/\.jpg$/, '-again.jpg');
  fs.writeFileSync(copy, Buffer.concat([bytes.subarray(0, 2), comment, bytes.subarray(2)]));
  return copy;
}

/** The same photo turned half round, as a scanner fed the card upside down would give it. */
export async function upsideDownCopyOf(jpeg: string): Promise<string> {
  const copy = jpeg.replace(/\.jpg$/, '-upside-down.jpg');
  await sharp(jpeg).rotate(180).jpeg({ quality: 92 }).toFile(copy);
  return copy;
}
