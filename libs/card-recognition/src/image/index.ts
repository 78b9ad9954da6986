export { sniffImageType, type ImageContentType } from './sniff';
export { decodeImage, UnsupportedImageError, type DecodedImage } from './decode';
export { makeThumbnail, THUMBNAIL_SIZE } from './thumbnail';
export {
  LOW_RESOLUTION,
  prepareCardImage,
  type PrepareOptions,
  type PreparedCard,
} from './prepare';
export type { RgbImage } from './rgb';
export { rotateGray, resizeGray, extractGray, toPgm, type GrayImage } from './gray';
