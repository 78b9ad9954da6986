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
    const picture = await listingPicture(await photo(4032, 3024));
    expect(await sizeOf(picture.jpeg)).toEqual([1600, 1200]);
    expect(picture.enlargedFrom).toBeNull();
  });

  it("enlarges a photo under eBay's 500 px and says from what size", async () => {
    const picture = await listingPicture(await photo(300, 420));
    expect(await sizeOf(picture.jpeg)).toEqual([357, 500]);
    expect(picture.enlargedFrom).toBe(420);
  });

  it('keeps a photo between the two as it is', async () => {
    const picture = await listingPicture(await photo(700, 980));
    expect(await sizeOf(picture.jpeg)).toEqual([700, 980]);
  });
});
