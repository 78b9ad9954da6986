import type { CardPreparation } from '@pennant/contracts';
import { formatMoney } from '@pennant/ui';
import { AUCTION_DURATION_LABELS } from './editor-form';

export interface PriceLine {
  label: string;
  value: string;
}

type Priced = Pick<
  CardPreparation,
  'format' | 'startingPrice' | 'buyItNowPrice' | 'auctionDuration' | 'marketValue'
>;

/**
 * The prices a listing shows: a fixed price alone; an auction's starting bid, and its Buy It Now
 * when the dealer offers one. A missing price shows $0.00 (the spec's "price 0").
 */
export function priceLines(listing: Priced): PriceLine[] {
  const start = formatMoney(listing.startingPrice ?? '0');
  if (listing.format !== 'auction') return [{ label: 'Price', value: start }];
  const lines = [{ label: 'Starting bid', value: start }];
  if (listing.buyItNowPrice)
    lines.push({ label: 'Buy It Now', value: formatMoney(listing.buyItNowPrice) });
  return lines;
}

/** "Fixed price · Good 'Til Cancelled" or "Auction · 7 days". */
export function formatText(listing: Pick<CardPreparation, 'format' | 'auctionDuration'>): string {
  if (listing.format !== 'auction') return "Fixed price · Good 'Til Cancelled";
  return `Auction · ${listing.auctionDuration ? AUCTION_DURATION_LABELS[listing.auctionDuration] : '7 days'}`;
}

/** The price as an eBay item page writes it: "US $1.07". */
export function ebayPrice(value: string | null): string {
  return `US ${formatMoney(value ?? '0')}`;
}

/**
 * The tag over a prepared listing: "Ready to publish" only when the listing is complete and the dealer's selling setup
 * lets Pennant publish; a complete listing waiting for the setup says so (the page's banner says what is missing).
 */
export function readinessTag(
  status: CardPreparation['status'],
  setupReady: boolean,
): { text: string; color: 'green' | 'gold' | 'red' } {
  if (status !== 'ready') return { text: 'Needs attention', color: 'red' };
  return setupReady
    ? { text: 'Ready to publish', color: 'green' }
    : { text: 'Complete: finish the selling setup', color: 'gold' };
}
