export { createPublicKeyRouter } from './public-key-router';
export { AccountDeletionError, sendAccountDeletion } from './account-deletion';
export { ensureSigningKey } from './signing-key';
