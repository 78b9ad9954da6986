import { Router } from 'express';
import type { EmulatorContext } from '../core/context';
import { renderErrorPage } from '../core/html';
import { sellerFacts } from '../selling/listing-facts';
import { findListing } from '../selling/sellers';
import { renderItemPage } from './item-page';

/** www.ebay.com: `/itm/{legacyItemId}`, the item page of a listing published through the emulator. */
export function createWwwRouter(context: EmulatorContext): Router {
  const router = Router();
  router.get(['/itm/:itemId', '/itm/:slug/:itemId'], (req, res) => {
    const listing = /^\d+$/.test(String(req.params.itemId))
      ? findListing(context.store.state, String(req.params.itemId))
      : undefined;
    if (!listing) {
      res
        .status(404)
        .type('html')
        .send(
          renderErrorPage(
            'We looked everywhere.',
            'Looks like this page is missing. The item number may be wrong.',
          ),
        );
      return;
    }
    res
      .status(200)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(renderItemPage(listing, sellerFacts(context.store.state, listing)));
  });
  return router;
}
