/** The keywords that find a card on eBay, and the link to its sold listings. */

export interface CardToPrice {
  player: string | null;
  year: number | null;
  brand: string | null;
  set: string | null;
  cardNumber: string | null;
  variant: string | null;
  sport: string | null;
  team?: string | null;
  grader: string | null;
  grade: string | null;
  rookieCard?: boolean;
  autograph?: boolean;
  memorabilia?: boolean;
  serialNumber?: string | null;
}

export interface CardSearch {
  /** Most specific first; a broader one is tried when the first finds too few comparables. */
  queries: string[];
  /** Graded cards compare with slabs (condition 2750), raw ones with ungraded copies (4000). */
  graded: boolean;
}

/** eBay's category for single sports trading cards. */
export const SINGLES_CATEGORY_ID = '261328';
const SOLD_SEARCH_URL = 'https://www.ebay.com/sch/i.html';

/** "2018 Topps Update Shohei Ohtani #US1 Gold /99 Auto PSA 10", and broader fallbacks. */
export function buildCardSearch(card: CardToPrice): CardSearch {
  const graded = Boolean(card.grader && card.grade);
  const slab = graded ? `${card.grader} ${card.grade}` : '';
  const printRun = /\/\s*(\d+)\s*$/.exec(card.serialNumber ?? '')?.[1];
  const identity = [
    card.year ? String(card.year) : '',
    card.brand ?? '',
    card.set ?? '',
    card.player ?? '',
  ];
  const specific = keywords([
    ...identity,
    card.cardNumber ? `#${card.cardNumber.replace(/^#/, '')}` : '',
    card.variant ?? '',
    printRun ? `/${printRun}` : '',
    card.autograph ? 'Auto' : '',
    card.memorabilia ? '(Relic, Patch, Jersey)' : '',
    slab,
  ]);
  const broad = keywords([...identity, card.autograph ? 'Auto' : '', slab]);
  return { queries: specific === broad ? [specific] : [specific, broad], graded };
}

/**
 * What the comparables search of a card is, as one string: two cards (or a card before and after a correction) with
 * the same key are priced from the same eBay searches, so a correction that keeps it needs no new price.
 */
export function comparablesSearchKey(card: CardToPrice): string {
  const { queries, graded } = buildCardSearch(card);
  return JSON.stringify({ queries, graded });
}

/** The eBay search for what a card sold for (completed and sold listings in its category). */
export function soldSearchUrl(query: string): string {
  const params = new URLSearchParams({
    _nkw: query,
    _sacat: SINGLES_CATEGORY_ID,
    LH_Sold: '1',
    LH_Complete: '1',
  });
  return `${SOLD_SEARCH_URL}?${params.toString()}`;
}

/** Joins the parts, each word once (a set named "Topps Update" already says "Topps"). */
function keywords(parts: readonly string[]): string {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const part of parts) {
    if (part.startsWith('(')) {
      words.push(part);
      continue;
    }
    for (const word of part.split(/\s+/).filter(Boolean)) {
      const key = word.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      words.push(word);
    }
  }
  return words.join(' ');
}
