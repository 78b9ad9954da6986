/** What the dealer's listings say about an empty Review & Edit: how many are publishing, how many went to eBay. */
export interface ReviewEmptyFacts {
  /** Listings on their way to eBay. */
  publishing: number;
  /** Listings that reached eBay (live, sold or ended); null when that could not be read. */
  sentToEbay: number | null;
}

export const NO_PREPARED_LISTINGS =
  'No prepared listings. Select approved cards on Bulk Preparation and prepare them.';

/**
 * What Review & Edit says once nothing is left to review, the same on opening the tab as right after publishing:
 * listings still on their way to eBay are not on it yet, so "every prepared listing is on eBay" waits until none is
 * publishing; "No prepared listings" only for a dealer none of whose listings went to eBay.
 */
export function nothingToReviewText({ publishing, sentToEbay }: ReviewEmptyFacts): string {
  if (publishing === 1) return '1 listing is being published to eBay…';
  if (publishing > 1) return `${publishing} listings are being published to eBay…`;
  if (sentToEbay === 0) return NO_PREPARED_LISTINGS;
  if (sentToEbay === null) return 'No prepared listing is waiting to go to eBay.';
  return 'Every prepared listing is on eBay.';
}

/** Whether the empty tab points to the dashboard, where listings on eBay are re-priced and ended. */
export function pointsToDashboard({ publishing, sentToEbay }: ReviewEmptyFacts): boolean {
  return publishing > 0 || (sentToEbay ?? 0) > 0;
}
