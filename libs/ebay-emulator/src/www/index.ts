export { createWwwRouter } from './www-router';
