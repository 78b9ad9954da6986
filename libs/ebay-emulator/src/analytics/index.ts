export { createDeveloperAnalyticsRouter } from './developer-analytics-router';
