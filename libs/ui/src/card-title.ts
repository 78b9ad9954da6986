import type { Card } from '@pennant/contracts';

export const DETAILS_PENDING = 'Card Details Pending';

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

/** Under a player's name: the card's details, or that none were read ("Card Details Pending" reads as if nothing was). */
export function cardDetailsLine(card: CardText): string {
  const details = cardTitle(card);
  return details === DETAILS_PENDING ? 'Year, set and number not read' : details;
}

/**
 * The card named as a dealer names it, player first: "Joe Mauer · 2015 Bowman #140"; the player alone when nothing
 * else is known, and the details alone when the player is not.
 */
export function cardHeading(card: CardText & Pick<Card, 'player'>): string {
  const details = cardTitle(card);
  if (!card.player) return details;
  return details === DETAILS_PENDING ? card.player : `${card.player} · ${details}`;
}
