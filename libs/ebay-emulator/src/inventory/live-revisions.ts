import type { EmulatorContext } from '../core/context';
import { ApiFailure } from '../core/api-error';
import { activeListingOf, reviseListing, revisionRefusal } from '../selling/listings';
import type { ListingContent, SellerRecord } from '../selling/records';
import { readSeller, updateSeller } from '../selling/sellers';
import { planListing } from './publish-checks';

/**
 * A change to an item or an offer that may be live. Live listings it touches are re-checked as a
 * publish would check them and revised; if any revision is refused (checks, 250 a day, an
 * auction's last 12 hours) nothing changes.
 */
export type Change = { sku: string } | { offerId: string };

export async function reviseLiveOffers(
  context: EmulatorContext,
  userId: string,
  change: Change,
  apply: (seller: SellerRecord) => void,
): Promise<void> {
  const now = context.clock.now();
  const preview = withChange(readSeller(context, userId), apply);
  const touched = Object.values(preview.offers).filter((offer) =>
    'sku' in change ? offer.sku === change.sku : offer.offerId === change.offerId,
  );
  const revisions: Array<{ listingId: string; content: ListingContent; quantity: number }> = [];
  for (const offer of touched) {
    const listing = activeListingOf(preview, offer);
    if (!listing) continue;
    const refusal = revisionRefusal(listing, now);
    if (refusal) throw new ApiFailure(400, refusal);
    const plan = await planListing(context, preview, offer);
    if (!plan.content) throw new ApiFailure(400, ...plan.errors);
    revisions.push({
      listingId: listing.listingId,
      content: plan.content,
      quantity: plan.quantity,
    });
  }
  updateSeller(context, userId, (seller) => {
    apply(seller);
    for (const { listingId, content, quantity } of revisions) {
      const listing = seller.listings[listingId];
      if (listing?.status === 'ACTIVE') reviseListing(listing, now, { ...content, quantity });
    }
  });
}

/** A copy of the seller with the change applied; `apply` only replaces entries of these maps. */
function withChange(seller: SellerRecord, apply: (seller: SellerRecord) => void): SellerRecord {
  const copy: SellerRecord = {
    ...seller,
    inventoryItems: { ...seller.inventoryItems },
    offers: { ...seller.offers },
  };
  apply(copy);
  return copy;
}
