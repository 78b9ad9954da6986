export * from './auth-required';
export * from './ebay-auth-banner';
export * from './confidence-badge';
export * from './listing-status-tag';
export * from './format';
export * from './ebay-account-label';
export * from './kpi-card';
export * from './not-found-result';
