/** Three-channel 8-bit pixels, row by row (R, G, B): what the PP-OCR reader works on. */
export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}
