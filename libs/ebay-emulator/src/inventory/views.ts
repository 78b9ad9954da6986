import type { InventoryApi } from '@pennant/ebay-openapi';
import { listingStatusOf } from '../selling/listings';
import type { InventoryItemRecord, OfferRecord, SellerRecord } from '../selling/records';

/** Stored items and offers as the Inventory API answers them. */

type Schemas = InventoryApi.components['schemas'];
export type InventoryItemView = Schemas['InventoryItemWithSkuLocaleGroupid'];
export type OfferView = Schemas['EbayOfferDetailsWithAll'];

export function inventoryItemView(record: InventoryItemRecord): InventoryItemView {
  const { availability, ...rest } = record.item;
  const quantity = availability?.shipToLocationAvailability?.quantity;
  return {
    sku: record.sku,
    locale: record.locale,
    ...rest,
    ...(availability
      ? {
          availability: {
            ...(availability.pickupAtLocationAvailability
              ? { pickupAtLocationAvailability: availability.pickupAtLocationAvailability }
              : {}),
            shipToLocationAvailability: { quantity: quantity ?? 0 },
          },
        }
      : {}),
  };
}

/** A withdrawn offer is UNPUBLISHED and shows no listing; a sold-out one shows it ENDED. */
export function offerView(seller: SellerRecord, offer: OfferRecord): OfferView {
  const listing =
    offer.status === 'PUBLISHED' && offer.listingId ? seller.listings[offer.listingId] : undefined;
  return {
    offerId: offer.offerId,
    sku: offer.sku,
    marketplaceId: offer.marketplaceId,
    format: offer.format,
    ...offer.details,
    status: offer.status,
    ...(listing
      ? {
          listing: {
            listingId: listing.listingId,
            listingStatus: listingStatusOf(listing),
            soldQuantity: listing.soldQuantity,
            listingOnHold: false,
          },
        }
      : {}),
  };
}

/** The quantity an item offers for shipping. */
export function itemQuantity(record: InventoryItemRecord | undefined): number {
  return record?.item.availability?.shipToLocationAvailability?.quantity ?? 0;
}
