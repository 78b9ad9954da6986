import type { Listing } from './entities/listing.entity';

/**
 * The listing's price is the dealer's now (typed in Pennant, live or not, or set on eBay's site): preparing the
 * listing again keeps it instead of going back to the suggested price.
 */
export function keepPriceAsDealers(listing: Listing, price: string): void {
  listing.listPrice = price;
  if (!listing.editedFields.includes('price'))
    listing.editedFields = [...listing.editedFields, 'price'];
}
