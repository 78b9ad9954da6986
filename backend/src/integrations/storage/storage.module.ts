import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { LocalObjectStorage } from './local-object-storage';
import { OBJECT_STORAGE, type ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-object-storage';
import { UploadUrlSigner } from './upload-url-signer';

function createObjectStorage(config: AppConfig, signer: UploadUrlSigner): ObjectStorage {
  const storage = config.storage;
  return storage.driver === 's3'
    ? new S3ObjectStorage(storage)
    : new LocalObjectStorage(storage.dir, config.publicUrl, signer);
}

/** The object storage chosen by configuration (local directory or S3 bucket) and the URL signer. */
@Module({
  providers: [
    {
      provide: UploadUrlSigner,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new UploadUrlSigner(config.session.secret),
    },
    {
      provide: OBJECT_STORAGE,
      inject: [APP_CONFIG, UploadUrlSigner],
      useFactory: createObjectStorage,
    },
  ],
  exports: [OBJECT_STORAGE, UploadUrlSigner],
})
export class StorageModule {}
