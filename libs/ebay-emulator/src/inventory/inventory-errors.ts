import { apiError } from '../core/api-error';

/** The Inventory API's errors and warnings (domain API_INVENTORY), worded as its contract words them. */

const DOMAIN = 'API_INVENTORY';
const SUBDOMAIN_NOTE = { subdomain: 'Selling' };

function inventoryError(
  errorId: number,
  message: string,
  parameters?: Record<string, string>,
  category: 'REQUEST' | 'APPLICATION' | 'BUSINESS' = 'REQUEST',
) {
  return { ...apiError(DOMAIN, errorId, message, { parameters, category }), ...SUBDOMAIN_NOTE };
}

export const InventoryErrors = {
  userError: (info: string, parameters?: Record<string, string>) =>
    inventoryError(25002, `A user error has occurred. ${info}`, parameters),
  invalidPrice: (info: string) => inventoryError(25003, `Invalid price. ${info}`),
  invalidQuantity: (info: string) => inventoryError(25004, `Invalid quantity. ${info}`),
  invalidCategory: (info: string) => inventoryError(25005, `Invalid category. ${info}`),
  invalidListingOption: (info: string) => inventoryError(25006, `Invalid listing option. ${info}`),
  invalidFulfillmentPolicy: (info: string) =>
    inventoryError(25007, `Invalid Fulfillment policy information. ${info}`),
  invalidPaymentPolicy: (info: string) =>
    inventoryError(25008, `Invalid Payment policy information. ${info}`),
  invalidReturnPolicy: (info: string) =>
    inventoryError(25009, `Invalid Return policy information. ${info}`),
  invalidLocation: (info: string) => inventoryError(25012, `Invalid inventory location. ${info}`),
  invalidPictures: (info: string) => inventoryError(25014, `Invalid pictures. ${info}`),
  invalidPictureUrl: (url: string, info: string) =>
    inventoryError(25015, `Invalid picture URL. ${info}`, { imageUrl: url }),
  invalidField: (fieldName: string, info: string) =>
    inventoryError(25016, `The ${fieldName} value is invalid. ${info}`, { fieldName }),
  missingField: (fieldName: string) =>
    inventoryError(25017, `Missing information in fields. No ${fieldName} is specified.`, {
      fieldName,
    }),
  cannotRevise: (info: string) => inventoryError(25019, `Cannot revise the listing. ${info}`),
  invalidCondition: (info: string) => inventoryError(25021, info),
  invalidAttribute: (fieldName: string) => inventoryError(25022, `Invalid attribute. ${fieldName}`),
  requiredForCategory: (field: string) =>
    inventoryError(25029, `${field} is required for this category.`, { field }),
  notApplicableForCondition: (field: string) =>
    inventoryError(25030, `${field} is not applicable for the condition and has been dropped`, {
      field,
    }),
  policyNotForMarketplace: (policyId: string) =>
    inventoryError(25035, 'The specified policy is not found for the market place', { policyId }),
  endingSoon: (itemId: string) =>
    inventoryError(
      25038,
      `${itemId} cannot be revised if the item has a bid or a best offer or is ending within 12 hours`,
      { itemId },
    ),
  invalidPicture: (url: string, info: string) =>
    inventoryError(25501, `Invalid picture. ${info}`, { imageUrl: url }),
  skuNotFound: (sku: string) =>
    inventoryError(25702, `${sku} could not be found or is not available in the system.`, { sku }),
  invalidPagination: (info: string) =>
    inventoryError(25706, `You have provided invalid pagination values. ${info}.`),
  invalidSku: () =>
    inventoryError(
      25707,
      'This is an invalid value for a SKU. Only alphanumeric characters can be used for SKUs, and their length must not exceed 50 characters.',
    ),
  invalidValue: (fieldName: string, info = '') =>
    inventoryError(25709, `Invalid value for ${fieldName}. ${info}`.trim(), { fieldName }),
  notFound: () =>
    inventoryError(
      25710,
      "We didn't find the resource/entity you are requesting. Please verify the request.",
    ),
  offerNotAvailable: (info: string) =>
    inventoryError(25713, `This Offer is not available : ${info}.`),
  tooManyItems: (max: number) =>
    inventoryError(25727, `The number of InventoryItems in the request cannot exceed ${max}.`, {
      max: String(max),
    }),
  itemsNotUnique: () => inventoryError(25728, 'InventoryItems should be unique in the request.'),
  offersNotUnique: () =>
    inventoryError(25729, 'The combination of SKU, marketplaceId and format should be unique.'),
  tooManyOffers: (max: number) =>
    inventoryError(25730, `The number of offers in the request cannot exceed ${max}.`, {
      max: String(max),
    }),
  offerIdsNotUnique: () => inventoryError(25731, 'OfferId should be unique in the request.'),
  skuAndLocaleRequired: () =>
    inventoryError(
      25733,
      'Valid SKU and locale information are required for all the InventoryItems in the request.',
    ),
  skusNotUnique: () => inventoryError(25734, 'SKU should be unique in the request.'),
  invalidOfferIds: () =>
    inventoryError(
      25754,
      'One or more provided offerId(s) are invalid. All offerId(s) in the request should belong to an inventoryItem or inventoryItemGroup for a specific marketplaceId and format.',
    ),
  auctionNeedsDuration: () =>
    inventoryError(25755, 'listingDuration is required for auction offer.'),
  auctionNeedsStartPrice: () =>
    inventoryError(25757, 'auctionStartPrice is required for auction offer.'),
  auctionPricesOnFixedPrice: () =>
    inventoryError(
      25758,
      'auctionStartPrice and auctionReservePrice are not supported for fixed price offer.',
    ),
  auctionQuantityNotApplicable: () =>
    inventoryError(25762, 'availableQuantity is not applicable for auction offer.'),
  auctionQuantityLimitNotApplicable: () =>
    inventoryError(25763, 'quantityLimitPerBuyer is not applicable for auction offer.'),
  auctionQuantityInsufficient: () =>
    inventoryError(
      25760,
      'shipToLocationAvailability quantity insufficient to create auction listings.',
    ),
  locationExists: () =>
    inventoryError(25803, 'merchantLocationKey already exists.', {
      fieldName: 'merchantLocationKey',
    }),
  locationNotFound: () =>
    inventoryError(25805, 'merchantLocationKey Not Found.', { fieldName: 'merchantLocationKey' }),
  invalidLocationField: (fieldName: string) =>
    inventoryError(25800, `Invalid ${fieldName}.`, { fieldName }),
  missingLocationField: (fieldName: string) =>
    inventoryError(25801, `Missing field ${fieldName}.`, { fieldName }),
  notOptedIn: () =>
    inventoryError(20403, 'User is not eligible for Business Policy.', {
      programType: 'SELLING_POLICY_MANAGEMENT',
    }),
};
