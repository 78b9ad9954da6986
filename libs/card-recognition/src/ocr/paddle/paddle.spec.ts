import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { prepareCardImage } from '../../image';
import { latinClasses, PaddlePool } from './pool';
import { latinShare, readBandPaddle, readCardPaddle } from './reader';

// The PP-OCR models load in a worker thread and read whole cards: seconds on a shared 2-core machine.
jest.setTimeout(120_000);

/** Generated images (the project's own card generator): licence-clean. */
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name));
const truth = JSON.parse(fixture('generated-back-seed4.json').toString()) as {
  player: string;
  year: number;
  brand: string;
  number: string;
};

describe('readCardPaddle', () => {
  const pool = new PaddlePool(1);
  afterAll(() => pool.close());

  async function read(photo: Buffer, longSide: number | 'source' = 1000) {
    const card = await prepareCardImage(photo, { colourLongSide: longSide, skipGray: true });
    const [reading] = await readCardPaddle(pool, card, 'back');
    return reading;
  }

  it('reads the name, the number and the copyright line of a generated back', async () => {
    const reading = await read(fixture('generated-back-seed4.jpg'));
    expect(reading.rotation).toBe(0);
    expect(reading.text.toUpperCase()).toContain(truth.player.toUpperCase());
    expect(reading.lines.map((line) => line.text)).toContain(truth.number);
    expect(reading.text).toContain(`${truth.year} ${truth.brand}`);
    const name = reading.lines.find(
      (line) => line.text.toUpperCase() === truth.player.toUpperCase(),
    );
    // The name heads the card, on its left.
    expect(name?.box.y0).toBeLessThan(0.15);
    expect(name?.box.x0).toBeLessThan(0.2);
  });

  it('reads a back fed upside down or sideways, says how it turned it, and puts boxes on the upright card', async () => {
    for (const turn of [180, 90, 270]) {
      // sharp turns clockwise; reading it upright takes the rest of the way round.
      const fed = await sharp(fixture('generated-back-seed4.jpg'))
        .rotate(360 - turn)
        .jpeg()
        .toBuffer();
      const reading = await read(fed);
      expect(reading.rotation).toBe(turn);
      expect(reading.text.toUpperCase()).toContain(truth.player.toUpperCase());
      const name = reading.lines.find(
        (line) => line.text.toUpperCase() === truth.player.toUpperCase(),
      );
      expect(name?.box.y0).toBeLessThan(0.15);
      expect(reading.aspect).toBeLessThan(1);
    }
  });

  it('reads small crops: a name band and a number in a box', async () => {
    expect((await read(fixture('generated-name-band.png'))).text.toUpperCase()).toContain(
      truth.player.toUpperCase(),
    );
    expect((await read(fixture('generated-number-box.png'), 'source')).text).toContain(
      truth.number,
    );
  });

  it('reads nothing on a blank card', async () => {
    const blank = await sharp({
      create: { width: 300, height: 420, channels: 3, background: '#f4f1ea' },
    })
      .png()
      .toBuffer();
    expect((await read(blank)).lines).toEqual([]);
  });
});

describe('readBandPaddle', () => {
  const pool = new PaddlePool(1);
  afterAll(() => pool.close());

  it('reads the copyright line along the bottom of the upright card closer, with boxes on the whole card', async () => {
    for (const turn of [0, 180] as const) {
      const fed = await sharp(fixture('generated-back-seed4.jpg'))
        .rotate(360 - turn)
        .jpeg()
        .toBuffer();
      const card = await prepareCardImage(fed, { colourLongSide: 1000, skipGray: true });
      const reading = await readBandPaddle(pool, card, 'back', turn, [0.72, 1], 2);
      expect(reading.rotation).toBe(turn);
      expect(reading.text).toContain(`${truth.year} ${truth.brand}`);
      // Only the band is read: the name heading the card is not in it.
      expect(reading.text.toUpperCase()).not.toContain(truth.player.toUpperCase());
      for (const line of reading.lines) {
        expect(line.box.y0).toBeGreaterThanOrEqual(0.7);
        expect(line.box.y1).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('PaddlePool.close', () => {
  it('lets the reading under way finish, then stops its workers (terminating ONNX Runtime mid-run aborts the process)', async () => {
    const pool = new PaddlePool(1);
    const card = await prepareCardImage(fixture('generated-back-seed4.jpg'), {
      colourLongSide: 1000,
      skipGray: true,
    });
    const reading = readCardPaddle(pool, card, 'back');
    // Wait until the models are loaded and the first detection runs, then close under it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const closed = pool.close();
    const outcome = await reading.then(
      ([read]) => read.text,
      (error: Error) => error.message,
    );
    await closed;
    expect(typeof outcome).toBe('string');
    await expect(pool.detect({ data: new Float32Array(3), dims: [1, 3, 1, 1] })).rejects.toThrow(
      'OCR pool is closed',
    );
  });
});

describe('PaddlePool.close in a process with nothing else to do', () => {
  it('resolves, so what follows it runs (an idle worker must not let the process end while it stops)', () => {
    const script = path.join(mkdtempSync(path.join(tmpdir(), 'paddle-close-')), 'close.mjs');
    writeFileSync(
      script,
      [
        `import { PaddlePool } from ${JSON.stringify(path.join(__dirname, 'pool.ts'))};`,
        'const pool = new PaddlePool(1);',
        'await pool.warmUp();',
        'await pool.close();',
        "console.log('closed');",
      ].join('\n'),
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 100_000,
    });
    expect(run.stdout).toContain('closed');
    expect(run.status).toBe(0);
  });
});

describe('latinShare', () => {
  it('tells print read the right way up from text read upside down', () => {
    expect(latinShare('TONY GWYNN 151')).toBe(1);
    expect(latinShare('韩 工 BOck')).toBeLessThan(0.8);
    expect(latinShare('')).toBe(0);
  });
});

describe('latinClasses', () => {
  it('keeps the blank, ASCII, accented letters and typographic signs, and leaves out CJK and full-width signs', () => {
    const dictionary = ['', 'A', '9', '轮', '（', 'é', '’', '®', 'ä', '新', ' '];
    expect([...latinClasses(dictionary)].map((index) => dictionary[index])).toEqual([
      '',
      'A',
      '9',
      'é',
      '’',
      '®',
      'ä',
      ' ',
    ]);
  });

  it('keeps about a hundred of the shipped dictionary’s 6,600 classes, the space and the letters among them', () => {
    const pool = new PaddlePool(1);
    const kept = [...latinClasses(pool.dictionary)].map((index) => pool.dictionary[index]);
    expect(kept.length).toBeGreaterThan(100);
    expect(kept.length).toBeLessThan(200);
    expect(kept).toEqual(expect.arrayContaining([' ', 'A', 'z', '0', '9', '-', 'é']));
    expect(pool.dictionary.length).toBeGreaterThan(6000);
  });
});
