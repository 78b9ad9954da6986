export * from './dataset';
export * from './metrics';
