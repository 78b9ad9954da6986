import type { Request } from 'express';
import { expandAlternatives, parseCardQuery } from './card-query';
import { SINGLES_CATEGORY_ID, type MarketItem } from './market-items';
import { conditionIdOf } from './search-filter';

/** What Browse and Marketplace Insights searches share: paging, categories, sort, marketplace. */

export const MAX_LIMIT = 200;
export const DEFAULT_LIMIT = 50;
/** eBay reaches at most 10,000 results: the offset must stay below it. */
export const MAX_RESULTS = 10_000;
export const SUPPORTED_MARKETPLACES = ['EBAY_US', 'EBAY_CA', 'EBAY_GB', 'EBAY_AU', 'EBAY_DE'];

/** Categories the seeded market lists in, from the leaf up. */
const CATEGORY_PATH = [SINGLES_CATEGORY_ID, '212', '64482'];
export const TOP_LEVEL_CATEGORY_ID = '64482';

export type IntegerParam =
  { ok: true; value: number } | { ok: false; reason: 'not-integer' | 'out-of-range' };

export function queryString(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function parseLimit(raw: string | undefined): IntegerParam {
  if (raw === undefined) return { ok: true, value: DEFAULT_LIMIT };
  if (!/^-?\d+$/.test(raw)) return { ok: false, reason: 'not-integer' };
  const value = Number(raw);
  return value >= 1 && value <= MAX_LIMIT
    ? { ok: true, value }
    : { ok: false, reason: 'out-of-range' };
}

export function parseOffset(raw: string | undefined): IntegerParam {
  if (raw === undefined) return { ok: true, value: 0 };
  if (!/^-?\d+$/.test(raw)) return { ok: false, reason: 'not-integer' };
  const value = Number(raw);
  return value >= 0 && value < MAX_RESULTS
    ? { ok: true, value }
    : { ok: false, reason: 'out-of-range' };
}

export function categoryIdsOf(raw: string | undefined): string[] {
  return raw
    ? raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
    : [];
}

/** Items of every `(a, b)` alternative of the keywords, each once, in the asked categories. */
export function searchMarket(
  q: string | undefined,
  categoryIds: readonly string[],
  itemsFor: (query: ReturnType<typeof parseCardQuery>) => MarketItem[],
): MarketItem[] {
  if (!q) return [];
  if (categoryIds.length > 0 && !categoryIds.some((id) => CATEGORY_PATH.includes(id))) return [];
  const seen = new Set<string>();
  return expandAlternatives(q)
    .flatMap((alternative) => itemsFor(parseCardQuery(alternative)))
    .filter((item) => !seen.has(item.legacyItemId) && seen.add(item.legacyItemId));
}

export type SortOrder = 'price' | '-price' | 'newlyListed' | 'endingSoonest';

export function sortItems(items: MarketItem[], sort: SortOrder | undefined): MarketItem[] {
  const sorted = [...items];
  if (sort === 'price') sorted.sort((a, b) => a.priceCents - b.priceCents);
  if (sort === '-price') sorted.sort((a, b) => b.priceCents - a.priceCents);
  if (sort === 'newlyListed') sorted.sort((a, b) => b.at - a.at);
  if (sort === 'endingSoonest')
    sorted.sort((a, b) => (a.endsAt ?? Infinity) - (b.endsAt ?? Infinity));
  return sorted;
}

export interface PageLinks {
  href: string;
  next?: string;
  prev?: string;
  limit: number;
  offset: number;
  total: number;
}

/** `href`, `next` and `prev` as absolute URLs of this same search with another offset. */
export function pageLinks(req: Request, total: number, limit: number, offset: number): PageLinks {
  const base = `${req.protocol}://${req.get('host')}${req.baseUrl}${req.path}`;
  const linkAt = (at: number) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(req.query)) {
      if (typeof value === 'string' && name !== 'limit' && name !== 'offset')
        params.set(name, value);
    }
    params.set('limit', String(limit));
    params.set('offset', String(at));
    return `${base}?${params.toString()}`;
  };
  const reachable = Math.min(total, MAX_RESULTS);
  return {
    href: linkAt(offset),
    next: offset + limit < reachable ? linkAt(offset + limit) : undefined,
    prev: offset > 0 ? linkAt(Math.max(0, offset - limit)) : undefined,
    limit,
    offset,
    total,
  };
}

/** The fields a Browse item summary and an Insights sale describe the same way. */
export function sharedItemFields(req: Request, item: MarketItem) {
  const itemId = `v1|${item.legacyItemId}|0`;
  return {
    itemId,
    title: item.title,
    buyingOptions: item.buyingOptions,
    condition: item.graded ? 'Graded' : 'Ungraded',
    conditionId: conditionIdOf(item),
    categories: [{ categoryId: item.categoryId }],
    image: { imageUrl: imageUrlOf(item) },
    itemWebUrl: `https://www.ebay.com/itm/${item.legacyItemId}`,
    itemHref: itemHrefOf(req, itemId),
    itemLocation: { postalCode: '606**', country: 'US' },
    seller: item.seller,
    adultOnly: false,
  };
}

export function centsToValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A stable picture address on eBay's image host for an item. */
export function imageUrlOf(item: MarketItem): string {
  return `https://i.ebayimg.com/images/g/${item.legacyItemId.slice(-8)}AAOSw/s-l225.jpg`;
}

/** The Browse getItem address of an item, on the host that answered the search. */
export function itemHrefOf(req: Request, itemId: string): string {
  return `${req.protocol}://${req.get('host')}${req.baseUrl}/buy/browse/v1/item/${encodeURIComponent(itemId)}`;
}
