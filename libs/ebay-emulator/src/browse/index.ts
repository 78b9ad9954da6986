export { createBrowseRouter, ITEM_SUMMARY_SEARCH_PATH } from './browse-router';
export { createItemRouter, itemView } from './item-router';
