import type { Request } from 'express';
import type { EbayErrorDetail } from '@pennant/ebay-openapi';
import {
  categoryIdsOf,
  parseLimit,
  parseOffset,
  queryString,
  TOP_LEVEL_CATEGORY_ID,
} from './search-request';

/** The errors each Buy API answers for the same mistakes in a search's parameters. */
export interface SearchParamErrors {
  missingSearch(): EbayErrorDetail;
  limitNotInteger(): EbayErrorDetail;
  limitOutOfRange(): EbayErrorDetail;
  offsetNotInteger(): EbayErrorDetail;
  negativeOffset(): EbayErrorDetail;
  offsetTooLarge(): EbayErrorDetail;
  topLevelCategory(): EbayErrorDetail;
}

export interface SearchParams {
  /** The keywords; absent for an epid or gtin search, which the seeded market cannot answer. */
  q?: string;
  categoryIds: string[];
  limit: number;
  offset: number;
}

export type SearchParamsResult =
  { ok: true; params: SearchParams } | { ok: false; status: number; error: EbayErrorDetail };

/** Reads q, category_ids, epid, gtin, limit and offset, or names the first thing wrong with them. */
export function readSearchParams(req: Request, errors: SearchParamErrors): SearchParamsResult {
  const q = queryString(req, 'q');
  const categoryIds = categoryIdsOf(queryString(req, 'category_ids'));
  const byProduct = queryString(req, 'epid') ?? queryString(req, 'gtin');
  const fail = (status: number, error: EbayErrorDetail): SearchParamsResult => ({
    ok: false,
    status,
    error,
  });
  if (!q && categoryIds.length === 0 && !byProduct) return fail(400, errors.missingSearch());
  const limit = parseLimit(queryString(req, 'limit'));
  if (!limit.ok) {
    return fail(
      400,
      limit.reason === 'not-integer' ? errors.limitNotInteger() : errors.limitOutOfRange(),
    );
  }
  const rawOffset = queryString(req, 'offset');
  const offset = parseOffset(rawOffset);
  if (!offset.ok) {
    if (offset.reason === 'not-integer') return fail(400, errors.offsetNotInteger());
    return fail(
      400,
      rawOffset?.startsWith('-') ? errors.negativeOffset() : errors.offsetTooLarge(),
    );
  }
  if (!q && categoryIds.includes(TOP_LEVEL_CATEGORY_ID))
    return fail(409, errors.topLevelCategory());
  return {
    ok: true,
    params: { q: byProduct ? undefined : q, categoryIds, limit: limit.value, offset: offset.value },
  };
}
