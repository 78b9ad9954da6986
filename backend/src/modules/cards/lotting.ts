import type { LottingMode } from '@pennant/contracts';

export interface LotFields {
  year: number | null;
  team: string | null;
  brand: string | null;
  set: string | null;
}

/**
 * The lot a low-value card joins, by the dealer's lotting mode:
 * `team_year` "1989 New York Yankees", `set` "1989 Upper Deck", `brand_year` "1989 Upper Deck".
 */
export function lotKeyOf(card: LotFields, mode: LottingMode): string {
  const year = card.year ? String(card.year) : UNKNOWN.year;
  if (mode === 'team_year') return `${year} ${card.team?.trim() || UNKNOWN.team}`;
  if (mode === 'brand_year') return `${year} ${card.brand?.trim() || UNKNOWN.brand}`;
  return setNameOf(card) ?? UNKNOWN.set;
}

/** What groups the cards whose year, team, brand or set was not read (a key the dealer sees, not a buyer). */
const UNKNOWN = {
  year: 'Unknown Year',
  team: 'Unknown Team',
  brand: 'Unknown Brand',
  set: 'Unknown Set',
} as const;

/**
 * A lot's key as a buyer reads it, in its eBay title: what is known ("Minnesota Twins"), without the words that
 * group the unknown ("Unknown Year Minnesota Twins"), which would tell a buyer nothing and use up the title.
 */
export function lotKeyForBuyers(lotKey: string): string {
  return Object.values(UNKNOWN)
    .reduce((key, placeholder) => key.replace(placeholder, ' '), lotKey)
    .replace(/\s+/g, ' ')
    .trim();
}

/** "2023 Topps Chrome" from year, brand and set, without repeating a brand or year the set name already has. */
function setNameOf(card: LotFields): string | null {
  const set = card.set?.trim();
  const brand = card.brand?.trim();
  if (!set && !brand) return null;
  const parts: string[] = [];
  const name = set ?? brand ?? '';
  if (card.year && !name.includes(String(card.year))) parts.push(String(card.year));
  if (brand && set && !set.toLowerCase().includes(brand.toLowerCase())) parts.push(brand);
  parts.push(name);
  return parts.join(' ');
}
