import { apiError } from '../core/api-error';

/**
 * The Media API's image errors (domain API_MEDIA). The contract copy predates the image methods,
 * so these ids are the emulator's own, in eBay's 190xxx range [UNVERIFIED]; 190000 and 190001 are
 * the contract's system error and not-found.
 */

const DOMAIN = 'API_MEDIA';

export const MediaErrors = {
  system: () =>
    apiError(
      DOMAIN,
      190000,
      'There was a problem with an eBay internal system or process. Contact eBay developer support for assistance.',
      { category: 'APPLICATION' },
    ),
  imageNotFound: (imageId: string) =>
    apiError(DOMAIN, 190001, 'The specified image_id does not exist.', {
      parameters: { image_id: imageId },
    }),
  missingFile: () =>
    apiError(
      DOMAIN,
      190200,
      "The request has no image. Send it as multipart/form-data in a part named 'image'.",
    ),
  unreadable: () =>
    apiError(
      DOMAIN,
      190201,
      'The image could not be read. Supported formats are JPG, GIF, PNG, BMP, TIFF, AVIF, HEIC and WEBP.',
    ),
  animated: () => apiError(DOMAIN, 190202, 'Animated and multi-page images are not supported.'),
  tooSmall: (width: number, height: number) =>
    apiError(
      DOMAIN,
      190203,
      `The image is ${width} x ${height} pixels; its longest side must be at least 500 pixels.`,
      { parameters: { width: String(width), height: String(height) } },
    ),
  tooLarge: (maxBytes: number) =>
    apiError(DOMAIN, 190204, `The image file is larger than ${maxBytes / 1_048_576} MB.`),
  invalidUrl: () =>
    apiError(DOMAIN, 190205, 'The imageUrl must be an HTTPS URL (HTTP is not permitted).', {
      parameters: { fieldName: 'imageUrl' },
    }),
  unreachable: (imageUrl: string) =>
    apiError(DOMAIN, 190206, 'The image could not be downloaded from the imageUrl.', {
      parameters: { imageUrl },
    }),
};
