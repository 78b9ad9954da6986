import type { Card } from '@pennant/contracts';

export const DETAILS_PENDING = 'Card Details Pending';
export const PLAYER_PENDING = 'Player identification in progress';
export const UNKNOWN_TEAM = 'Unknown Team';
export const UNGRADED = 'Ungraded';

type CardText = Pick<Card, 'year' | 'brand' | 'set' | 'cardNumber'>;

/** The set's name when it already starts with the brand ("Topps Chrome"), so the brand is not said twice. */
function brandAndSet(brand: string | null, set: string | null): (string | null)[] {
  if (brand && set && set.toLowerCase().startsWith(brand.toLowerCase())) return [set];
  return [brand, set];
}

/** "2023 Topps Chrome #150"; "Card Details Pending" when nothing is known yet. */
export function cardTitle(card: CardText): string {
  const parts = [card.year, ...brandAndSet(card.brand, card.set)].filter(
    (part) => part !== null && part !== '',
  );
  if (card.cardNumber) parts.push(`#${card.cardNumber}`);
  return parts.length > 0 ? parts.join(' ') : DETAILS_PENDING;
}

/** The condition as shown: a slab's grade ("PSA 10"), the dealer's condition, else "Ungraded". */
export function cardCondition(card: Pick<Card, 'condition' | 'grader' | 'grade'>): string {
  if (card.grader && card.grade) return `${card.grader} ${card.grade}`;
  return card.condition?.trim() || UNGRADED;
}

/** Words for a sold-items search on eBay: year, brand, set, player and card number. */
export function comparisonQuery(
  card: Pick<Card, 'year' | 'brand' | 'set' | 'player' | 'cardNumber'>,
): string {
  return [
    card.year,
    card.brand,
    card.set,
    card.player,
    card.cardNumber ? `#${card.cardNumber}` : null,
  ]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ');
}

const EBAY_SEARCH = 'https://www.ebay.com/sch/i.html';
/** eBay's "Sports Trading Card Singles" category. */
const CARD_SINGLES_CATEGORY = '261328';

/** Sold comparisons on eBay: the link the server chose, else a completed-and-sold search. */
export function soldComparisonsUrl(card: Card): string | null {
  if (card.pricing?.soldSearchUrl) return card.pricing.soldSearchUrl;
  const query = comparisonQuery(card);
  if (!card.player || !query) return null;
  const params = new URLSearchParams({
    _nkw: query,
    _sacat: CARD_SINGLES_CATEGORY,
    LH_Sold: '1',
    LH_Complete: '1',
  });
  return `${EBAY_SEARCH}?${params.toString()}`;
}

/** The card's front and back images for a tile: the server's front/back, else the first images. */
export function frontAndBack(card: Pick<Card, 'frontUrl' | 'backUrl' | 'imageUrl' | 'images'>): {
  front: string | null;
  back: string | null;
} {
  const front = card.frontUrl ?? card.imageUrl ?? card.images[0]?.url ?? null;
  const back = card.backUrl ?? card.images.find((image) => image.type === 'back')?.url ?? null;
  return { front, back: back === front ? null : back };
}
