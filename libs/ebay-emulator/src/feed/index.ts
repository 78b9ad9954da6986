export { createFeedRouter } from './feed-router';
export { createFeedControlRouter } from './feed-settings';
