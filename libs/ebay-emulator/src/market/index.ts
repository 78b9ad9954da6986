export { parseCardQuery, expandAlternatives, type CardQuery } from './card-query';
export { activeItems, soldItems, SINGLES_CATEGORY_ID, type MarketItem } from './market-items';
export { marketValueCents, type CardTraits } from './price-model';
export * from './search-filter';
export * from './search-request';
export { createMarketAccess, type MarketAccess } from './market-access';
export * from './search-params';
