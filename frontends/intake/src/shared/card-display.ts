import { ApiError } from '@pennant/api-client';
import type { Card, CardPricing, PriceSource, UprightTurn } from '@pennant/contracts';

const PLAYER_PENDING = 'Player identification in progress';
const NO_PLAYER = 'Player not identified';
const IDENTIFICATION_FAILED = 'Identification failed: open View to retry';
export const UNKNOWN_TEAM = 'Unknown Team';
export const UNGRADED = 'Ungraded';

/**
 * The player as a tile shows it: while the card is read, that it is being read; once read without a player, that
 * none was found (the dealer types it), never that identification is still in progress.
 */
export function playerLine(card: Pick<Card, 'player' | 'status'>): string {
  if (card.player) return card.player;
  if (card.status === 'processing') return PLAYER_PENDING;
  return card.status === 'error' ? IDENTIFICATION_FAILED : NO_PLAYER;
}

/** The condition as shown: a slab's grade ("PSA 10"), the dealer's condition, else "Ungraded". */
export function cardCondition(card: Pick<Card, 'condition' | 'grader' | 'grade'>): string {
  if (card.grader && card.grade) return `${card.grader} ${card.grade}`;
  return card.condition?.trim() || UNGRADED;
}

const PRICE_SOURCE_LABEL: Record<PriceSource, string> = {
  sold: 'eBay sold listings',
  active: 'eBay active listings',
  own_sales: 'your own sales',
  dealer: 'your correction',
  none: 'no comparables',
};

/**
 * What the market value rests on: "12 comparables from eBay sold listings". A market value the dealer typed rests on
 * no comparables; a range beside it that the dealer did not type is still eBay's, and says so.
 */
export function priceBasisText(
  card: Pick<Card, 'estimatedLow' | 'estimatedHigh' | 'correctedFields'> & { pricing: CardPricing },
): string {
  const { pricing } = card;
  if (pricing.source === 'dealer')
    return hasEbayRange(card)
      ? 'Market value from your correction; the range is from eBay'
      : 'Market value from your correction';
  const from = PRICE_SOURCE_LABEL[pricing.source];
  return pricing.sampleSize > 0 ? `${pricing.sampleSize} comparables from ${from}` : `From ${from}`;
}

function hasEbayRange(card: Pick<Card, 'estimatedLow' | 'estimatedHigh' | 'correctedFields'>) {
  const fromEbay = (field: 'estimatedLow' | 'estimatedHigh') =>
    card[field] !== null && !card.correctedFields.includes(field);
  return fromEbay('estimatedLow') || fromEbay('estimatedHigh');
}

/** Sold comparisons on eBay: the search the server priced the card from (none when pricing failed). */
export function soldComparisonsUrl(card: Pick<Card, 'pricing'>): string | null {
  return card.pricing?.soldSearchUrl ?? null;
}

/**
 * A picture on a tile: the 200 px thumbnail drawn in the grid, the original opened on demand, and the turn that
 * stands a photo taken upside down upright.
 */
export interface TilePicture {
  src: string;
  original: string;
  turn: UprightTurn;
}

type CardPictures = Pick<
  Card,
  'frontUrl' | 'backUrl' | 'imageUrl' | 'thumbnailUrl' | 'imageTurn' | 'images'
>;

function pictureAt(card: CardPictures, url: string | null): TilePicture | null {
  if (!url) return null;
  const image = card.images.find((candidate) => candidate.url === url);
  const primary = url === card.imageUrl;
  const thumbnail = image?.thumbnailUrl ?? (primary ? card.thumbnailUrl : null);
  const turn = image?.uprightTurn ?? (primary ? card.imageTurn : 0);
  return { src: thumbnail ?? url, original: url, turn };
}

/**
 * The card's front and back for a tile (thumbnails), each null when no photo of that side was given: a card read
 * from its back alone has no front. Images without a side make the front, the primary first.
 */
export function frontAndBack(card: CardPictures): {
  front: TilePicture | null;
  back: TilePicture | null;
} {
  const back = card.backUrl ?? card.images.find((image) => image.type === 'back')?.url ?? null;
  const typedFront = card.images.find((image) => image.type === 'front')?.url ?? null;
  const anyFront = card.frontUrl ?? card.imageUrl ?? card.images[0]?.url ?? null;
  const front = typedFront ?? (anyFront === back ? null : anyFront);
  return { front: pictureAt(card, front), back: pictureAt(card, back) };
}

/** "1 card", "1,200 cards". */
export function cardCount(count: number): string {
  return `${count.toLocaleString('en-US')} card${count === 1 ? '' : 's'}`;
}

const DELETE_FAILED = 'Delete Failed: Unable to delete card. Please try again.';

/** Why a card was not deleted: the server's reason when it refused (listed on eBay), else try again. */
export function deleteFailedText(error: unknown): string {
  if (error instanceof ApiError && error.status === 409)
    return `Delete Failed: ${error.serverMessage}`;
  return DELETE_FAILED;
}
