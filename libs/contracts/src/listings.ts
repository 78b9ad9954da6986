import type { DecimalString } from './settings';
import type { UprightTurn } from './cards';

/** eBay categories Pennant lists in: singles, and lots of several cards. */
export const SINGLES_CATEGORY_ID = '261328';
export const LOTS_CATEGORY_ID = '261329';

/** An ungraded card's condition, as eBay's Card Condition descriptor (40001) offers it. */
export const UNGRADED_CONDITIONS = [
  'near_mint_or_better',
  'excellent',
  'very_good',
  'poor',
] as const;
export type UngradedCondition = (typeof UNGRADED_CONDITIONS)[number];
export const UNGRADED_CONDITION_LABELS: Record<UngradedCondition, string> = {
  near_mint_or_better: 'Near mint or better',
  excellent: 'Excellent',
  very_good: 'Very good',
  poor: 'Poor',
};

/**
 * The hobby's words for a raw card's condition, at the start of what a dealer writes ("NM-MT, sharp corners"), and
 * the eBay condition each is. "Good" is left out: it falls between eBay's Very good and Poor.
 */
const CONDITION_WORDS: [RegExp, UngradedCondition][] = [
  [/^(gem[\s-]*(mint|mt)|pristine|mint|mt|near[\s-]*mint|nm)(?![a-z])/, 'near_mint_or_better'],
  [/^(excellent|ex)(?![a-z])/, 'excellent'],
  [/^(very[\s-]*good|vg)(?![a-z])/, 'very_good'],
  [/^(poor|pr|fair|fr)(?![a-z])/, 'poor'],
];

/** "Near Mint", "nm+", "EX-MT": the eBay condition a dealer's condition text names; null when it names none. */
export function ungradedConditionNamed(text: string | null | undefined): UngradedCondition | null {
  const words = (text ?? '').trim().toLowerCase();
  return CONDITION_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

export const LISTING_FORMATS = ['fixed_price', 'auction'] as const;
export type ListingFormat = (typeof LISTING_FORMATS)[number];

/** Auction lengths eBay offers (ListingDurationEnum); fixed price is always Good 'Til Cancelled. */
export const AUCTION_DURATIONS = ['DAYS_1', 'DAYS_3', 'DAYS_5', 'DAYS_7', 'DAYS_10'] as const;
export type AuctionDuration = (typeof AUCTION_DURATIONS)[number];
/** An auction's length when none was chosen. */
export const DEFAULT_AUCTION_DURATION: AuctionDuration = 'DAYS_7';

/**
 * A listing's life: `draft` (prepared, not on eBay), `publishing` (a job is sending it),
 * `active` (live on eBay), `sold`, `ended` (withdrawn by the dealer or ended by eBay), `error`
 * (eBay refused it: `errors` say why).
 */
export const LISTING_STATUSES = [
  'draft',
  'publishing',
  'active',
  'sold',
  'ended',
  'error',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** A publishing job eBay turned away for now (busy, a timeout): the try that comes next, of how many. */
export interface PublishRetry {
  attempt: number;
  of: number;
}

/** What a listing waiting on eBay says while it publishes: "eBay could not take it just now; trying again (try 2 of 5)". */
export function publishRetryText(retry: PublishRetry): string {
  return `eBay could not take it just now; trying again (try ${retry.attempt} of ${retry.of})`;
}

/** GET /api/listings: one page, newest first; the total is in the X-Total-Count header. */
export interface Listing {
  id: string;
  title: string | null;
  /** As shown: "Ungraded: Near mint or better" or "Graded: PSA 10". */
  condition: string | null;
  /** What the listing asks (Buy It Now price, or the starting bid of an auction). */
  listPrice: DecimalString | null;
  createdAt: string;
  status: ListingStatus;
  /** The item's page on eBay while live, sold or ended; null for a draft, one publishing or one refused. */
  url: string | null;
  /** The card it lists; null for a lot. */
  cardId: string | null;
  lotId: string | null;
  sku: string;
  ebayListingId: string | null;
  format: ListingFormat;
  /** Why eBay refused it, in words a dealer can act on. */
  errors: string[];
  /** While publishing: eBay turned the last try away and another comes; null otherwise. */
  publishRetry: PublishRetry | null;
  thumbnailUrl: string | null;
  /** The turn that stands the thumbnail upright (180: the photo was taken upside down). */
  thumbnailTurn: UprightTurn;
  publishedAt: string | null;
  soldAt: string | null;
  /** What it sold for on eBay (the winning bid, an accepted offer, or its price), once its order is in. */
  soldPrice: DecimalString | null;
  endedAt: string | null;
}

/** GET /api/listings query; lists travel comma-separated (`?status=draft,error`). */
export interface ListListingsQuery {
  status?: ListingStatus[];
  /** Only these cards' listings (at most 200). */
  cardIds?: string[];
  q?: string;
  page?: number;
  pageSize?: number;
}

export interface ListingCategory {
  id: string;
  name: string;
}

export interface ConditionDescriptor {
  /** eBay's descriptor id, e.g. "27501" (Professional Grader). */
  id: string;
  name: string;
  /** The value as a dealer reads it ("PSA", "10", "Near mint or better", a certificate number). */
  value: string;
}

/** How complete the item specifics are against the category's live aspects. */
export interface AspectCheck {
  /** Required aspects without a value: publishing is blocked until they have one. */
  missingRequired: string[];
  /** Recommended aspects without a value: buyers filter on them. */
  missingRecommended: string[];
  /** Share of required and recommended aspects that have a value, 0 to 100. */
  completeness: number;
}

/** The spec's card preparation, plus what Pennant sends to eBay. */
export interface CardPreparation {
  listingId: string;
  cardId: string | null;
  lotId: string | null;
  /** At most 80 characters, never cut mid-word. */
  title: string;
  format: ListingFormat;
  /** Fixed price: the price. Auction: the starting bid. */
  startingPrice: DecimalString | null;
  /** Auction only: the Buy It Now price, when the dealer offers one. */
  buyItNowPrice: DecimalString | null;
  auctionDuration: AuctionDuration | null;
  category: ListingCategory;
  condition: string;
  conditionId: 'LIKE_NEW' | 'USED_VERY_GOOD' | null;
  conditionDescriptors: ConditionDescriptor[];
  /** An ungraded card's condition (the dealer's, else Settings' default). */
  cardCondition: UngradedCondition | null;
  features: string[];
  /** Basic HTML, as eBay accepts it. */
  description: string;
  keywords: string[];
  /** Item specifics: eBay aspect name to values. */
  aspects: Record<string, string[]>;
  aspectCheck: AspectCheck;
  /** What the market pays (from comparables), for reference beside the asking price. */
  marketValue: DecimalString | null;
  sku: string;
  /** The photos that will be listed (same-origin paths); a lot's collage comes first. */
  pictures: string[];
  /** The turn that stands each of `pictures` upright, in the same order (eBay is sent them turned). */
  pictureTurns: UprightTurn[];
  lotSize: number | null;
  /** `ready` to publish, or `error` when something blocks it (`problems`). */
  status: 'ready' | 'error';
  problems: string[];
  warnings: string[];
  /** Why the last publish did not list it (eBay's reasons, or eBay not answering), while `listingStatus` is `error`. */
  publishErrors: string[];
  /** Fields the dealer edited, kept when the preparation is made again. */
  editedFields: PreparationEditableField[];
  listingStatus: ListingStatus;
  url: string | null;
}

/** POST /api/cards/bulk-prepare */
export interface BulkPrepareRequest {
  cardIds: string[];
}
export interface BulkPrepareResponse {
  preparations: { cardId: string; preparation: CardPreparation | null; error: string | null }[];
}

export const PREPARATION_EDITABLE_FIELDS = [
  'title',
  'description',
  'price',
  'buyItNowPrice',
  'format',
  'auctionDuration',
  'cardCondition',
  'aspects',
] as const;
export type PreparationEditableField = (typeof PREPARATION_EDITABLE_FIELDS)[number];

/**
 * PATCH /api/listings/:id. Before publishing every field may change; a live listing takes a new
 * price only (eBay re-prices it through bulk_update_price_quantity).
 */
export interface UpdateListingRequest {
  title?: string;
  description?: string;
  /** Fixed price, or an auction's starting bid. */
  price?: DecimalString;
  buyItNowPrice?: DecimalString | null;
  format?: ListingFormat;
  auctionDuration?: AuctionDuration;
  cardCondition?: UngradedCondition;
  aspects?: Record<string, string[]>;
}

/** POST /api/listings/publish */
export interface PublishListingsRequest {
  cardIds?: string[];
  lotIds?: string[];
}
export interface PublishListingsResponse {
  /** Listings now publishing; progress arrives as `listing.updated` events. */
  queued: Listing[];
  /** Cards or lots that were not queued, and why; `title` is the listing's, when it has been prepared. */
  errors: { cardId?: string; lotId?: string; title?: string; error: string }[];
}

/** POST /api/listings/reprice */
export interface RepriceListingsRequest {
  items: { listingId: string; price: DecimalString }[];
}
export interface RepriceListingsResponse {
  updated: Listing[];
  errors: { listingId: string; error: string }[];
}

/** POST /api/listings/sync */
export interface SyncListingsResponse {
  ordersImported: number;
  ordersUpdated: number;
  /** Orders eBay cancelled since the last sync (new or known): no sale, in no figure. */
  ordersCancelled: number;
  listingsSold: number;
  /** Listings ended because their sale was undone on eBay (cancelled, refunded in full): the dealer can relist them. */
  listingsEnded: number;
  syncedAt: string;
}

/** GET /api/listings/sync: where bringing the dealer's orders in from eBay stands (every five minutes, or Sync). */
export interface OrderSyncStatus {
  /** Orders eBay changed up to this moment are in; null before the first sync. */
  syncedThrough: string | null;
  /** The last try, successful or not. */
  lastTriedAt: string | null;
  /** The last try failed: orders since `syncedThrough` may be missing until one succeeds. */
  lastTryFailed: boolean;
  /**
   * The dealer's eBay connection: `expired` (eBay ended the grant) and `none` (disconnected) bring no order in, and
   * no scheduled sync tries, until the dealer connects again.
   */
  ebayConnection: EbayConnectionState;
}

export type EbayConnectionState = 'connected' | 'expired' | 'none';

/** GET /api/lots */
export interface Lot {
  id: string;
  lotKey: string;
  status: 'open' | 'listed' | 'sold';
  /** "1991 Upper Deck Hockey Lot of 14: Coffey, Modano, Neely + 11" */
  title: string;
  cards: LotCard[];
  /** Sum of the members' market values. */
  marketValueTotal: DecimalString | null;
  /** The market value total times the dealer's lot factor. */
  suggestedPrice: DecimalString | null;
  listing: { id: string; status: ListingStatus; url: string | null } | null;
}
export interface LotCard {
  id: string;
  player: string | null;
  year: number | null;
  brand: string | null;
  set: string | null;
  cardNumber: string | null;
  marketValue: DecimalString | null;
  thumbnailUrl: string | null;
  thumbnailTurn: UprightTurn;
}

export interface PolicyOption {
  id: string;
  name: string;
  /** A short description: "eBay Standard Envelope, $1.05", "30 days, buyer pays return shipping". */
  summary: string;
  /** A shipping policy that sends by eBay Standard Envelope (the one for raw cards under $20). */
  envelope: boolean;
}
export interface LocationOption {
  key: string;
  name: string;
  summary: string;
  enabled: boolean;
}

/** How Pennant lists by default; each preparation may differ. */
export interface SellingDefaults {
  format: ListingFormat;
  auctionDuration: AuctionDuration;
  /** An auction's starting bid as a percent of the market value. */
  auctionStartPercent: DecimalString;
  bestOffer: boolean;
  /** Offers at or above this percent of the market value are accepted at once. */
  bestOfferAutoAcceptPercent: DecimalString | null;
  /** Offers below this percent of the market value are declined at once. */
  bestOfferAutoDeclinePercent: DecimalString | null;
  /** Condition given to ungraded cards the dealer did not grade by eye. */
  cardCondition: UngradedCondition;
  /** A lot's suggested price: the members' market values times this factor (e.g. "0.80"). */
  lotPriceFactor: DecimalString;
  /** Approved and prepared cards publish themselves. */
  autoPublish: boolean;
}

export interface SellingChoices {
  /** Shipping for everything but raw cards under $20 (a tracked service). */
  fulfillmentPolicyId: string | null;
  /** Shipping for raw cards under $20 (eBay Standard Envelope); optional. */
  envelopePolicyId: string | null;
  paymentPolicyId: string | null;
  returnPolicyId: string | null;
  merchantLocationKey: string | null;
}

/** The policies and location a dealer chooses, in the settings' order. */
export const SELLING_CHOICE_FIELDS = [
  'fulfillmentPolicyId',
  'envelopePolicyId',
  'paymentPolicyId',
  'returnPolicyId',
  'merchantLocationKey',
] as const satisfies readonly (keyof SellingChoices)[];

/** GET /api/selling/setup: what eBay has, what the dealer chose, and what still blocks publishing. */
export interface SellingSetup {
  ebayConnected: boolean;
  /** Business policies (SELLING_POLICY_MANAGEMENT) are on for the eBay account. */
  optedIn: boolean;
  policies: { fulfillment: PolicyOption[]; payment: PolicyOption[]; return: PolicyOption[] };
  locations: LocationOption[];
  choices: SellingChoices;
  defaults: SellingDefaults;
  /** Each thing still missing before publishing, in words ("Choose a return policy"). */
  missing: string[];
  ready: boolean;
}

/** PUT /api/selling/setup */
export type UpdateSellingSetupRequest = Partial<SellingChoices> & Partial<SellingDefaults>;

/** Postal codes by country as eBay's marketplaces take them; another country's is checked for its shape only. */
const POSTAL_CODES: Record<string, { pattern: RegExp; example: string }> = {
  US: { pattern: /^\d{5}(?:-\d{4})?$/, example: 'a US ZIP code such as 10001 or 10001-1234' },
  CA: {
    pattern: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
    example: 'a Canadian postal code such as K1A 0B1',
  },
};
const ANY_POSTAL_CODE = { pattern: /^[A-Za-z0-9 -]{3,10}$/, example: 'a postal code' };

/**
 * What is wrong with a ship-from postal code ("ABC" in the US), null when nothing: eBay would take the location and
 * then fail to work out shipping from it.
 */
export function postalCodeProblem(postalCode: string, country = 'US'): string | null {
  const { pattern, example } = POSTAL_CODES[country.toUpperCase()] ?? ANY_POSTAL_CODE;
  return pattern.test(postalCode.trim()) ? null : `postalCode must be ${example}`;
}

/** POST /api/selling/setup/defaults: creates what is missing (policies, a ship-from location). */
export interface CreateSellingDefaultsRequest {
  /** Where cards ship from (needed when no location exists). */
  postalCode?: string;
  country?: string;
  city?: string;
  stateOrProvince?: string;
}
