import {
  AUCTION_DURATIONS,
  DEFAULT_AUCTION_DURATION,
  type AuctionDuration,
  type CardPreparation,
  type ListingFormat,
  type UngradedCondition,
  type UpdateListingRequest,
} from '@pennant/contracts';
import {
  centsToDecimal,
  decimalToCents,
  formatMoney,
  MONEY_MAX_TEXT,
  overMoneyMax,
  plainAmount,
} from '@pennant/ui';
import { FAR_FROM, MIN_PRICE, MONEY_INPUT, priceFarFrom } from '../../shared/money-input';
import { TITLE_MAX, titleCount } from './title';

/** One item specific as the editor holds it: an eBay aspect name and its values. */
export interface AspectRow {
  name: string;
  values: string[];
}

/** The listing editor's fields; money as the dealer types it ("12.5"), an empty string for none. */
export interface ListingEditorValues {
  title: string;
  format: ListingFormat;
  /** Fixed price: the price. Auction: the starting bid. */
  price: string;
  /** Auction only; empty for none. */
  buyItNowPrice: string;
  auctionDuration: AuctionDuration;
  /** Ungraded cards only (a slab's condition is its grade). */
  cardCondition?: UngradedCondition;
  aspects: AspectRow[];
  description: string;
}

export const AUCTION_DURATION_LABELS: Record<AuctionDuration, string> = Object.fromEntries(
  AUCTION_DURATIONS.map((duration) => {
    const days = Number(duration.replace('DAYS_', ''));
    return [duration, `${days} day${days === 1 ? '' : 's'}`];
  }),
) as Record<AuctionDuration, string>;

/** eBay wants an auction's Buy It Now at least 30% above its starting bid. */
const BUY_IT_NOW_OVER_START = 1.3;

/** A preparation whose card is ungraded: only those take a card condition. */
export function takesCardCondition(preparation: CardPreparation): boolean {
  return preparation.conditionId !== 'LIKE_NEW';
}

export function editorValues(preparation: CardPreparation): ListingEditorValues {
  return {
    title: preparation.title,
    format: preparation.format,
    price: preparation.startingPrice ?? '',
    buyItNowPrice: preparation.buyItNowPrice ?? '',
    auctionDuration: preparation.auctionDuration ?? DEFAULT_AUCTION_DURATION,
    ...(takesCardCondition(preparation) && preparation.cardCondition
      ? { cardCondition: preparation.cardCondition }
      : {}),
    aspects: Object.entries(preparation.aspects).map(([name, values]) => ({
      name,
      values: [...values],
    })),
    description: preparation.description,
  };
}

/** "12.5" -> "12.50"; null for an empty or malformed amount. */
function money(text: string | null | undefined): string | null {
  const cents = decimalToCents(text?.trim() || null);
  return cents === null ? null : centsToDecimal(cents);
}

/** Item specifics as the API takes them: names trimmed, values trimmed, empty ones left out. */
export function aspectsRecord(rows: AspectRow[]): Record<string, string[]> {
  const record: Record<string, string[]> = {};
  for (const row of rows) {
    const name = row.name?.trim();
    const values = [...new Set((row.values ?? []).map((value) => value.trim()).filter(Boolean))];
    if (!name || values.length === 0) continue;
    record[name] = [...new Set([...(record[name] ?? []), ...values])];
  }
  return record;
}

/** What is wrong with the editor's values, field by field; empty when they can be saved. */
export function editorProblems(
  values: ListingEditorValues,
): Partial<Record<keyof ListingEditorValues, string>> {
  const problems: Partial<Record<keyof ListingEditorValues, string>> = {};
  const title = values.title.trim();
  if (!title) problems.title = 'Enter a title.';
  else if (titleCount(title).over) problems.title = `At most ${TITLE_MAX} characters.`;

  const price = decimalToCents(values.price.trim());
  const label = values.format === 'auction' ? 'starting bid' : 'price';
  if (!MONEY_INPUT.test(plainAmount(values.price)) || price === null)
    problems.price = `Enter the ${label}, such as 12.50.`;
  else if (price < 99) problems.price = `The ${label} must be at least $${MIN_PRICE}.`;
  else if (overMoneyMax(values.price)) problems.price = `${MONEY_MAX_TEXT}.`;

  if (values.format === 'auction' && values.buyItNowPrice.trim()) {
    const buyItNow = decimalToCents(values.buyItNowPrice.trim());
    if (!MONEY_INPUT.test(plainAmount(values.buyItNowPrice)) || buyItNow === null)
      problems.buyItNowPrice = 'Enter an amount such as 19.99, or leave it empty.';
    else if (overMoneyMax(values.buyItNowPrice)) problems.buyItNowPrice = `${MONEY_MAX_TEXT}.`;
    else if (price !== null && buyItNow < Math.ceil(price * BUY_IT_NOW_OVER_START))
      problems.buyItNowPrice = 'eBay wants Buy It Now at least 30% above the starting bid.';
  }
  return problems;
}

/**
 * A warning, not a refusal, for a price far from the card's market value ("1500" for a $15 card): the dealer may
 * know better than the comparables, but a slip costs a sale or the card. An auction's low starting bid is a way to
 * sell, so only one far above the market value is said.
 */
export function priceNote(
  values: Pick<ListingEditorValues, 'price' | 'format'>,
  marketValue: string | null,
): string | null {
  const far = priceFarFrom(values.price ?? '', marketValue);
  const what = values.format === 'auction' ? 'The starting bid' : 'The price';
  if (far === 'over')
    return `${what} is over ${FAR_FROM} times the card's market value (${formatMoney(marketValue)}): check before saving`;
  if (far === 'under' && values.format !== 'auction')
    return `${what} is under a fifth of the card's market value (${formatMoney(marketValue)}): check before saving`;
  return null;
}

/**
 * The PATCH body for what the dealer changed, and nothing else: edits are kept as the dealer's when
 * the listing is prepared again, so an untouched field must not be sent.
 */
export function listingChanges(
  preparation: CardPreparation,
  values: ListingEditorValues,
): UpdateListingRequest {
  const changes: UpdateListingRequest = {};
  const title = values.title.trim();
  if (title !== preparation.title) changes.title = title;
  if (values.description !== preparation.description) changes.description = values.description;
  const newFormat = values.format !== preparation.format;
  if (newFormat) changes.format = values.format;

  const price = money(values.price);
  if (price !== null && price !== money(preparation.startingPrice)) changes.price = price;

  const auction = values.format === 'auction';
  const buyItNow = auction ? money(values.buyItNowPrice) : null;
  // A starting bid typed for a new auction, its Buy It Now left empty: none, not the auction's default Buy It Now
  // (under the bid typed, the default would block publishing). An untouched price takes the new format's defaults.
  const bidTypedAlone = auction && newFormat && changes.price !== undefined && buyItNow === null;
  if (bidTypedAlone || buyItNow !== money(preparation.buyItNowPrice))
    changes.buyItNowPrice = buyItNow;
  if (auction && values.auctionDuration !== preparation.auctionDuration)
    changes.auctionDuration = values.auctionDuration;

  if (
    takesCardCondition(preparation) &&
    values.cardCondition &&
    values.cardCondition !== preparation.cardCondition
  )
    changes.cardCondition = values.cardCondition;

  const aspects = aspectsRecord(values.aspects);
  if (JSON.stringify(aspects) !== JSON.stringify(aspectsRecord(editorValues(preparation).aspects)))
    changes.aspects = aspects;
  return changes;
}
