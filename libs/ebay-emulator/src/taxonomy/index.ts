export { createTaxonomyRouter } from './taxonomy-router';
