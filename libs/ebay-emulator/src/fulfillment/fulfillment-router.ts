import { Router, type Request, type Response } from 'express';
import { EBAY_APIS, EBAY_SCOPES } from '@pennant/ebay-openapi';
import { findAccountByUserId } from '../core/accounts';
import { ApiFailure, apiError, apiHandler, callerUserId } from '../core/api-error';
import { requireBearer } from '../core/bearer';
import type { EmulatorContext } from '../core/context';
import { filterCriteria, parseDateRange, setValues } from '../core/filter-syntax';
import { integerParam, offsetLinks, queryValue } from '../core/paging';
import { getEntry } from '../core/state';
import type { OrderRecord } from '../selling/records';
import { readSeller } from '../selling/sellers';
import { orderView } from './order-view';

/**
 * Fulfillment API: getOrders (`GET /order` with filter, limit, offset, orderIds, fieldGroups) and
 * getOrder, over the orders simulated buyers and the control API made.
 */

const BASE = EBAY_APIS.fulfillment.basePath;
const DOMAIN = 'API_FULFILLMENT';
const DAY_MS = 86_400_000;
const DEFAULT_WINDOW_MS = 90 * DAY_MS;
const MAX_RANGE_MS = 2 * 365 * DAY_MS;
const MAX_ORDER_IDS = 50;
const FULFILLMENT_SETS = ['NOT_STARTED|IN_PROGRESS', 'FULFILLED|IN_PROGRESS'];

const FulfillmentErrors = {
  filterName: (name: string) => apiError(DOMAIN, 30700, `Invalid filter name: ${name}`),
  filterValue: (name: string, value: string) =>
    apiError(DOMAIN, 30800, `Invalid filter value ${value} for filter ${name}`),
  dateFormat: () => apiError(DOMAIN, 30810, 'Invalid date format'),
  noStart: () => apiError(DOMAIN, 30820, 'Start date is missing'),
  rangeTooLong: () =>
    apiError(DOMAIN, 30830, "Time range between start date and end date must be within '2' years."),
  startAfterEnd: () => apiError(DOMAIN, 30840, 'Start date should be before end date'),
  future: () => apiError(DOMAIN, 30850, "Start and end dates can't be in the future"),
  tooManyOrderIds: () =>
    apiError(DOMAIN, 30900, 'Exceeded maximum number of order IDs (the current limit is 50)'),
  offset: (value: string) => apiError(DOMAIN, 31000, `Invalid offset: ${value}`),
  limit: (value: string) => apiError(DOMAIN, 31100, `Invalid limit: ${value}`),
  orderId: (orderId: string) => apiError(DOMAIN, 32100, `Invalid order ID: ${orderId}`),
  fieldGroup: (fieldGroup: string) => apiError(DOMAIN, 32800, `Invalid field group: ${fieldGroup}`),
};

export function createFulfillmentRouter(context: EmulatorContext): Router {
  const router = Router();
  const read = requireBearer(context, {
    grant: 'user',
    anyScope: [EBAY_SCOPES.sellFulfillment, EBAY_SCOPES.sellFulfillmentReadonly],
  });
  router.get(`${BASE}/order`, read, apiHandler(getOrders(context)));
  router.get(
    `${BASE}/order/:orderId`,
    read,
    apiHandler((req, res) => {
      const taxBreakdown = readFieldGroups(req);
      const userId = callerUserId(res);
      const orderId = String(req.params.orderId);
      const order = getEntry(readSeller(context, userId).orders, orderId);
      if (!order) throw new ApiFailure(404, FulfillmentErrors.orderId(orderId));
      res.json(orderView(order, sellerName(context, userId), taxBreakdown, true));
    }),
  );
  return router;
}

function getOrders(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const taxBreakdown = readFieldGroups(req);
    const userId = callerUserId(res);
    const all = Object.values(readSeller(context, userId).orders);
    const view = (order: OrderRecord) =>
      orderView(order, sellerName(context, userId), taxBreakdown);
    const orderIds = queryValue(req, 'orderIds');
    if (orderIds) {
      const ids = orderIds
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids.length > MAX_ORDER_IDS)
        throw new ApiFailure(400, FulfillmentErrors.tooManyOrderIds());
      const orders = ids
        .map((id) => all.find((order) => order.orderId === id))
        .filter((order) => order !== undefined);
      res.json({
        href: `${req.protocol}://${req.get('host')}${req.originalUrl}`,
        total: orders.length,
        limit: MAX_ORDER_IDS,
        offset: 0,
        orders: orders.map(view),
      });
      return;
    }
    const limitRaw = queryValue(req, 'limit');
    const offsetRaw = queryValue(req, 'offset');
    const limit = integerParam(limitRaw, 50, 1, 200);
    if (limit === undefined) throw new ApiFailure(400, FulfillmentErrors.limit(String(limitRaw)));
    const offset = integerParam(offsetRaw, 0, 0);
    if (offset === undefined)
      throw new ApiFailure(400, FulfillmentErrors.offset(String(offsetRaw)));
    const accepts = orderFilter(req, context.clock.now());
    const matching = all
      .filter(accepts)
      .sort((a, b) => b.creationDate - a.creationDate || a.orderId.localeCompare(b.orderId));
    res.json({
      ...offsetLinks(req, matching.length, limit, offset),
      orders: matching.slice(offset, offset + limit).map(view),
    });
  };
}

/** The filter as a test on orders; without a date criterion, the last 90 days of creation. */
function orderFilter(req: Request, now: number): (order: OrderRecord) => boolean {
  const criteria = filterCriteria(req);
  if (!criteria) throw new ApiFailure(400, FulfillmentErrors.filterName(String(req.query.filter)));
  const byName = new Map(criteria.map((criterion) => [criterion.name, criterion.value]));
  for (const { name, value } of criteria) {
    if (!['creationdate', 'lastmodifieddate', 'orderfulfillmentstatus'].includes(name)) {
      throw new ApiFailure(400, FulfillmentErrors.filterName(name));
    }
    if (
      name === 'orderfulfillmentstatus' &&
      !FULFILLMENT_SETS.includes((setValues(value) ?? []).join('|'))
    ) {
      throw new ApiFailure(400, FulfillmentErrors.filterValue(name, value));
    }
  }
  const status = byName.get('orderfulfillmentstatus');
  const wantsUnfulfilled = status === undefined || status.includes('NOT_STARTED');
  // Creation date wins when both are given, as eBay documents.
  const dateField = byName.has('creationdate')
    ? 'creationdate'
    : byName.has('lastmodifieddate')
      ? 'lastmodifieddate'
      : undefined;
  const { from, to } = dateField
    ? readRange(byName.get(dateField) as string, now)
    : { from: now - DEFAULT_WINDOW_MS, to: now };
  const dateOf = (order: OrderRecord) =>
    dateField === 'lastmodifieddate' ? order.lastModifiedDate : order.creationDate;
  // Orders are never shipped here: all are NOT_STARTED.
  return (order) => wantsUnfulfilled && dateOf(order) >= from && dateOf(order) <= to;
}

function readRange(value: string, now: number): { from: number; to: number } {
  const range = parseDateRange(value);
  if (!range.ok) {
    throw new ApiFailure(
      400,
      range.reason === 'no-start'
        ? FulfillmentErrors.noStart()
        : range.reason === 'order'
          ? FulfillmentErrors.startAfterEnd()
          : FulfillmentErrors.dateFormat(),
    );
  }
  const to = range.to ?? now;
  if (range.from > now || to > now) throw new ApiFailure(400, FulfillmentErrors.future());
  if (to - range.from > MAX_RANGE_MS) throw new ApiFailure(400, FulfillmentErrors.rangeTooLong());
  return { from: range.from, to };
}

function readFieldGroups(req: Request): boolean {
  const fieldGroups = queryValue(req, 'fieldGroups');
  if (fieldGroups === undefined) return false;
  if (fieldGroups !== 'TAX_BREAKDOWN')
    throw new ApiFailure(400, FulfillmentErrors.fieldGroup(fieldGroups));
  return true;
}

function sellerName(context: EmulatorContext, userId: string): string {
  return findAccountByUserId(context.store.state, userId)?.username ?? userId;
}
