export * from './ebay-api-error';
export * from './ebay-api.factory';
export * from './ebay-endpoints';
export * from './ebay-oauth.client';
export * from './ebay.module';
export * from './fetch-with-backoff';
