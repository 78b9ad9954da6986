export { createAccountRouter, hasOptedIn, SELLING_POLICY_MANAGEMENT } from './account-router';
