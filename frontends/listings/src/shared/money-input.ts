/** An amount as a dealer types it: up to ten digits, and at most two decimal places. */
export const MONEY_INPUT = /^\d{1,10}(\.\d{1,2})?$/;

/** eBay's lowest price for a listing. */
export { MIN_LISTING_PRICE as MIN_PRICE } from '@pennant/contracts';
