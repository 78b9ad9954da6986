import { Router, type Request, type Response } from 'express';
import {
  EBAY_APIS,
  EBAY_SCOPES,
  MarketplaceInsightsApi,
  type EbayErrorDetail,
} from '@pennant/ebay-openapi';
import { requireBearer } from '../core/bearer';
import type { EmulatorContext } from '../core/context';
import { sendErrors } from '../core/errors';
import {
  centsToValue,
  pageLinks,
  parseFilter,
  queryString,
  readSearchParams,
  searchMarket,
  sharedItemFields,
  soldItems,
  sortItems,
  SUPPORTED_MARKETPLACES,
  type FilterField,
  type MarketAccess,
  type MarketItem,
  type ParsedFilter,
  type SearchParams,
  type SortOrder,
} from '../market';
import { InsightsErrors } from './insights-errors';

/**
 * Marketplace Insights: `GET /buy/marketplace_insights/v1_beta/item_sales/search`, the seeded
 * market's sales of the last 90 days. A limited release: an app without access gets 100017.
 */

export type SalesHistoryPagedCollection =
  MarketplaceInsightsApi.components['schemas']['SalesHistoryPagedCollection'];
export type ItemSales = MarketplaceInsightsApi.components['schemas']['ItemSales'];

export const ITEM_SALES_SEARCH_PATH = `${EBAY_APIS.marketplaceInsights.basePath}/item_sales/search`;

const FILTERS: readonly FilterField[] = [
  'buyingOptions',
  'conditionIds',
  'conditions',
  'itemLocationCountry',
  'lastSoldDate',
  'price',
  'priceCurrency',
];
const SORTS: readonly SortOrder[] = ['price', '-price'];
const MAX_CATEGORIES = 4;

export function createInsightsRouter(context: EmulatorContext, access: MarketAccess): Router {
  const router = Router();
  router.get(
    ITEM_SALES_SEARCH_PATH,
    requireBearer(context, { grant: 'app', anyScope: [EBAY_SCOPES.marketplaceInsights] }),
    (req, res) => {
      if (!access.insightsGranted()) sendErrors(res, 400, InsightsErrors.noAccess());
      else searchItemSales(context, req, res);
    },
  );
  return router;
}

function searchItemSales(context: EmulatorContext, req: Request, res: Response): void {
  const request = readSalesSearch(req);
  if (!request.ok) {
    sendErrors(res, request.status, request.error);
    return;
  }
  const { params, filter, sort } = request;
  const now = context.clock.now();
  const matching = searchMarket(params.q, params.categoryIds, (query) =>
    soldItems(query, now),
  ).filter((item) => filter.accepts(item));
  const sorted = sortItems(matching, sort);
  const page = sorted.slice(params.offset, params.offset + params.limit);
  const body: SalesHistoryPagedCollection = {
    ...pageLinks(req, sorted.length, params.limit, params.offset),
    ...(page.length > 0 ? { itemSales: page.map((item) => toItemSales(req, item)) } : {}),
  };
  res.json(body);
}

type SalesSearch =
  | { ok: true; params: SearchParams; filter: ParsedFilter; sort?: SortOrder }
  | { ok: false; status: number; error: EbayErrorDetail };

/** Insights is stricter than Browse: a marketplace, a category, and valid filters and sort. */
function readSalesSearch(req: Request): SalesSearch {
  const fail = (status: number, error: EbayErrorDetail): SalesSearch => ({
    ok: false,
    status,
    error,
  });
  const marketplaceId = req.get('x-ebay-c-marketplace-id');
  if (!marketplaceId) return fail(400, InsightsErrors.marketplaceRequired());
  if (!SUPPORTED_MARKETPLACES.includes(marketplaceId)) {
    return fail(409, InsightsErrors.marketplaceNotSupported(marketplaceId));
  }
  const request = readSearchParams(req, InsightsErrors);
  if (!request.ok) return request;
  if (request.params.categoryIds.length === 0) return fail(400, InsightsErrors.categoryRequired());
  if (request.params.categoryIds.length > MAX_CATEGORIES)
    return fail(400, InsightsErrors.tooManyCategories());
  const filter = parseFilter(queryString(req, 'filter'), FILTERS);
  if (filter.invalid.length > 0)
    return fail(400, InsightsErrors.invalidFilterValue(filter.invalid[0]));
  if (filter.priceWithoutCurrency) return fail(400, InsightsErrors.priceWithoutCurrency());
  const sort = queryString(req, 'sort') as SortOrder | undefined;
  if (sort !== undefined && !SORTS.includes(sort)) return fail(400, InsightsErrors.invalidSort());
  return { ok: true, params: request.params, filter, sort };
}

function toItemSales(req: Request, item: MarketItem): ItemSales {
  return {
    ...sharedItemFields(req, item),
    lastSoldDate: new Date(item.at).toISOString(),
    lastSoldPrice: { value: centsToValue(item.priceCents), currency: 'USD' },
    totalSoldQuantity: item.soldQuantity ?? 1,
    ...(item.bidCount !== undefined ? { bidCount: item.bidCount } : {}),
  };
}
