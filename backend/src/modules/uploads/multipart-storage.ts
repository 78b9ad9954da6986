import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '@pennant/contracts';
import { readLimited, type ReceivedBody } from './request-body';
import { UploadsError } from './uploads.errors';

/** What multer hands the controller for each file of a multipart upload. */
export interface ReceivedFile {
  originalname: string;
  body: ReceivedBody;
}

/**
 * Keeps each file of a multipart request in memory up to the size limit; a larger file is drained
 * and marked, so the batch goes on and the refusal can name it. More than 50 files refuse the batch.
 */
export function limitedMemoryStorage(): StorageEngine {
  const filesSeen = new WeakMap<Request, number>();
  return {
    _handleFile(request, file, callback) {
      const count = (filesSeen.get(request) ?? 0) + 1;
      filesSeen.set(request, count);
      if (count > UPLOAD_MAX_FILES) {
        file.stream.resume();
        callback(
          UploadsError.tooManyFiles(
            `You can only upload ${UPLOAD_MAX_FILES} files at once: ${file.originalname} is file ${count}`,
          ),
        );
        return;
      }
      readLimited(file.stream, UPLOAD_MAX_FILE_BYTES).then(
        (body) => callback(null, { body } as Partial<Express.Multer.File>),
        (error: Error) => callback(error),
      );
    },
    _removeFile(_request, _file, callback) {
      callback(null);
    },
  };
}
