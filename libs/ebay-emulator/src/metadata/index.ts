export { createMetadataRouter } from './metadata-router';
