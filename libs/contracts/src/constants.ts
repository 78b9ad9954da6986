/** Business constants from the product spec (section 9), shared by server and screens. */
export const PRODUCT_NAME = 'Pennant';
export const MARKETPLACE_NAME = 'eBay';

export const PRICING_BASES = [
  'sold_median',
  'sold_average',
  'active_avg',
  'current_lowest',
] as const;
export type PricingBasis = (typeof PRICING_BASES)[number];

export const LOTTING_MODES = ['team_year', 'set', 'brand_year'] as const;
export type LottingMode = (typeof LOTTING_MODES)[number];

/**
 * The zones offered: the spec's four, then the rest of the United States and Canada (Arizona keeps no daylight time,
 * Saskatchewan neither), where eBay dealers of these cards are.
 */
export const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Halifax',
  'America/St_Johns',
  'America/Regina',
] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

export const DEFAULT_SETTINGS = {
  pricingBasis: 'sold_median' as PricingBasis,
  defaultMarkupPercent: '8.00',
  minSingleFmv: '4.00',
  lottingMode: 'team_year' as LottingMode,
  autoApprove: false,
};
export const DEFAULT_TIME_ZONE: TimeZone = 'America/New_York';

export const MARKUP_PERCENT_MAX = '100.00';
/**
 * The most one amount may be in Pennant: a card's value or price, a listing's price, an order. A hundred times the
 * record sale of a card, and a hundredth of what a money column holds (numeric(12,2)), so what is worked out from it
 * (a list price with the highest markup, a lot of such cards, a month of such sales) still fits.
 */
export const MONEY_MAX = '99999999.99';
/** eBay's lowest price and starting bid on the US site: a card's list price is what its listing will ask. */
export const MIN_LISTING_PRICE = '0.99';
/**
 * The Inventory API's limits on item specifics (Product.aspects: "Max Length for Aspect Name: 40, Max Length for
 * Aspect Value: 50"): inventory_item refuses a longer value (25709) whatever Taxonomy's aspectMaxLength says.
 */
export const ASPECT_NAME_MAX_LENGTH = 40;
export const ASPECT_VALUE_MAX_LENGTH = 50;

export const PLATFORM_FEE_PERCENT = '2.00';
export const AUTO_APPROVE_MIN_CONFIDENCE = '0.90';
/**
 * An identified card at this confidence or more shows "Identified"; below it, "Check" with its doubtful fields
 * marked. The engine's calibration: at 0.90 or more, at least 90% of cards have every field right.
 */
export const IDENTIFIED_MIN_CONFIDENCE = '0.90';
export const AUTO_APPROVE_MIN_FMV = '5.00';
/** How often Pennant prices again, by itself, the cards awaiting review whose pricing eBay failed. */
export const CARD_REPRICE_MINUTES = 10;
/** Cards one "Price again" request takes. */
export const REPRICE_MAX_CARDS = 50;

export const ONBOARDING_STEPS = 4;

export const DASHBOARD_RANGES = ['this-month', 'last-month', 'custom'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
