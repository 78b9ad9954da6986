export * from './object-storage';
export * from './upload-url-signer';
export * from './local-object-storage';
export * from './s3-object-storage';
export * from './storage.module';
