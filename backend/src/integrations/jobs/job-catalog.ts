/**
 * Every job the product runs, with the data it carries. A process that consumes jobs refuses to start
 * when one of these names has no processor registered (see JobRegistry).
 */
export interface JobPayloads {
  /** Identify one card (OCR, matching, pricing); the card's status ends `identified` or `error`. */
  'card.identify': { cardId: string };
  /** Price again, from eBay, a dealer's cards awaiting review whose pricing eBay failed (a bounded batch). */
  'cards.reprice': { dealerId: string };
  /** Prepare the listings of approved cards (automation); publish them too when the dealer wants. */
  'listing.prepare': { dealerId: string; cardIds: string[] };
  /** Send up to 25 listings to eBay: pictures, inventory items, offers, publish. Idempotent. */
  'listing.publish': { dealerId: string; listingIds: string[] };
  /** Bring one dealer's eBay orders in and mark what sold. */
  'orders.sync': { dealerId: string };
  /** Compare one dealer's live listings with eBay's active inventory report; mark what eBay ended. */
  'listings.reconcile': { dealerId: string };
  /** Month-end billing for one dealer: generate the month's cycle (YYYY-MM) and invoice it. */
  'billing.monthly': { dealerId: string; month: string };
  /** Remove uploads abandoned past their URL's lifetime (one bounded batch). */
  'uploads.cleanup': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export const JOB_NAMES: readonly JobName[] = [
  'card.identify',
  'cards.reprice',
  'listing.prepare',
  'listing.publish',
  'orders.sync',
  'listings.reconcile',
  'uploads.cleanup',
  'billing.monthly',
];
