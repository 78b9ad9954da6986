export * from './config';
export { EMULATOR_DEFAULTS } from './generated-secrets';
export const APP_CONFIG = Symbol('APP_CONFIG');
