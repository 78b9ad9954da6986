import type { Card, Listing, PriceSource } from '@pennant/contracts';
import { formatMoney } from './format';

/** What a card's two figures are drawn from: the market's (comparables) and the dealer's ask. */
export type CardPrices = Pick<
  Card,
  'marketValue' | 'listPrice' | 'estimatedLow' | 'estimatedHigh' | 'pricing'
> &
  Partial<Pick<Card, 'correctedFields'>>;

export const MARKET_VALUE_LABEL = 'Market value';
export const LIST_PRICE_LABEL = 'List price';
export const NO_PRICE = 'No price';

const COMPARABLE_NOUN: Partial<Record<PriceSource, [string, string]>> = {
  sold: ['sale', 'sales'],
  active: ['listing', 'listings'],
  own_sales: ['of your sales', 'of your sales'],
};

/** How many comparables the market value rests on: "18 sales", "1 listing"; null when unknown. */
export function comparablesText(pricing: CardPrices['pricing']): string | null {
  if (!pricing || pricing.sampleSize <= 0) return null;
  const noun = COMPARABLE_NOUN[pricing.source];
  if (!noun) return null;
  return `${pricing.sampleSize} ${pricing.sampleSize === 1 ? noun[0] : noun[1]}`;
}

/** The market's range, "$12.20–$14.70"; one known end alone; null when neither is known. */
export function marketRangeText(low: string | null, high: string | null): string | null {
  if (low && high)
    return low === high ? formatMoney(low) : `${formatMoney(low)}–${formatMoney(high)}`;
  if (low || high) return formatMoney(low ?? high);
  return null;
}

/** Said beside a market value the dealer typed, which rests on no comparables. */
export const DEALER_VALUE_TEXT = 'your value';

/**
 * The market value ("$13.89", or "No price") and what backs it (the range, the comparables). A value
 * the dealer typed says so; a range beside it the dealer did not type is eBay's and says that too.
 */
export function marketValueParts(card: CardPrices): { value: string; details: string[] } {
  if (!card.marketValue) return { value: NO_PRICE, details: [] };
  const value = formatMoney(card.marketValue);
  const range = marketRangeText(card.estimatedLow, card.estimatedHigh);
  // A range that is the value itself says nothing more.
  const shownRange = range === value ? null : range;
  const details =
    card.pricing?.source === 'dealer'
      ? [
          DEALER_VALUE_TEXT,
          shownRange && !rangeTypedByDealer(card) ? `eBay ${shownRange}` : shownRange,
        ]
      : [shownRange, comparablesText(card.pricing)];
  return { value, details: details.filter((part): part is string => Boolean(part)) };
}

function rangeTypedByDealer(card: CardPrices): boolean {
  const corrected = card.correctedFields ?? [];
  return corrected.includes('estimatedLow') || corrected.includes('estimatedHigh');
}

/**
 * The market value as one line: "$13.89 · $12.20–$14.70 · 18 sales". The range and the count are
 * left out when unknown; a card without a market value reads "No price".
 */
export function marketValueText(card: CardPrices): string {
  const { value, details } = marketValueParts(card);
  return [value, ...details].join(' · ');
}

/** What the listing will ask (market value plus the dealer's markup), or "No price". */
export function listPriceText(card: Pick<CardPrices, 'listPrice'>): string {
  return card.listPrice ? formatMoney(card.listPrice) : NO_PRICE;
}

/** "Sold for $41.50" once the listing sold and its order said for how much; null otherwise. */
export function soldPriceText(
  listing: Partial<Pick<Listing, 'status' | 'soldPrice'>>,
): string | null {
  return listing.status === 'sold' && listing.soldPrice
    ? `Sold for ${formatMoney(listing.soldPrice)}`
    : null;
}

/**
 * What a listing asks: "$5.49", or "Bids from $3.99" for an auction, whose price is its starting bid; once sold, what
 * it sold for ("Sold for $12.50": the winning bid, an accepted offer).
 */
export function listingPriceText(
  listing: Pick<Listing, 'format' | 'listPrice'> & Partial<Pick<Listing, 'status' | 'soldPrice'>>,
): string {
  const sold = soldPriceText(listing);
  if (sold) return sold;
  if (!listing.listPrice) return NO_PRICE;
  const price = formatMoney(listing.listPrice);
  return listing.format === 'auction' ? `Bids from ${price}` : price;
}
