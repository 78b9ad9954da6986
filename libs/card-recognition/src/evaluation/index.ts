export * from './dataset';
export * from './metrics';
export * from './split';
