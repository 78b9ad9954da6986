export { createFeedRouter } from './feed-router';
