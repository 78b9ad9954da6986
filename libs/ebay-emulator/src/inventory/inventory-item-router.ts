import { Router, type Request, type Response } from 'express';
import { EBAY_APIS } from '@pennant/ebay-openapi';
import { ApiFailure, apiHandler, parseJson, callerUserId, jsonBody } from '../core/api-error';
import type { EmulatorContext } from '../core/context';
import { integerParam, pageNumberLinks } from '../core/paging';
import { getEntry } from '../core/state';
import { endListing } from '../selling/listings';
import type { InventoryItemRecord } from '../selling/records';
import { readSeller, updateSeller } from '../selling/sellers';
import { InventoryErrors } from './inventory-errors';
import { itemProblems, storedItem } from './item-rules';
import { reviseLiveOffers } from './live-revisions';
import type { InventoryAccess } from './inventory-access';
import {
  bulkEntryResult,
  bulkRequests,
  bulkStatus,
  requireContentLanguage,
  requireValidSku,
} from './requests';
import { inventoryItemView } from './views';

/** Inventory items: PUT/GET/DELETE /inventory_item/{sku}, GET /inventory_item, and the bulk calls. */

const BASE = EBAY_APIS.inventory.basePath;
const DEFAULT_LOCALE = 'en_US';

export function createInventoryItemRouter(
  context: EmulatorContext,
  access: InventoryAccess,
): Router {
  const router = Router();
  router.put(
    `${BASE}/inventory_item/:sku`,
    access.write,
    parseJson,
    apiHandler(async (req, res) => {
      requireContentLanguage(req);
      await putItem(context, callerUserId(res), req.params.sku, jsonBody(req), DEFAULT_LOCALE);
      res.status(204).end();
    }),
  );
  router.get(`${BASE}/inventory_item/:sku`, access.read, apiHandler(getItem(context)));
  router.delete(`${BASE}/inventory_item/:sku`, access.write, apiHandler(deleteItem(context)));
  router.get(`${BASE}/inventory_item`, access.read, apiHandler(listItems(context)));
  router.post(
    `${BASE}/bulk_create_or_replace_inventory_item`,
    access.write,
    parseJson,
    apiHandler(bulkCreateOrReplace(context)),
  );
  router.post(
    `${BASE}/bulk_get_inventory_item`,
    access.read,
    parseJson,
    apiHandler(bulkGet(context)),
  );
  return router;
}

/**
 * A full replace. When the SKU is live, its listings are revised, with the same checks as a
 * publish (a revision eBay would refuse leaves the item as it was).
 */
async function putItem(
  context: EmulatorContext,
  userId: string,
  rawSku: unknown,
  body: Record<string, unknown>,
  locale: string,
): Promise<void> {
  const sku = requireValidSku(rawSku);
  const problems = itemProblems(body);
  if (problems.length > 0) throw new ApiFailure(400, ...problems);
  const record: InventoryItemRecord = { sku, locale, item: storedItem(body) };
  await reviseLiveOffers(context, userId, { sku }, (seller) => {
    seller.inventoryItems[sku] = record;
  });
}

function getItem(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const sku = String(req.params.sku);
    const record = getEntry(readSeller(context, callerUserId(res)).inventoryItems, sku);
    if (!record) throw new ApiFailure(404, InventoryErrors.notFound());
    res.json(inventoryItemView(record));
  };
}

/** Deleting an item deletes its offers and ends its listings. */
function deleteItem(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const sku = String(req.params.sku);
    const now = context.clock.now();
    updateSeller(context, callerUserId(res), (seller) => {
      if (!getEntry(seller.inventoryItems, sku))
        throw new ApiFailure(404, InventoryErrors.notFound());
      delete seller.inventoryItems[sku];
      for (const offer of Object.values(seller.offers).filter((entry) => entry.sku === sku)) {
        const listing = offer.listingId ? seller.listings[offer.listingId] : undefined;
        if (listing) endListing(listing, 'DELETED', now);
        delete seller.offers[offer.offerId];
      }
    });
    res.status(204).end();
  };
}

function listItems(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const limit = integerParam(req.query.limit, 25, 1, 200);
    const page = integerParam(req.query.offset, 0, 0);
    if (limit === undefined || page === undefined) {
      throw new ApiFailure(
        400,
        InventoryErrors.invalidPagination('limit is 1 to 200; offset is a page number from 0'),
      );
    }
    const items = Object.values(readSeller(context, callerUserId(res)).inventoryItems).sort(
      (a, b) => a.sku.localeCompare(b.sku),
    );
    const pageItems = items.slice(page * limit, (page + 1) * limit);
    res.json({
      ...pageNumberLinks(req, items.length, limit, page),
      size: pageItems.length,
      inventoryItems: pageItems.map(inventoryItemView),
    });
  };
}

function bulkCreateOrReplace(context: EmulatorContext) {
  return async (req: Request, res: Response) => {
    requireContentLanguage(req);
    const requests = bulkRequests(jsonBody(req), () => InventoryErrors.tooManyItems(25));
    if (
      requests.some((entry) => typeof entry.sku !== 'string' || typeof entry.locale !== 'string')
    ) {
      throw new ApiFailure(400, InventoryErrors.skuAndLocaleRequired());
    }
    const skus = requests.map((entry) => String(entry.sku));
    if (new Set(skus).size !== skus.length)
      throw new ApiFailure(400, InventoryErrors.itemsNotUnique());
    const userId = callerUserId(res);
    const responses = [];
    for (const entry of requests) {
      const { sku, locale, ...body } = entry as Record<string, unknown> & {
        sku: string;
        locale: string;
      };
      responses.push({
        sku,
        locale,
        ...(await bulkEntryResult(context, req, () => putItem(context, userId, sku, body, locale))),
      });
    }
    res.status(bulkStatus(responses)).json({ responses });
  };
}

function bulkGet(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const requests = bulkRequests(jsonBody(req), () => InventoryErrors.tooManyItems(25));
    const skus = requests.map((entry) => entry.sku);
    if (skus.some((sku) => typeof sku !== 'string'))
      throw new ApiFailure(400, InventoryErrors.invalidValue('sku'));
    if (new Set(skus).size !== skus.length)
      throw new ApiFailure(400, InventoryErrors.skusNotUnique());
    const seller = readSeller(context, callerUserId(res));
    const responses = (skus as string[]).map((sku) => {
      const record = getEntry(seller.inventoryItems, sku);
      if (!record) return { sku, statusCode: 404, errors: [InventoryErrors.notFound()] };
      const { groupIds: _groupIds, ...inventoryItem } = inventoryItemView(record);
      return { sku, statusCode: 200, inventoryItem };
    });
    res.status(bulkStatus(responses)).json({ responses });
  };
}
