export type ImageContentType =
  'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'image/heif';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO-BMFF brands that mean HEVC-coded HEIF (what phones write as .heic). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
/** Generic HEIF image brands; the coding is decided by the compatible brands. */
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif']);

function startsWith(buf: Buffer, bytes: number[], offset = 0): boolean {
  return buf.length >= offset + bytes.length && bytes.every((byte, i) => buf[offset + i] === byte);
}

function ascii(buf: Buffer, start: number, end: number): string {
  return buf.subarray(start, end).toString('latin1');
}

/** Major and compatible brands of an ISO-BMFF `ftyp` box, or null when there is none. */
function ftypBrands(buf: Buffer): string[] | null {
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return null;
  const boxSize = Math.min(buf.readUInt32BE(0), buf.length);
  const brands = [ascii(buf, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4)
    brands.push(ascii(buf, offset, offset + 4));
  return brands;
}

function heifType(buf: Buffer): ImageContentType | null {
  const brands = ftypBrands(buf);
  if (!brands) return null;
  const [major] = brands;
  if (HEIC_BRANDS.has(major)) return 'image/heic';
  if (!HEIF_BRANDS.has(major)) return null;
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'image/heic';
  // AVIF files also declare mif1; they are not among the accepted types.
  if (brands.includes('avif') || brands.includes('avis')) return null;
  return 'image/heif';
}

/** The image type of `buf` judged by its content (magic bytes), never by a file name. */
export function sniffImageType(buf: Buffer): ImageContentType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, PNG_SIGNATURE)) return 'image/png';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP')
    return 'image/webp';
  return heifType(buf);
}
