import sharp from 'sharp';
import { listingPicture } from './listing-pictures';

function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
}

async function sizeOf(jpeg: Buffer): Promise<[number | undefined, number | undefined]> {
  const { width, height, format } = await sharp(jpeg).metadata();
  expect(format).toBe('jpeg');
  return [width, height];
}

describe('listingPicture', () => {
  it("sends a phone's photo no larger than eBay shows it, in proportion", async () => {
    const picture = await listingPicture({ data: await photo(4032, 3024) });
    expect(await sizeOf(picture.jpeg)).toEqual([1600, 1200]);
    expect(picture.enlargedFrom).toBeNull();
  });

  it("enlarges a photo under eBay's 500 px and says from what size", async () => {
    const picture = await listingPicture({ data: await photo(300, 420) });
    expect(await sizeOf(picture.jpeg)).toEqual([357, 500]);
    expect(picture.enlargedFrom).toBe(420);
  });

  it('keeps a photo between the two as it is', async () => {
    const picture = await listingPicture({ data: await photo(700, 980) });
    expect(await sizeOf(picture.jpeg)).toEqual([700, 980]);
  });

  it('turns a photo taken upside down the right way up, and leaves one taken upright as it is', async () => {
    // Dark on top, light below: upright. Turned, the dark half is at the bottom.
    const upright = await sharp({
      create: { width: 600, height: 840, channels: 3, background: '#ffffff' },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 600, height: 420, channels: 3, background: '#000000' },
          })
            .png()
            .toBuffer(),
          top: 0,
          left: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    const upsideDown = await sharp(upright).rotate(180).jpeg().toBuffer();
    const topIsDark = async (jpeg: Buffer) => {
      const { data } = await sharp(jpeg)
        .extract({ left: 0, top: 0, width: 600, height: 100 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data.reduce((sum, value) => sum + value, 0) / data.length < 64;
    };
    expect(await topIsDark((await listingPicture({ data: upsideDown, turn: 180 })).jpeg)).toBe(
      true,
    );
    expect(await topIsDark((await listingPicture({ data: upright, turn: 0 })).jpeg)).toBe(true);
    expect(await topIsDark((await listingPicture({ data: upsideDown })).jpeg)).toBe(false);
  });
});
