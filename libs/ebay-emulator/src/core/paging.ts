import type { Request } from 'express';

/** Query parameters and links that list calls share. */

/** A whole number within [min, max], `fallback` when absent, undefined when malformed. */
export function integerParam(
  raw: unknown,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string' || !/^-?\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

/** The absolute URL of this request. */
export function selfHref(req: Request): string {
  return `${req.protocol}://${req.get('host')}${req.originalUrl}`;
}

/** This request's URL with some query parameters replaced. */
export function hrefWith(req: Request, replace: Record<string, string>): string {
  const url = new URL(selfHref(req));
  for (const [name, value] of Object.entries(replace)) url.searchParams.set(name, value);
  return url.toString();
}

/** The string value of a query parameter (the first, if repeated). */
export function queryValue(req: Request, name: string): string | undefined {
  const value = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

/**
 * Links of a list whose `offset` counts pages (getInventoryItems, getOffers), with `size` the
 * number of entries on this page.
 */
export function pageNumberLinks(req: Request, total: number, limit: number, page: number) {
  return {
    href: selfHref(req),
    limit,
    total,
    ...((page + 1) * limit < total ? { next: hrefWith(req, { offset: String(page + 1) }) } : {}),
    ...(page > 0 ? { prev: hrefWith(req, { offset: String(page - 1) }) } : {}),
  };
}

/** Links of a list whose `offset` counts entries (locations, orders, transactions, tasks). */
export function offsetLinks(req: Request, total: number, limit: number, offset: number) {
  return {
    href: selfHref(req),
    limit,
    offset,
    total,
    ...(offset + limit < total
      ? { next: hrefWith(req, { limit: String(limit), offset: String(offset + limit) }) }
      : {}),
    ...(offset > 0
      ? {
          prev: hrefWith(req, {
            limit: String(limit),
            offset: String(Math.max(0, offset - limit)),
          }),
        }
      : {}),
  };
}
