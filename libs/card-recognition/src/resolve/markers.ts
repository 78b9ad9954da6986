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

/**
 * An insert set named for what every card of it carries: "X-Factor Signatures", "Rookie Autographs", "Signature
 * Series", "Game-Used Jersey Relics". Plural or titled forms only: a set name's "Signature Rookies" or "Rookie
 * Signature" is a brand's word, not a signed card.
 */
const AUTOGRAPH_SET =
  /\bAUTO(?:GRAPH(?:ED|S)?)?S?\b|\bSIGNATURES\b|\bSIGNATURE SERIES\b|\bAUTHENTIC SIGNATURE\b|\bSIGNED\b/i;
const MEMORABILIA_SET =
  /\bRELICS?\b|\bJERSEYS?\b|\bPATCH(?:ES)?\b|\bGAME[-\s]?(?:USED|WORN)\b|\bMEMORABILIA\b|\bSWATCH(?:ES)?\b|\bMATERIALS\b/i;

/** The markers a card's set names for all its cards, added to those printed on it (a card's own signature may be unread). */
export function markersOfSet(set: string | null): { autograph: boolean; memorabilia: boolean } {
  return {
    autograph: set !== null && AUTOGRAPH_SET.test(set),
    memorabilia: set !== null && MEMORABILIA_SET.test(set),
  };
}
