import type { RequestHandler } from 'express';
import { EBAY_SCOPES } from '@pennant/ebay-openapi';
import { requireBearer } from '../core/bearer';
import type { EmulatorContext } from '../core/context';

/** Inventory calls take a user token: sell.inventory, or its .readonly variant for reads. */
export interface InventoryAccess {
  read: RequestHandler;
  write: RequestHandler;
}

export function inventoryAccess(context: EmulatorContext): InventoryAccess {
  return {
    read: requireBearer(context, {
      grant: 'user',
      anyScope: [EBAY_SCOPES.sellInventory, EBAY_SCOPES.sellInventoryReadonly],
    }),
    write: requireBearer(context, { grant: 'user', anyScope: [EBAY_SCOPES.sellInventory] }),
  };
}
