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
import type { OfferFormat } from '../selling/records';
import { readSeller, SellingIds, updateSeller } from '../selling/sellers';
import { activeInventoryRows, partialRows, reportFile } from './active-inventory-report';
import { feedSettings, takeRefusal, type RefusalId } from './feed-settings';
import { hasFile, isUnfinished, statusAt, type FeedTask } from './feed-task';

/**
 * Feed API, the inventory task flow for LMS_ACTIVE_INVENTORY_REPORT: POST /inventory_task (202
 * with the task in `Location`), GET /inventory_task/{id} and /inventory_task, then
 * GET /task/{id}/download_result_file. The report is taken when the task is created. By default
 * the task is COMPLETED at once; the control API (feed-settings.ts) makes it wait QUEUED and
 * IN_PROCESS on the emulator's clock, end COMPLETED_WITH_ERROR or FAILED, serve gzip or plain XML,
 * or refuse it (409). A seller runs one task at a time: another while one is unfinished is 160024
 * (eBay does not publish its number).
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
  noFile: (taskId: string) => apiError(DOMAIN, 160014, `No file found for task ID ${taskId}.`),
  tooManyTasks: () =>
    apiError(
      DOMAIN,
      160024,
      'You have reached the maximum number of feed tasks that can be queued or processed concurrently. Wait for current tasks to complete before adding tasks. For more information, see the documentation for this API.',
      { category: 'BUSINESS' },
    ),
  periodLimit: () =>
    apiError(
      DOMAIN,
      160025,
      'You have exceeded the maximum number of records or tasks that can be created or processed in the period (hourly or daily). Wait until the present period ends before trying again. Please refer to the API rate limits for the maximum number of records or tasks.',
      { category: 'BUSINESS' },
    ),
};

const REFUSAL_ERRORS: Record<RefusalId, () => ReturnType<typeof apiError>> = {
  160024: FeedErrors.tooManyTasks,
  160025: FeedErrors.periodLimit,
};

export function createFeedRouter(context: EmulatorContext): Router {
  const router = Router();
  const user = requireBearer(context, { grant: 'user', anyScope: [EBAY_SCOPES.sellInventory] });
  router.post(`${BASE}/inventory_task`, user, parseJson, apiHandler(createTask(context)));
  router.get(
    `${BASE}/inventory_task/:taskId`,
    user,
    apiHandler((req, res) => {
      const task = findTask(context, res, String(req.params.taskId));
      res.json(taskView(req, task, context.clock.now()));
    }),
  );
  router.get(`${BASE}/inventory_task`, user, apiHandler(listTasks(context)));
  router.get(
    `${BASE}/task/:taskId/download_result_file`,
    user,
    apiHandler((req, res) => {
      const task = findTask(context, res, String(req.params.taskId));
      if (!hasFile(task, context.clock.now()))
        throw new ApiFailure(404, FeedErrors.noFile(task.taskId));
      const { fileName, bytes } = reportFile(task);
      res
        .status(200)
        .type('application/octet-stream')
        .set('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(bytes);
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
    const refusal = takeRefusal(context);
    if (refusal) throw new ApiFailure(409, REFUSAL_ERRORS[refusal]());
    const now = context.clock.now();
    const settings = feedSettings(context);
    const task = updateSeller(context, callerUserId(res), (seller, state) => {
      if (Object.values(seller.feedTasks).some((other) => isUnfinished(other, now)))
        throw new ApiFailure(409, FeedErrors.tooManyTasks());
      const queuedUntil = now + Math.round(settings.queuedSeconds * 1000);
      const rows = activeInventoryRows(seller, listingFormat as OfferFormat | undefined);
      const created: FeedTask = {
        taskId: SellingIds.task(state),
        feedType: FEED_TYPE,
        schemaVersion: SCHEMA_VERSION,
        creationDate: now,
        completionDate: queuedUntil + Math.round(settings.inProcessSeconds * 1000),
        ...(listingFormat ? { listingFormat: listingFormat as OfferFormat } : {}),
        rows:
          settings.fileFault === 'no-listings'
            ? []
            : settings.outcome === 'COMPLETED_WITH_ERROR'
              ? partialRows(rows)
              : rows,
        queuedUntil,
        outcome: settings.outcome,
        compression: settings.compression,
        ...(settings.fileFault ? { fileFault: settings.fileFault } : {}),
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
    const now = context.clock.now();
    const since = now - lookBackDays * DAY_MS;
    const tasks = Object.values(readSeller(context, callerUserId(res)).feedTasks)
      .filter((task) => task.creationDate >= since)
      .sort((a, b) => a.creationDate - b.creationDate || a.taskId.localeCompare(b.taskId));
    res.json({
      ...offsetLinks(req, tasks.length, limit, offset),
      tasks: tasks.slice(offset, offset + limit).map((task) => taskView(req, task, now)),
    });
  };
}

function findTask(context: EmulatorContext, res: Response, taskId: string): FeedTask {
  const task = getEntry(readSeller(context, callerUserId(res)).feedTasks, taskId);
  if (!task) throw new ApiFailure(404, FeedErrors.noTask(taskId));
  return task;
}

function taskHref(req: Request, taskId: string): string {
  return `${req.protocol}://${req.get('host')}${req.baseUrl}${BASE}/inventory_task/${taskId}`;
}

/** completionDate only once the task has ended, as the contract says. */
function taskView(req: Request, task: FeedTask, now: number): InventoryTask {
  const status = statusAt(task, now);
  const ended = status !== 'QUEUED' && status !== 'IN_PROCESS';
  return {
    taskId: task.taskId,
    status,
    feedType: task.feedType,
    creationDate: new Date(task.creationDate).toISOString(),
    ...(ended ? { completionDate: new Date(task.completionDate).toISOString() } : {}),
    schemaVersion: task.schemaVersion,
    detailHref: taskHref(req, task.taskId),
    ...(task.listingFormat ? { filterCriteria: { listingFormat: task.listingFormat } } : {}),
  };
}
