export * from './constants';
export * from './auth';
export * from './settings';
export * from './dashboard';
export * from './errors';
export * from './runtime-config';
export * from './cards';
export * from './listings';
