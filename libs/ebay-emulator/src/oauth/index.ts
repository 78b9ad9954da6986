export { createConsentRouter } from './consent-router';
export { createTokenRouter } from './token-router';
