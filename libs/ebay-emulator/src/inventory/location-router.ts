import { Router, type Request, type Response } from 'express';
import { EBAY_APIS } from '@pennant/ebay-openapi';
import { ApiFailure, apiHandler, parseJson, callerUserId, jsonBody } from '../core/api-error';
import type { EmulatorContext } from '../core/context';
import { integerParam, offsetLinks } from '../core/paging';
import { getEntry, setEntry } from '../core/state';
import type { LocationRecord } from '../selling/records';
import { readSeller, updateSeller } from '../selling/sellers';
import type { InventoryAccess } from './inventory-access';
import { InventoryErrors } from './inventory-errors';
import { objectOr } from './item-rules';

/** Inventory locations: POST/GET/DELETE /location/{key}, GET /location, POST .../enable|disable. */

const BASE = EBAY_APIS.inventory.basePath;
const KEY = /^[A-Za-z0-9_-]{1,36}$/;
const STATUSES = ['ENABLED', 'DISABLED'];

export function createLocationRouter(context: EmulatorContext, access: InventoryAccess): Router {
  const router = Router();
  router.post(
    `${BASE}/location/:key`,
    access.write,
    parseJson,
    apiHandler(createLocation(context)),
  );
  router.get(
    `${BASE}/location/:key`,
    access.read,
    apiHandler((req, res) => {
      const location = getEntry(
        readSeller(context, callerUserId(res)).locations,
        String(req.params.key),
      );
      if (!location) throw new ApiFailure(404, InventoryErrors.locationNotFound());
      res.json(location);
    }),
  );
  router.get(`${BASE}/location`, access.read, apiHandler(listLocations(context)));
  router.delete(
    `${BASE}/location/:key`,
    access.write,
    apiHandler((req, res) => {
      changeLocation(context, res, String(req.params.key), (locations, key) => {
        delete locations[key];
      });
      res.status(204).end();
    }),
  );
  for (const [action, status] of [
    ['enable', 'ENABLED'],
    ['disable', 'DISABLED'],
  ] as const) {
    router.post(
      `${BASE}/location/:key/${action}`,
      access.write,
      apiHandler((req, res) => {
        changeLocation(context, res, String(req.params.key), (locations, key) => {
          locations[key].merchantLocationStatus = status;
        });
        res.status(200).end();
      }),
    );
  }
  return router;
}

function createLocation(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const key = String(req.params.key);
    if (!KEY.test(key))
      throw new ApiFailure(400, InventoryErrors.invalidLocationField('merchantLocationKey'));
    const body = jsonBody(req);
    const address = objectOr(objectOr(body.location).address);
    const hasField = (field: string) => typeof address[field] === 'string' && address[field] !== '';
    if (!hasField('country'))
      throw new ApiFailure(400, InventoryErrors.missingLocationField('country'));
    if (!hasField('postalCode') && !(hasField('city') && hasField('stateOrProvince'))) {
      throw new ApiFailure(400, InventoryErrors.missingLocationField('postalCode'));
    }
    const status = body.merchantLocationStatus ?? 'ENABLED';
    if (!STATUSES.includes(status as string)) {
      throw new ApiFailure(400, InventoryErrors.invalidLocationField('merchantLocationStatus'));
    }
    updateSeller(context, callerUserId(res), (seller) => {
      if (getEntry(seller.locations, key))
        throw new ApiFailure(409, InventoryErrors.locationExists());
      const { location, ...rest } = body as Record<string, unknown> & {
        location?: Record<string, unknown>;
      };
      const record: LocationRecord = {
        ...(rest as Partial<LocationRecord>),
        merchantLocationKey: key,
        location: { ...location, address, locationId: key },
        locationTypes: (body.locationTypes as LocationRecord['locationTypes']) ?? ['WAREHOUSE'],
        merchantLocationStatus: status as string,
      };
      setEntry(seller.locations, key, record);
    });
    res.status(204).end();
  };
}

function listLocations(context: EmulatorContext) {
  return (req: Request, res: Response) => {
    const limit = integerParam(req.query.limit, 100, 1, 200);
    const offset = integerParam(req.query.offset, 0, 0);
    if (limit === undefined || offset === undefined) {
      throw new ApiFailure(
        400,
        InventoryErrors.invalidPagination('limit is 1 to 200; offset 0 or more'),
      );
    }
    const locations = Object.values(readSeller(context, callerUserId(res)).locations);
    res.json({
      ...offsetLinks(req, locations.length, limit, offset),
      locations: locations.slice(offset, offset + limit),
    });
  };
}

function changeLocation(
  context: EmulatorContext,
  res: Response,
  key: string,
  change: (locations: Record<string, LocationRecord>, key: string) => void,
): void {
  updateSeller(context, callerUserId(res), (seller) => {
    if (!getEntry(seller.locations, key))
      throw new ApiFailure(404, InventoryErrors.locationNotFound());
    change(seller.locations, key);
  });
}
