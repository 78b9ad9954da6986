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
  const year = card.year ? String(card.year) : 'Unknown Year';
  if (mode === 'team_year') return `${year} ${card.team?.trim() || 'Unknown Team'}`;
  if (mode === 'brand_year') return `${year} ${card.brand?.trim() || 'Unknown Brand'}`;
  return setNameOf(card) ?? 'Unknown Set';
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
