import { DomainError } from '../../common';

export enum UploadsErrorCode {
  ImageNotFound = 'IMAGE_NOT_FOUND',
  NotAnUpload = 'NOT_AN_UPLOAD',
  NotUploaded = 'IMAGE_NOT_UPLOADED',
  InvalidImage = 'INVALID_IMAGE',
  FileTooLarge = 'FILE_TOO_LARGE',
  TooManyFiles = 'TOO_MANY_FILES',
  NoFiles = 'NO_FILES',
  UploadUrlInvalid = 'UPLOAD_URL_INVALID',
  UploadUrlExpired = 'UPLOAD_URL_EXPIRED',
  AlreadyUploaded = 'ALREADY_UPLOADED',
  UploadRejected = 'UPLOAD_REJECTED',
  UploadGone = 'UPLOAD_GONE',
}

/** Refusals of uploads and image references; every message names the file or URL concerned. */
export class UploadsError extends DomainError {
  static imageNotFound(reference: string): UploadsError {
    return new UploadsError(
      UploadsErrorCode.ImageNotFound,
      `Image not found: ${reference} is not one of your uploads`,
      404,
    );
  }

  static notAnUpload(reference: string): UploadsError {
    return new UploadsError(
      UploadsErrorCode.NotAnUpload,
      `${reference} is not an upload URL or /objects/... path of Pennant's`,
      400,
    );
  }

  static notUploaded(reference: string): UploadsError {
    return new UploadsError(
      UploadsErrorCode.NotUploaded,
      `Nothing has been uploaded to ${reference} yet`,
      400,
    );
  }

  static invalidImage(name: string, reason: string): UploadsError {
    return new UploadsError(UploadsErrorCode.InvalidImage, `${name} ${reason}`, 400, [
      { field: name, message: reason },
    ]);
  }

  static fileTooLarge(name: string, reason: string): UploadsError {
    return new UploadsError(UploadsErrorCode.FileTooLarge, `${name} ${reason}`, 400, [
      { field: name, message: reason },
    ]);
  }

  static tooManyFiles(message: string): UploadsError {
    return new UploadsError(UploadsErrorCode.TooManyFiles, message, 400);
  }

  static noFiles(): UploadsError {
    return new UploadsError(
      UploadsErrorCode.NoFiles,
      'No files were sent: attach images in the "files" field',
      400,
    );
  }

  /** Every file of a multipart batch was refused: each refusal names its file. */
  static batchRefused(errors: { name: string; error: string }[]): UploadsError {
    return new UploadsError(
      UploadsErrorCode.UploadRejected,
      errors.map((refusal) => refusal.error).join('; '),
      400,
      errors.map((refusal) => ({ field: refusal.name, message: refusal.error })),
    );
  }

  static uploadUrlInvalid(): UploadsError {
    return new UploadsError(
      UploadsErrorCode.UploadUrlInvalid,
      'This upload URL is not valid: ask for a new one',
      403,
    );
  }

  static uploadUrlExpired(): UploadsError {
    return new UploadsError(
      UploadsErrorCode.UploadUrlExpired,
      'Request has expired: ask for a new upload URL',
      403,
    );
  }

  /** The account the upload belonged to was erased while the file was on its way. */
  static uploadGone(): UploadsError {
    return new UploadsError(
      UploadsErrorCode.UploadGone,
      'This upload no longer exists: the account it belonged to was deleted',
      410,
    );
  }

  /** A retry (same Idempotency-Key) of an upload that already has its image: it names the image. */
  static alreadyUploadedAs(path: string): UploadsError {
    return new UploadsError(
      UploadsErrorCode.AlreadyUploaded,
      `A file has already been uploaded with this Idempotency-Key: it is ${path}`,
      409,
    );
  }

  static alreadyUploaded(): UploadsError {
    return new UploadsError(
      UploadsErrorCode.AlreadyUploaded,
      'A file has already been uploaded to this URL: each upload URL takes one file',
      409,
    );
  }
}
