/**
 * What Review & Edit says once nothing is left to review: listings still on their way to eBay are
 * not on it yet, so "every prepared listing is on eBay" waits until none is publishing.
 */
export function nothingToReviewText(publishing: number): string {
  if (publishing === 1) return '1 listing is being published to eBay…';
  if (publishing > 1) return `${publishing} listings are being published to eBay…`;
  return 'Every prepared listing is on eBay.';
}
