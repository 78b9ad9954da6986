import sharp from 'sharp';
import { prepareCardImage } from './prepare';
import { straighteningTurn } from './straighten';
import { collectGray } from './gray';
import type { GrayImage } from './gray';

/** A white 500x700 "card" with a black bar of print `bar` wide and high, at 600 px from its top (PNG with alpha). */
function whiteCard(bar: { width: number; height: number }): Promise<Buffer> {
  return sharp({ create: { width: 500, height: 700, channels: 4, background: '#ffffff' } })
    .composite([
      {
        input: { create: { ...bar, channels: 4, background: '#000000' } },
        left: (500 - bar.width) / 2,
        top: 600,
      },
    ])
    .png()
    .toBuffer();
}

/** The card lying square on a dark table with a wide margin. */
async function cardOnTable(): Promise<Buffer> {
  return sharp(await whiteCard({ width: 300, height: 40 }))
    .flatten({ background: '#303030' })
    .extend({ top: 150, bottom: 150, left: 200, right: 200, background: '#303030' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A card with a line of print, turned `degrees` clockwise on a grey table, as a phone sees it lying crooked. */
async function cardAskew(degrees: number): Promise<Buffer> {
  return askewOnTable(await whiteCard({ width: 400, height: 12 }), degrees);
}

/** A card (PNG with alpha) turned `degrees` clockwise and laid on a grey table. */
async function askewOnTable(card: Buffer, degrees: number): Promise<Buffer> {
  const turned = await sharp(card)
    .rotate(degrees, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1000, height: 1200, channels: 3, background: '#707070' } })
    .composite([{ input: turned, gravity: 'centre' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Share of a row's pixels that are dark (the bar of print), between two columns. */
function darkShare(gray: GrayImage, y: number, from: number, to: number): number {
  let dark = 0;
  for (let x = from; x < to; x++) if (toneAt(gray, x, y) < 100) dark++;
  return dark / (to - from);
}

function toneAt(gray: GrayImage, x: number, y: number): number {
  return gray.data[Math.round(y) * gray.width + Math.round(x)];
}

describe('prepareCardImage', () => {
  it('cuts the background margin away and keeps the card in proportion', async () => {
    const prepared = await prepareCardImage(await cardOnTable());
    expect(prepared.cropped).toBe(true);
    expect(prepared.contentType).toBe('image/jpeg');
    expect(prepared.width / prepared.height).toBeCloseTo(500 / 700, 1);
    // The card's white fills the corners: no dark table left.
    expect(toneAt(prepared.image, 3, 3)).toBeGreaterThan(200);
    expect(toneAt(prepared.image, prepared.width - 4, prepared.height - 4)).toBeGreaterThan(200);
  });

  it('sets a card photographed askew square to the frame before it is read, so its lines of print run level', async () => {
    for (const degrees of [4, -3]) {
      const prepared = await prepareCardImage(await cardAskew(degrees));
      expect(prepared.straightened).toBeCloseTo(-degrees, 0);
      expect(prepared.width / prepared.height).toBeCloseTo(500 / 700, 1);
      // The bar of print (a line of text) fills one row of pixels from end to end, as it does on the card.
      const scale = prepared.width / 500;
      const rows = Array.from({ length: Math.round(12 * scale) }, (_, i) => 600 * scale + i);
      const fullest = Math.max(
        ...rows.map((y) => darkShare(prepared.image, y, 60 * scale, 440 * scale)),
      );
      expect(fullest).toBeGreaterThan(0.95);
    }
  });

  it("sets square a card askew whose corner panel is the table's own grey, so its outline is ragged there", async () => {
    const panelled = await sharp(await whiteCard({ width: 400, height: 12 }))
      .composite([
        {
          input: { create: { width: 150, height: 350, channels: 4, background: '#707070' } },
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const photo = await askewOnTable(panelled, 4);
    expect((await prepareCardImage(photo)).straightened).toBeCloseTo(-4, 0);
  });

  it('reads a card lying square, or a scan cut to the card, as it lies', async () => {
    expect((await prepareCardImage(await cardOnTable())).straightened).toBe(0);
    expect((await prepareCardImage(await cardAskew(0))).straightened).toBe(0);
    const scan = await sharp({
      create: { width: 500, height: 700, channels: 3, background: '#f4f4f4' },
    })
      .jpeg()
      .toBuffer();
    expect(await straighteningTurn(await collectGray(sharp(scan).grayscale()))).toBe(0);
  });

  it('leaves a die-cut card as it lies: an outline that is no rectangle has no tilt to take out', async () => {
    const outline = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="520" height="700">' +
        '<polygon points="10,40 500,0 470,690 60,640" fill="#ffffff"/></svg>',
    );
    const photo = await sharp({
      create: { width: 1000, height: 1200, channels: 3, background: '#707070' },
    })
      .composite([{ input: outline, gravity: 'centre' }])
      .jpeg({ quality: 90 })
      .toBuffer();
    expect((await prepareCardImage(photo)).straightened).toBe(0);
  });

  it('scales small photos up so small print reaches a readable size', async () => {
    const small = await sharp({
      create: { width: 250, height: 350, channels: 3, background: '#f0f0f0' },
    })
      .jpeg()
      .toBuffer();
    const prepared = await prepareCardImage(small);
    expect(Math.max(prepared.width, prepared.height)).toBeGreaterThanOrEqual(1000);
  });

  it('turns light print on a dark panel into dark print on light', async () => {
    const panel = await sharp({
      create: { width: 800, height: 1100, channels: 3, background: '#ffffff' },
    })
      .composite([
        {
          input: { create: { width: 400, height: 300, channels: 3, background: '#101010' } },
          left: 200,
          top: 400,
        },
        {
          input: { create: { width: 200, height: 12, channels: 3, background: '#ffffff' } },
          left: 300,
          top: 544,
        },
      ])
      .png()
      .toBuffer();
    const prepared = await prepareCardImage(panel, { invertDarkPanels: true });
    expect(prepared.darkOnLight).not.toBeNull();
    const scale = prepared.width / 800;
    // The white stroke inside the black panel comes out dark, the panel itself light.
    expect(toneAt(prepared.darkOnLight!, 400 * scale, 550 * scale)).toBeLessThan(80);
    expect(toneAt(prepared.darkOnLight!, 250 * scale, 450 * scale)).toBeGreaterThan(170);
  });
});
