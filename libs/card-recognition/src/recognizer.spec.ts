import sharp from 'sharp';
import { generateCard } from './generator';
import { prepareCardImage } from './image';
import { OcrPool, readCard, type TextReader } from './ocr';
import { createCardRecognizer, sidesSwapped, withSmallPrint } from './recognizer';
import { resolveCard } from './resolve';
import type { OcrLine, OcrReading } from './types';

// OCR workers load the model and read full cards: seconds each on a shared 2-core machine.
jest.setTimeout(120_000);

describe('createCardRecognizer', () => {
  const recognizer = createCardRecognizer({ ocrWorkers: 1 });
  afterAll(() => recognizer.close());

  it('identifies a generated card from photos of its front and back', async () => {
    const card = await generateCard(2);
    const result = await recognizer.identify({
      images: [
        { data: card.front, role: 'front' },
        { data: card.back, role: 'back' },
      ],
    });
    expect(result.player).toBe(card.truth.player);
    expect(result.year).toBe(card.truth.year);
    expect(result.text.map((entry) => entry.role)).toEqual(['front', 'back']);
    expect(result.text[1].text.toUpperCase()).toContain(card.truth.player.toUpperCase());
    expect(result.timings.totalMs).toBeGreaterThan(0);
    expect(result.timings.ocrMs).toBeGreaterThan(0);
  });

  it('finds the sides of a card whose photos were given the other way round, and says so', async () => {
    const card = await generateCard(2);
    const result = await recognizer.identify({
      images: [
        { data: card.back, role: 'front' },
        { data: card.front, role: 'back' },
      ],
    });
    expect(result.sidesSwapped).toBe(true);
    expect(result.text.map((entry) => entry.role)).toEqual(['back', 'front']);
    expect(result.player).toBe(card.truth.player);
    expect(result.cardNumber).toBe(card.truth.cardNumber);
  });

  it('gives the OCR readings alongside the identification', async () => {
    const card = await generateCard(3);
    const { identification, readings } = await recognizer.identifyDetailed({
      images: [{ data: card.back, role: 'back' }],
    });
    expect(readings).toHaveLength(1);
    expect(readings[0].role).toBe('back');
    expect(identification.text[0].text).toBe(readings[0].text);
  });
});

describe('sidesSwapped', () => {
  const timedText = (text: string) => ({
    readings: [{ role: 'front' as const, lines: [], text, rotation: 0, aspect: 0.72 }],
    ocrMs: 1,
  });
  const pair = [
    { data: Buffer.from('a'), role: 'front' as const },
    { data: Buffer.from('b'), role: 'back' as const },
  ];
  const writeUp =
    'Mario Lemieux won his third Art Ross Trophy as the league leading scorer. '.repeat(2);

  it('finds a back given as the front: it reads more than twice the print of the other photo', () => {
    expect(sidesSwapped(pair, [timedText(writeUp), timedText('MARIO LEMIEUX')])).toBe(true);
    expect(sidesSwapped(pair, [timedText('MARIO LEMIEUX'), timedText(writeUp)])).toBe(false);
  });

  it('does not turn round a card whose back is blank beside a front that reads a few words', () => {
    const wordyFront = 'MARIO LEMIEUX PITTSBURGH PENGUINS CENTER ALL-STAR';
    expect(sidesSwapped(pair, [timedText(wordyFront), timedText('')])).toBe(false);
  });
});

describe('withSmallPrint', () => {
  const line = (text: string, y0: number): OcrLine => ({
    text,
    confidence: 90,
    box: { x0: 0.05, y0, x1: 0.9, y1: y0 + 0.03 },
  });
  const reading = (lines: OcrLine[], rotation = 0): OcrReading => ({
    role: 'back',
    lines,
    text: lines.map((each) => each.text).join('\n'),
    rotation,
    aspect: 0.72,
  });
  /** A reader whose closer look finds the copyright line; it records the turns it was asked for. */
  function closerReader() {
    const asked: number[] = [];
    const reader: TextReader = {
      name: 'paddle',
      read: async () => [],
      readSmallPrint: async (_photo, _role, rotation) => {
        asked.push(rotation);
        return reading([line('© 1991 The Upper Deck Company', 0.92)], rotation);
      },
      warmUp: async () => undefined,
      close: async () => undefined,
    };
    return { reader, asked };
  }
  const back = { data: Buffer.from('back'), role: 'back' as const };
  const front = { data: Buffer.from('front'), role: 'front' as const };

  it('reads the small print of a back that gave no year once more, the way the back lies, and resolves again', async () => {
    const { reader, asked } = closerReader();
    const first = reading([line('WAYNE GRETZKY', 0.05), line('No. 99', 0.1)], 180);
    const timed = [{ readings: [first], ocrMs: 10 }];
    const closer = await withSmallPrint(reader, [back], timed, resolveCard([first]));
    expect(asked).toEqual([180]);
    expect(closer?.readings).toHaveLength(2);
    expect(closer?.resolved.year).toBe(1991);
    expect(closer?.resolved.brand).toBe('Upper Deck');
  });

  it('leaves a back whose year and number were read, and a front, as they are', async () => {
    const { reader, asked } = closerReader();
    const read = reading([
      line('WAYNE GRETZKY', 0.05),
      line('No. 99', 0.1),
      line('© 1992 The Upper Deck Company', 0.92),
    ]);
    expect(
      await withSmallPrint(reader, [back], [{ readings: [read], ocrMs: 10 }], resolveCard([read])),
    ).toBeNull();
    const frontOnly = { ...reading([line('WAYNE GRETZKY', 0.8)]), role: 'front' as const };
    expect(
      await withSmallPrint(
        reader,
        [front],
        [{ readings: [frontOnly], ocrMs: 10 }],
        resolveCard([frontOnly]),
      ),
    ).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('readCard', () => {
  const pool = new OcrPool(1);
  afterAll(() => pool.close());

  it('reads a back fed upside down and says it turned it', async () => {
    const card = await generateCard(4, { effects: false });
    const upsideDown = await sharp(card.back).rotate(180).png().toBuffer();
    const [reading] = await readCard(
      pool,
      await prepareCardImage(upsideDown, { invertDarkPanels: true }),
      'back',
    );
    expect(reading.rotation).toBe(180);
    expect(reading.text).toContain(card.truth.player.toUpperCase());
    expect(reading.text).toContain(`${card.truth.year} ${card.truth.brand}`);
    for (const line of reading.lines) {
      expect(line.box.x0).toBeGreaterThanOrEqual(0);
      expect(line.box.y1).toBeLessThanOrEqual(1.01);
    }
  });

  it('reads a low-resolution photo more closely: enlarged bands, the whole card enlarged and sideways passes as extra readings', async () => {
    const card = await generateCard(6, { effects: false });
    const small = await sharp(card.back)
      .resize(250, 350, { fit: 'inside' })
      .jpeg({ quality: 90 })
      .toBuffer();
    const prepared = await prepareCardImage(small, { invertDarkPanels: true });
    expect(prepared.sourceLongSide).toBeLessThan(400);
    const quick = await readCard(pool, prepared, 'back');
    const thorough = await readCard(pool, prepared, 'back', { thorough: true });
    expect(quick).toHaveLength(1);
    expect(thorough.length).toBeGreaterThan(1);
    const bandLines = thorough[1].lines;
    // Band lines keep boxes relative to the whole card: only the top and bottom quarters.
    expect(bandLines.length).toBeGreaterThan(0);
    for (const line of bandLines) expect(line.box.y0 < 0.26 || line.box.y1 > 0.74).toBe(true);
    expect(thorough.map((reading) => reading.text).join('\n')).toContain(`${card.truth.year}`);
    // The whole card once more, enlarged: lines from top to bottom, the name among them.
    const enlarged = thorough[2];
    expect(enlarged.rotation).toBe(quick[0].rotation);
    expect(enlarged.text).toContain(card.truth.player.toUpperCase());
  });

  it('refuses work once the pool is closed', async () => {
    const closed = new OcrPool(1);
    await closed.close();
    const card = await prepareCardImage((await generateCard(4, { effects: false })).back, {
      invertDarkPanels: true,
    });
    await expect(readCard(closed, card, 'back')).rejects.toThrow('OCR pool is closed');
  });
});
