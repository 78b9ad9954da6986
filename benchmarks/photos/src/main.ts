// `npm run bench:photos`: what a photo costs before OCR reads it, at the sizes dealers' scanners and phones give:
// a card on a table, as a JPEG of each size, prepared as the PP-OCR reader prepares it (decoded upright, the card
// found and cut out, in colour at the reader's size) and turned into the upload's thumbnail. Prints, per size, the
// median wall time and CPU seconds of each step, in this process (sharp's threads included).
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import {
  makeThumbnail,
  PADDLE_LONG_SIDE,
  percentile,
  prepareCardImage,
} from '@pennant/card-recognition';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '7' } } });
const ROUNDS = Number(args.rounds);

/** Photos' long sides: a small scan, a 6 MP camera, a 12 MP phone, a 24 MP phone. */
const PHOTO_LONG_SIDES = [1200, 3000, 4032, 5712];

/** A card (2.5 x 3.5 in) filling three fifths of a 4:3 photo's height, on a grainy table, with some print on it. */
async function cardPhoto(longSide: number): Promise<Buffer> {
  const [width, height] = [Math.round((longSide * 3) / 4), longSide];
  const cardHeight = Math.round(height * 0.6);
  const cardWidth = Math.round((cardHeight * 2.5) / 3.5);
  const stripe = (top: number) => ({
    input: {
      create: {
        width: Math.round(cardWidth * 0.7),
        height: Math.max(2, Math.round(cardHeight * 0.02)),
        channels: 3 as const,
        background: '#202020',
      },
    },
    left: Math.round(cardWidth * 0.15),
    top: Math.round(cardHeight * top),
  });
  const card = await sharp({
    create: { width: cardWidth, height: cardHeight, channels: 3, background: '#f4f1e8' },
  })
    .composite([0.1, 0.3, 0.5, 0.7, 0.9].map(stripe))
    .png()
    .toBuffer();
  // Grain, as a camera's sensor gives it: it is what makes a phone's JPEG weigh megabytes and cost time to decode.
  const table = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6b6f73',
      noise: { type: 'gaussian', mean: 110, sigma: 24 },
    },
  })
    .png()
    .toBuffer();
  return sharp(table)
    .composite([
      { input: card, left: Math.round((width - cardWidth) / 2), top: Math.round(height * 0.2) },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

interface Measured {
  ms: number;
  cpuSeconds: number;
}

async function measure(run: () => Promise<unknown>): Promise<Measured> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuSeconds: (used.user + used.system) / 1e6 };
}

function median(runs: Measured[]): string {
  const ms = percentile(
    runs.map((run) => run.ms),
    50,
  );
  const cpu = percentile(
    runs.map((run) => run.cpuSeconds),
    50,
  );
  return `${ms.toFixed(0).padStart(5)} ms ${cpu.toFixed(2)} CPU s`;
}

async function main(): Promise<void> {
  console.log(`median of ${ROUNDS} rounds per photo size`);
  for (const longSide of PHOTO_LONG_SIDES) {
    const photo = await cardPhoto(longSide);
    const prepared: Measured[] = [];
    const thumbnails: Measured[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      prepared.push(
        await measure(() =>
          prepareCardImage(photo, { colourLongSide: PADDLE_LONG_SIDE, skipGray: true }),
        ),
      );
      thumbnails.push(await measure(() => makeThumbnail(photo)));
    }
    const megapixels = ((longSide * Math.round((longSide * 3) / 4)) / 1e6).toFixed(1);
    console.log(
      `${String(longSide).padStart(5)} px (${megapixels.padStart(4)} MP, ${(photo.length / 1e6).toFixed(1)} MB JPEG)  ` +
        `prepared for OCR ${median(prepared)}   thumbnail ${median(thumbnails)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
