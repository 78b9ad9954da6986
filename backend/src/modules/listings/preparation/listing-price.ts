import { MIN_LISTING_PRICE, type AuctionDuration, type ListingFormat } from '@pennant/contracts';
import { fromCents, percentOfCents, toCents } from '../../../common';
import type { BestOfferTerms } from '../entities/listing.entity';

export interface PriceDefaults {
  format: ListingFormat;
  auctionDuration: AuctionDuration;
  auctionStartPercent: string;
  bestOffer: boolean;
  bestOfferAutoAcceptPercent: string | null;
  bestOfferAutoDeclinePercent: string | null;
}

export interface ListingPrice {
  format: ListingFormat;
  /** Fixed price, or the starting bid. */
  price: string | null;
  buyItNowPrice: string | null;
  auctionDuration: AuctionDuration | null;
  bestOffer: BestOfferTerms | null;
  problems: string[];
  warnings: string[];
}

/** eBay's lowest starting bid and price on the US site. */
const LOWEST_PRICE_CENTS = toCents(MIN_LISTING_PRICE);
/** eBay wants an auction's Buy It Now at least 30% above its starting bid. */
const BUY_IT_NOW_OVER_START = 130;

/**
 * The listing's price by format: fixed price asks the list price (market value plus markup); an
 * auction starts at a share of the market value, with the list price as Buy It Now when eBay allows
 * it; Best Offer thresholds are shares of the market value. All in integer cents.
 */
export function listingPrice(
  listPrice: string | null,
  marketValue: string | null,
  defaults: PriceDefaults,
): ListingPrice {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (listPrice === null && marketValue === null) {
    problems.push('The card has no price: set one (its market value could not be found on eBay)');
    return { ...noPrice(defaults), problems, warnings };
  }
  if (defaults.format === 'fixed_price') {
    const askedCents = toCents(listPrice ?? marketValue!);
    const priceCents = Math.max(LOWEST_PRICE_CENTS, askedCents);
    if (askedCents < LOWEST_PRICE_CENTS)
      warnings.push(
        `Priced at $${MIN_LISTING_PRICE}, eBay's lowest price, above the card's $${fromCents(askedCents)}`,
      );
    return {
      format: 'fixed_price',
      price: fromCents(priceCents),
      buyItNowPrice: null,
      auctionDuration: null,
      bestOffer: defaults.bestOffer ? bestOfferTerms(marketValue, priceCents, defaults) : null,
      problems,
      warnings,
    };
  }
  const base = toCents(marketValue ?? listPrice!);
  const startCents = Math.max(
    LOWEST_PRICE_CENTS,
    percentOfCents(base, defaults.auctionStartPercent),
  );
  const buyItNowCents = listPrice === null ? null : toCents(listPrice);
  const buyItNowAllowed =
    buyItNowCents !== null && buyItNowCents >= lowestBuyItNowCents(startCents);
  if (buyItNowCents !== null && !buyItNowAllowed)
    warnings.push('No Buy It Now: eBay wants it at least 30% above the starting bid');
  return {
    format: 'auction',
    price: fromCents(startCents),
    buyItNowPrice: buyItNowAllowed ? fromCents(buyItNowCents!) : null,
    auctionDuration: defaults.auctionDuration,
    bestOffer: null,
    problems,
    warnings,
  };
}

/** The lowest Buy It Now eBay takes on an auction starting at `startCents`: 30% above, rounded up to the cent. */
export function lowestBuyItNowCents(startCents: number): number {
  return Math.ceil((startCents * BUY_IT_NOW_OVER_START) / 100);
}

/** Leads the problem a Buy It Now under eBay's lowest is, so a recheck can replace it. */
export const BUY_IT_NOW_PROBLEM = 'Buy It Now ';

/**
 * An auction's Buy It Now under eBay's lowest for its starting bid (eBay refuses it at publish, 25003); null when
 * there is none, it is high enough, or the listing is not an auction.
 */
export function buyItNowProblem(listing: {
  format: ListingFormat;
  listPrice: string | null;
  buyItNowPrice: string | null;
}): string | null {
  if (listing.format !== 'auction' || listing.listPrice === null || listing.buyItNowPrice === null)
    return null;
  const [startCents, buyItNowCents] = [toCents(listing.listPrice), toCents(listing.buyItNowPrice)];
  const lowest = lowestBuyItNowCents(startCents);
  if (buyItNowCents >= lowest) return null;
  return (
    `${BUY_IT_NOW_PROBLEM}$${fromCents(buyItNowCents)} is under eBay's lowest for a ` +
    `$${fromCents(startCents)} starting bid: set it to $${fromCents(lowest)} or more, or clear it`
  );
}

function noPrice(defaults: PriceDefaults): Omit<ListingPrice, 'problems' | 'warnings'> {
  return {
    format: defaults.format,
    price: null,
    buyItNowPrice: null,
    auctionDuration: defaults.format === 'auction' ? defaults.auctionDuration : null,
    bestOffer: null,
  };
}

/** Accept and decline thresholds under the price; a threshold at or above it is left out. */
function bestOfferTerms(
  marketValue: string | null,
  priceCents: number,
  defaults: PriceDefaults,
): BestOfferTerms {
  const share = (percent: string | null) => {
    if (percent === null || marketValue === null) return null;
    const cents = percentOfCents(toCents(marketValue), percent);
    return cents > 0 && cents < priceCents ? fromCents(cents) : null;
  };
  return {
    autoAcceptPrice: share(defaults.bestOfferAutoAcceptPercent),
    autoDeclinePrice: share(defaults.bestOfferAutoDeclinePercent),
  };
}
