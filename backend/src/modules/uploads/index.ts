export { UploadsModule } from './uploads.module';
export { UploadsService } from './uploads.service';
export { UploadsError, UploadsErrorCode } from './uploads.errors';
export type { OwnedImage } from './uploads.types';
