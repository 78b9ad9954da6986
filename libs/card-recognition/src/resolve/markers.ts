import type { CatalogPlayer } from '../catalog';

/**
 * Seasons after his first that a player's rookie cards come out: a hockey debut in 1984-85 has its rookie cards
 * in 1985-86, a baseball debut late in 2014 in 2015.
 */
const ROOKIE_CARD_SEASONS = 1;

/**
 * Whether the card is a rookie card: the checklist says so, or the card prints it and the catalog does not put
 * the card's year after the player's rookie cards (a 1986-87 Mario Lemieux is no rookie card, whatever it prints).
 */
export function resolveRookieCard(
  printed: boolean,
  checklistSaysRookie: boolean,
  player: CatalogPlayer | null,
  year: number | null,
): boolean {
  if (checklistSaysRookie) return true;
  if (!printed) return false;
  const firstSeason = player?.from ?? null;
  return firstSeason === null || year === null || year <= firstSeason + ROOKIE_CARD_SEASONS;
}
