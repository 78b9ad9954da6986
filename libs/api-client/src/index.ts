export * from './api-error';
export * from './request';
export * from './swr';
export * from './card-events';
export * from './keys';
