export * from './types';
export * from './image';
