export { createInsightsRouter, ITEM_SALES_SEARCH_PATH } from './insights-router';
