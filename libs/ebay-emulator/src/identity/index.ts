export { createIdentityRouter } from './identity-router';
