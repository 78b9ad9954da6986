export * from './config';
export { EMULATOR_DEFAULTS } from './generated-secrets';
export { LOG_LEVELS, operatorLogger } from './operator-logger';
export { listeningLine, startSummary, startWarnings } from './start-report';
export { ensureCanListen } from './listen-check';
export const APP_CONFIG = Symbol('APP_CONFIG');
