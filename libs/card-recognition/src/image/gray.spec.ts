import { rotateGray, stretchContrast, toPgm, type GrayImage } from './gray';

/** A 3x2 image whose pixels count 10, 20, ... in reading order. */
const counting: GrayImage = { data: Buffer.from([10, 20, 30, 40, 50, 60]), width: 3, height: 2 };

describe('gray images', () => {
  it('turns clockwise: the bottom-left pixel becomes the top-left', async () => {
    const turned = await rotateGray(counting, 90);
    expect([turned.width, turned.height]).toEqual([2, 3]);
    expect([...turned.data]).toEqual([40, 10, 50, 20, 60, 30]);
    expect([...(await rotateGray(counting, 180)).data]).toEqual([60, 50, 40, 30, 20, 10]);
  });

  it('stretches the tones between the 1st and 99th percentiles to black and white', () => {
    const data = Buffer.alloc(1000, 120);
    data.fill(100, 0, 300);
    data.fill(140, 700);
    data[0] = 0; // a few outliers beyond the percentiles are clipped, not used as the ends
    data[999] = 255;
    const stretched = stretchContrast({ data, width: 100, height: 10 });
    expect(stretched.data[1]).toBe(0);
    expect(stretched.data[500]).toBe(128);
    expect(stretched.data[998]).toBe(255);
  });

  it('writes binary PGM: header, then the pixels as they are', () => {
    const pgm = toPgm(counting);
    expect(pgm.subarray(0, 11).toString()).toBe('P5\n3 2\n255\n');
    expect([...pgm.subarray(11)]).toEqual([10, 20, 30, 40, 50, 60]);
  });
});
