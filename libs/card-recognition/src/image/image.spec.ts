import sharp, { type Sharp } from 'sharp';
import { decodeImage, makeThumbnail, sniffImageType, UnsupportedImageError } from './index';

/** A 300 wide x 100 high image: red left half, blue right half. */
function landscape(): Sharp {
  const left = {
    input: { create: { width: 150, height: 100, channels: 3 as const, background: '#ff0000' } },
    left: 0,
    top: 0,
  };
  return sharp({
    create: { width: 300, height: 100, channels: 3, background: '#0000ff' },
  }).composite([left]);
}

function ftyp(major: string, compatible: string[]): Buffer {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(brands, 8, 'latin1');
  return Buffer.concat([box, Buffer.alloc(32)]);
}

async function pixelAt(buf: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(buf).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset], data[offset + 1], data[offset + 2]];
}

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their bytes, whatever the file is called', async () => {
    expect(sniffImageType(await landscape().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await landscape().png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await landscape().webp().toBuffer())).toBe('image/webp');
  });

  it('tells HEIC from generic HEIF by the ftyp brands and refuses AVIF', () => {
    expect(sniffImageType(ftyp('heic', ['mif1', 'heic']))).toBe('image/heic');
    expect(sniffImageType(ftyp('mif1', ['mif1', 'heic']))).toBe('image/heic');
    expect(sniffImageType(ftyp('mif1', ['mif1']))).toBe('image/heif');
    expect(sniffImageType(ftyp('avif', ['mif1', 'avif']))).toBeNull();
    expect(sniffImageType(ftyp('mif1', ['mif1', 'avif']))).toBeNull();
  });

  it('refuses text, GIF, PDF and truncated data', () => {
    expect(sniffImageType(Buffer.from('hello, this is not an image'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('decodeImage', () => {
  it('applies the EXIF orientation so a sideways phone photo comes out upright', async () => {
    const tagged = await landscape().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const decoded = await decodeImage(tagged);
    expect(decoded).toMatchObject({ contentType: 'image/jpeg', width: 100, height: 300 });
    const upright = await decoded.image.png().toBuffer();
    // Orientation 6 means "turn 90° clockwise to view": the red left half ends up on top.
    const [r, , b] = await pixelAt(upright, 50, 30);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
  });

  it('decodes a large photo no larger than asked, upright and in proportion, and never enlarges a small one', async () => {
    const large = await sharp(await landscape().png().toBuffer())
      .resize(3000, 1000, { kernel: 'nearest' })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const decoded = await decodeImage(large, { longSideAtMost: 600 });
    expect(decoded).toMatchObject({ width: 200, height: 600 });
    const [r, , b] = await pixelAt(await decoded.image.png().toBuffer(), 100, 60);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
    expect(await decodeImage(large)).toMatchObject({ width: 1000, height: 3000 });
    const small = await landscape().png().toBuffer();
    expect(await decodeImage(small, { longSideAtMost: 600 })).toMatchObject({
      width: 300,
      height: 100,
    });
  });

  it('refuses bytes that are not an accepted image type', async () => {
    await expect(decodeImage(Buffer.from('GIF89a....', 'latin1'))).rejects.toBeInstanceOf(
      UnsupportedImageError,
    );
  });

  it('routes HEIC to the WebAssembly decoder and reports a damaged file as undecodable', async () => {
    // libheif logs its parse error to the console before rejecting.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await expect(decodeImage(ftyp('heic', ['mif1', 'heic']))).rejects.toThrow(
      /HEIC\/HEIF image could not be decoded/,
    );
  });

  it('reports a truncated JPEG as undecodable', async () => {
    const jpeg = await landscape().jpeg().toBuffer();
    await expect(decodeImage(jpeg.subarray(0, 40))).rejects.toBeInstanceOf(UnsupportedImageError);
  });
});

describe('makeThumbnail', () => {
  it('makes a 200x200 JPEG showing the whole upright image on white', async () => {
    const photo = await landscape().png().toBuffer();
    const thumbnail = await makeThumbnail(photo);
    expect(sniffImageType(thumbnail)).toBe('image/jpeg');
    expect(await sharp(thumbnail).metadata()).toMatchObject({
      width: 200,
      height: 200,
      format: 'jpeg',
    });
    // 300x100 fitted into 200x200 is 200x67, centred: white bands above and below, the picture in between.
    expect(Math.min(...(await pixelAt(thumbnail, 100, 10)))).toBeGreaterThan(240);
    expect((await pixelAt(thumbnail, 30, 100))[0]).toBeGreaterThan(200);
    expect((await pixelAt(thumbnail, 170, 100))[2]).toBeGreaterThan(200);
  });

  it('shows the card cut out of a phone photo of it on a table, not the table', async () => {
    // A 1,250 x 1,750 green card in the middle of a 3,024 x 4,032 dark table.
    const card = { width: 1250, height: 1750, channels: 3 as const, background: '#20a040' };
    const photo = await sharp({
      create: { width: 3024, height: 4032, channels: 3, background: '#303030' },
    })
      .composite([{ input: { create: card }, left: 887, top: 1141 }])
      .jpeg()
      .toBuffer();
    const thumbnail = await makeThumbnail(photo);
    // The card fills the thumbnail's height: green top and bottom, white (not the table) either side.
    const [, greenTop] = await pixelAt(thumbnail, 100, 5);
    const [, greenBottom] = await pixelAt(thumbnail, 100, 194);
    expect(greenTop).toBeGreaterThan(120);
    expect(greenBottom).toBeGreaterThan(120);
    expect(Math.min(...(await pixelAt(thumbnail, 10, 100)))).toBeGreaterThan(240);
  });

  it('sets a card photographed askew square, so no corner of the table shows', async () => {
    const card = await sharp({
      create: { width: 1250, height: 1750, channels: 4, background: '#20a040' },
    })
      .rotate(4, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    const photo = await sharp({
      create: { width: 3024, height: 4032, channels: 3, background: '#303030' },
    })
      .composite([{ input: card, gravity: 'centre' }])
      .jpeg()
      .toBuffer();
    const thumbnail = await makeThumbnail(photo);
    // 1,250 x 1,750 fitted into 200x200 is about 143x200: its four corners are the card's green.
    for (const [x, y] of [
      [33, 4],
      [166, 4],
      [33, 195],
      [166, 195],
    ])
      expect((await pixelAt(thumbnail, x, y))[1]).toBeGreaterThan(120);
  });

  it('honours EXIF orientation', async () => {
    const tagged = await landscape().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const thumbnail = await makeThumbnail(tagged);
    // Upright it is 100x300 (portrait): white bands left and right, red on top.
    expect(Math.min(...(await pixelAt(thumbnail, 10, 100)))).toBeGreaterThan(240);
    expect((await pixelAt(thumbnail, 100, 40))[0]).toBeGreaterThan(200);
  });
});
