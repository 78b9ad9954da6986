import type { EbayErrorDetail } from '@pennant/ebay-openapi';

/** Browse's own errors and warnings (domain API_BROWSE), as its contract lists them. */

const DOMAIN = 'API_BROWSE';

function browseError(
  errorId: number,
  message: string,
  category: EbayErrorDetail['category'] = 'REQUEST',
  parameters?: EbayErrorDetail['parameters'],
): EbayErrorDetail {
  return { errorId, domain: DOMAIN, category, message, ...(parameters ? { parameters } : {}) };
}

export const BrowseErrors = {
  missingSearch: () =>
    browseError(
      12001,
      "The call must have a valid 'q', 'category_ids', 'epid' or 'gtin' query parameter.",
    ),
  negativeOffset: () => browseError(12004, "The 'offset' value cannot be negative."),
  offsetNotInteger: () => browseError(12005, "The 'offset' value must be an integer."),
  limitOutOfRange: () =>
    browseError(12006, "The 'limit' value should be between 1 and 200 (inclusive)."),
  limitNotInteger: () => browseError(12007, "The 'limit' value must be an integer value."),
  offsetTooLarge: () =>
    browseError(
      12029,
      'The maximum number of listings that can be retrieved is 10,000, so your offset value must be less than 10,000. If 10,000 or more listings are matching your search criteria, consider narrowing the scope of your search.',
    ),
  topLevelCategory: () =>
    browseError(
      12013,
      'Top level category browsing is not allowed. Please provide keywords or more filters for the applied top level category.',
      'BUSINESS',
    ),
  marketplaceNotSupported: (marketplaceId: string) =>
    browseError(
      12019,
      `Currently, the ${marketplaceId} marketplace is not supported. The supported Marketplaces are: EBAY_US, EBAY_CA, EBAY_GB, EBAY_AU, EBAY_DE .`,
      'BUSINESS',
      [{ name: 'marketplaceId', value: marketplaceId }],
    ),
  invalidFilterValue: (filterName: string) =>
    browseError(
      12002,
      `The ${filterName} value is invalid. For the valid values, refer to the API call documentation.`,
      'REQUEST',
      [{ name: 'filterName', value: filterName }],
    ),
  invalidSort: () =>
    browseError(
      12008,
      "The 'sort' value is invalid. For the valid values, refer to the API call documentation.",
    ),
  priceWithoutCurrency: () =>
    browseError(
      12012,
      "A valid 'price' filter and a valid 'priceCurrency' filter is necessary to filter based on price.",
    ),
};
