export { createMediaRouter, MEDIA_RATE_LIMIT } from './media-router';
export { createImageStore, imageFolderOf, type ImageStore } from './image-store';
export { inspectImage, MIN_LONGEST_SIDE } from './image-processing';
export { downloadPicture, emulatorImageOf, isHttpsUrl, picturePath } from './pictures';
