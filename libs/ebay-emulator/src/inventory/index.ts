import { Router } from 'express';
import type { EmulatorContext } from '../core/context';
import { inventoryAccess } from './inventory-access';
import { createInventoryItemRouter } from './inventory-item-router';
import { createLocationRouter } from './location-router';
import { createOfferRouter } from './offer-router';
import { createPublishRouter } from './publish-router';

/** The Inventory API (/sell/inventory/v1): items, offers, publishing, locations. */
export function createInventoryRouter(context: EmulatorContext): Router {
  const access = inventoryAccess(context);
  const router = Router();
  router.use(createInventoryItemRouter(context, access));
  router.use(createPublishRouter(context, access));
  router.use(createOfferRouter(context, access));
  router.use(createLocationRouter(context, access));
  return router;
}

export { INSERTION_FEE_CENTS } from './offer-router';
export { publishOffer } from './publish-router';
