import type { UploadContentType } from '@pennant/contracts';

/** An uploaded image that belongs to the dealer who asked, checked by content and thumbnailed. */
export interface OwnedImage {
  /** Storage key, e.g. `<dealerId>/<uuid>`. */
  key: string;
  /** Same-origin path the image is served at, e.g. `/objects/<dealerId>/<uuid>`. */
  url: string;
  /** Path of its 200x200 JPEG thumbnail. */
  thumbnailUrl: string;
  contentType: UploadContentType;
  size: number;
}
