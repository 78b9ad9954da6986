import { Router, type Request, type Response } from 'express';
import { BrowseApi, EBAY_APIS, EBAY_SCOPES, type EbayErrorDetail } from '@pennant/ebay-openapi';
import { requireBearer } from '../core/bearer';
import type { EmulatorContext } from '../core/context';
import { sendErrors } from '../core/errors';
import {
  activeItems,
  centsToValue,
  pageLinks,
  parseFilter,
  queryString,
  searchMarket,
  sharedItemFields,
  sortItems,
  SUPPORTED_MARKETPLACES,
  readSearchParams,
  type FilterField,
  type ParsedFilter,
  type MarketItem,
  type SortOrder,
} from '../market';
import { BrowseErrors } from './browse-errors';

/** Browse API: `GET /buy/browse/v1/item_summary/search`, active listings from the seeded market. */

export type SearchPagedCollection = BrowseApi.components['schemas']['SearchPagedCollection'];
export type ItemSummary = BrowseApi.components['schemas']['ItemSummary'];

export const ITEM_SUMMARY_SEARCH_PATH = `${EBAY_APIS.browse.basePath}/item_summary/search`;

const FILTERS: readonly FilterField[] = [
  'buyingOptions',
  'conditionIds',
  'conditions',
  'price',
  'priceCurrency',
  'sellers',
  'itemEndDate',
  'itemLocationCountry',
];
const SORTS: readonly SortOrder[] = ['price', '-price', 'newlyListed', 'endingSoonest'];

export function createBrowseRouter(context: EmulatorContext): Router {
  const router = Router();
  router.get(
    ITEM_SUMMARY_SEARCH_PATH,
    requireBearer(context, { grant: 'app', anyScope: [EBAY_SCOPES.api] }),
    (req, res) => searchItemSummaries(context, req, res),
  );
  return router;
}

function searchItemSummaries(context: EmulatorContext, req: Request, res: Response): void {
  const marketplaceId = req.get('x-ebay-c-marketplace-id') ?? 'EBAY_US';
  if (!SUPPORTED_MARKETPLACES.includes(marketplaceId)) {
    sendErrors(res, 409, BrowseErrors.marketplaceNotSupported(marketplaceId));
    return;
  }
  const request = readSearchParams(req, BrowseErrors);
  if (!request.ok) {
    sendErrors(res, request.status, request.error);
    return;
  }
  const { params } = request;
  const rawFilter = queryString(req, 'filter');
  const filter = parseFilter(rawFilter, FILTERS);
  const sort = sortOf(req);
  const now = context.clock.now();
  const asksForBuyingOptions = /(^|,)\s*buyingOptions:/.test(rawFilter ?? '');
  const matching = searchMarket(params.q, params.categoryIds, (query) => activeItems(query, now))
    .filter((item) => filter.accepts(item))
    // Only Buy It Now listings unless the filter asks for other buying options.
    .filter((item) => asksForBuyingOptions || item.buyingOptions.includes('FIXED_PRICE'));
  const sorted = sortItems(matching, sort.order);
  const page = sorted.slice(params.offset, params.offset + params.limit);
  const warnings = [...filterWarnings(filter), ...sort.warnings];
  const body: SearchPagedCollection = {
    ...pageLinks(req, sorted.length, params.limit, params.offset),
    ...(page.length > 0 ? { itemSummaries: page.map((item) => toItemSummary(req, item)) } : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
  res.json(body);
}

/** A bad filter or sort does not fail a Browse search: eBay ignores it and warns. */
function filterWarnings(filter: ParsedFilter): EbayErrorDetail[] {
  const warnings = filter.invalid.map(BrowseErrors.invalidFilterValue);
  if (filter.priceWithoutCurrency) warnings.push(BrowseErrors.priceWithoutCurrency());
  return warnings;
}

function sortOf(req: Request): { order?: SortOrder; warnings: EbayErrorDetail[] } {
  const sort = queryString(req, 'sort');
  if (sort === undefined) return { warnings: [] };
  if (SORTS.includes(sort as SortOrder)) return { order: sort as SortOrder, warnings: [] };
  return { warnings: [BrowseErrors.invalidSort()] };
}

function toItemSummary(req: Request, item: MarketItem): ItemSummary {
  const price = { value: centsToValue(item.priceCents), currency: 'USD' };
  const auction = item.buyingOptions.includes('AUCTION');
  return {
    ...sharedItemFields(req, item),
    legacyItemId: item.legacyItemId,
    price,
    ...(auction ? { currentBidPrice: price, bidCount: item.bidCount ?? 0 } : {}),
    itemEndDate: new Date(item.endsAt ?? item.at).toISOString(),
    shippingOptions: [
      {
        shippingCostType: 'FIXED',
        shippingCost: { value: item.graded ? '4.99' : '1.25', currency: 'USD' },
      },
    ],
  };
}
