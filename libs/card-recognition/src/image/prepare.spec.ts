import sharp from 'sharp';
import { prepareCardImage } from './prepare';
import type { GrayImage } from './gray';

/** A white 500x700 "card" with a black bar of text-like marks, lying on a dark table with a wide margin. */
async function cardOnTable(): Promise<Buffer> {
  const card = await sharp({
    create: { width: 500, height: 700, channels: 3, background: '#ffffff' },
  })
    .composite([
      {
        input: { create: { width: 300, height: 40, channels: 3, background: '#000000' } },
        left: 100,
        top: 600,
      },
    ])
    .png()
    .toBuffer();
  return sharp(card)
    .extend({ top: 150, bottom: 150, left: 200, right: 200, background: '#303030' })
    .jpeg({ quality: 90 })
    .toBuffer();
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
