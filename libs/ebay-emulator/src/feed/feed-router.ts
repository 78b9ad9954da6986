import { Router, type Request, type Response } from 'express';
import { EBAY_APIS, EBAY_SCOPES, type FeedApi } from '@pennant/ebay-openapi';
import {
  ApiFailure,
  apiError,
  apiHandler,
  parseJson,
  callerUserId,
  jsonBody,
} from '../core/api-error';
import { requireBearer } from '../core/bearer';
import type { EmulatorContext } from '../core/context';
import { integerParam, offsetLinks, queryValue } from '../core/paging';
import { getEntry } from '../core/state';
import type { FeedTaskRecord, OfferFormat } from '../selling/records';
import { readSeller, SellingIds, updateSeller } from '../selling/sellers';
import { activeInventoryRows, reportFileName, reportZip } from './active-inventory-report';

/**
 * Feed API, the inventory task flow for LMS_ACTIVE_INVENTORY_REPORT: POST /inventory_task (202
 * with the task in `Location`), GET /inventory_task/{id} and /inventory_task, then
 * GET /task/{id}/download_result_file. The report is taken when the task is created and the task
 * is COMPLETED at once (eBay queues it for a while).
 */

type InventoryTask = FeedApi.components['schemas']['InventoryTask'];

const BASE = EBAY_APIS.feed.basePath;
const DOMAIN = 'API_FEED';
const FEED_TYPE = 'LMS_ACTIVE_INVENTORY_REPORT';
const SCHEMA_VERSION = '1.0';
const DAY_MS = 86_400_000;
const FORMATS: readonly OfferFormat[] = ['FIXED_PRICE', 'AUCTION'];

const FeedErrors = {
  noFeedType: () =>
    apiError(DOMAIN, 160004, "You must submit either a 'feed_type' or 'schedule_id'."),
  badFeedTypeParam: (value: string) =>
    apiError(DOMAIN, 160006, `The 'feed_type' ${value} is invalid.`),
  lookBack: () =>
    apiError(
      DOMAIN,
      160011,
      "The 'look_back_days' value must be greater than zero and less than or equal to 90.",
    ),
  limit: () =>
    apiError(
      DOMAIN,
      160012,
      "The 'limit' value must be greater than zero and less than or equal to 500.",
    ),
  offset: () => apiError(DOMAIN, 160013, "The 'offset' value cannot be less than zero."),
  offsetMultiple: () =>
    apiError(DOMAIN, 160029, "The 'offset' value must be a multiple of the 'limit' value."),
  feedType: () => apiError(DOMAIN, 160017, "The 'feedType' is missing or invalid."),
  schemaVersion: () => apiError(DOMAIN, 160018, "The 'schemaVersion' is invalid."),
  filterCriteria: () =>
    apiError(
      DOMAIN,
      160019,
      "The 'filterCriteria' is invalid. listingFormat is FIXED_PRICE or AUCTION.",
    ),
  marketplace: () =>
    apiError(DOMAIN, 160027, 'The X-EBAY-C-MARKETPLACE-ID header is missing or invalid.'),
  noTask: (taskId: string) => apiError(DOMAIN, 160003, `Task ${taskId} does not exist.`),
};

export function createFeedRouter(context: EmulatorContext): Router {
  const router = Router();
  const user = requireBearer(context, { grant: 'user', anyScope: [EBAY_SCOPES.sellInventory] });
  router.post(`${BASE}/inventory_task`, user, parseJson, apiHandler(createTask(context)));
  router.get(
    `${BASE}/inventory_task/:taskId`,
    user,
    apiHandler((req, res) => {
      res.json(taskView(req, findTask(context, res, String(req.params.taskId))));
    }),
  );
  router.get(`${BASE}/inventory_task`, user, apiHandler(listTasks(context)));
  router.get(
    `${BASE}/task/:taskId/download_result_file`,
    user,
    apiHandler((req, res) => {
      const task = findTask(context, res, String(req.params.taskId));
      res
        .status(200)
        .type('application/octet-stream')
        .set('Content-Disposition', `attachment; filename="${reportFileName(task)}.zip"`)
        .send(reportZip(task));
    }),
  );
  return router;
}

function createTask(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    if (!req.get('x-ebay-c-marketplace-id')) throw new ApiFailure(400, FeedErrors.marketplace());
    const body = jsonBody(req);
    if (body.feedType !== FEED_TYPE) throw new ApiFailure(400, FeedErrors.feedType());
    if (body.schemaVersion !== SCHEMA_VERSION)
      throw new ApiFailure(400, FeedErrors.schemaVersion());
    const criteria = body.filterCriteria as { listingFormat?: unknown } | undefined;
    const listingFormat = criteria?.listingFormat;
    if (listingFormat !== undefined && !FORMATS.includes(listingFormat as OfferFormat)) {
      throw new ApiFailure(400, FeedErrors.filterCriteria());
    }
    const now = context.clock.now();
    const task = updateSeller(context, callerUserId(res), (seller, state) => {
      const created: FeedTaskRecord = {
        taskId: SellingIds.task(state),
        feedType: FEED_TYPE,
        schemaVersion: SCHEMA_VERSION,
        creationDate: now,
        completionDate: now,
        ...(listingFormat ? { listingFormat: listingFormat as OfferFormat } : {}),
        rows: activeInventoryRows(seller, listingFormat as OfferFormat | undefined),
      };
      seller.feedTasks[created.taskId] = created;
      return created;
    });
    res.status(202).location(taskHref(req, task.taskId)).end();
  };
}

function listTasks(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const feedType = queryValue(req, 'feed_type');
    if (!feedType) throw new ApiFailure(400, FeedErrors.noFeedType());
    if (feedType !== FEED_TYPE) throw new ApiFailure(400, FeedErrors.badFeedTypeParam(feedType));
    const limit = integerParam(req.query.limit, 10, 1, 500);
    if (limit === undefined) throw new ApiFailure(400, FeedErrors.limit());
    const offset = integerParam(req.query.offset, 0, 0);
    if (offset === undefined) throw new ApiFailure(400, FeedErrors.offset());
    if (offset % limit !== 0) throw new ApiFailure(400, FeedErrors.offsetMultiple());
    const lookBackDays = integerParam(req.query.look_back_days, 7, 1, 90);
    if (lookBackDays === undefined) throw new ApiFailure(400, FeedErrors.lookBack());
    const since = context.clock.now() - lookBackDays * DAY_MS;
    const tasks = Object.values(readSeller(context, callerUserId(res)).feedTasks)
      .filter((task) => task.creationDate >= since)
      .sort((a, b) => a.creationDate - b.creationDate || a.taskId.localeCompare(b.taskId));
    res.json({
      ...offsetLinks(req, tasks.length, limit, offset),
      tasks: tasks.slice(offset, offset + limit).map((task) => taskView(req, task)),
    });
  };
}

function findTask(context: EmulatorContext, res: Response, taskId: string): FeedTaskRecord {
  const task = getEntry(readSeller(context, callerUserId(res)).feedTasks, taskId);
  if (!task) throw new ApiFailure(404, FeedErrors.noTask(taskId));
  return task;
}

function taskHref(req: Request, taskId: string): string {
  return `${req.protocol}://${req.get('host')}${req.baseUrl}${BASE}/inventory_task/${taskId}`;
}

function taskView(req: Request, task: FeedTaskRecord): InventoryTask {
  return {
    taskId: task.taskId,
    status: 'COMPLETED',
    feedType: task.feedType,
    creationDate: new Date(task.creationDate).toISOString(),
    completionDate: new Date(task.completionDate).toISOString(),
    schemaVersion: task.schemaVersion,
    detailHref: taskHref(req, task.taskId),
    ...(task.listingFormat ? { filterCriteria: { listingFormat: task.listingFormat } } : {}),
  };
}
