import type { LottingMode } from '@pennant/contracts';

export interface LotFields {
  year: number | null;
  team: string | null;
  brand: string | null;
  set: string | null;
  sport: string | null;
}

/**
 * The lot a low-value card joins, by the dealer's lotting mode:
 * `team_year` "1989 New York Yankees", `set` "1990 Upper Deck Hockey", `brand_year` "1990 Upper Deck Hockey".
 * A maker prints every sport, so a brand or set is named with the card's sport: a hockey card never joins a baseball
 * lot of the same set. A team names its sport; one not read is named with it too ("Unknown Year Unknown Team Hockey").
 */
export function lotKeyOf(card: LotFields, mode: LottingMode): string {
  const year = card.year ? String(card.year) : UNKNOWN.year;
  const team = card.team?.trim();
  if (mode === 'team_year')
    return team ? `${year} ${team}` : withSport(`${year} ${UNKNOWN.team}`, card);
  if (mode === 'brand_year')
    return withSport(`${year} ${card.brand?.trim() || UNKNOWN.brand}`, card);
  return withSport(setNameOf(card) ?? UNKNOWN.set, card);
}

/** "1990 Upper Deck" -> "1990 Upper Deck Hockey"; as it is when the sport was not read. */
function withSport(key: string, card: LotFields): string {
  // "hockey", "Hockey" and "Ice Hockey" (eBay's word) are one sport.
  const sport = card.sport
    ?.trim()
    .toLowerCase()
    .replace(/^ice\s+/, '');
  return sport ? `${key} ${sport[0].toUpperCase()}${sport.slice(1)}` : key;
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
