import type { EbayErrorDetail } from '@pennant/ebay-openapi';

/** Marketplace Insights' own errors (domain API_MARKETPLACE_INSIGHTS), as its contract lists them. */

const DOMAIN = 'API_MARKETPLACE_INSIGHTS';
const MARKETPLACES = 'EBAY_US, EBAY_CA, EBAY_GB, EBAY_AU, EBAY_DE';

function insightsError(
  errorId: number,
  message: string,
  category: EbayErrorDetail['category'] = 'REQUEST',
): EbayErrorDetail {
  return { errorId, domain: DOMAIN, category, message };
}

const invalidOffset = () =>
  insightsError(
    100002,
    "The 'offset' value is invalid. Offset cannot be negative and must be an integer.",
  );
const invalidLimit = () =>
  insightsError(100003, "The 'limit' value should be between 1 and 200 (inclusive).");

export const InsightsErrors = {
  missingSearch: () =>
    insightsError(
      100001,
      "The call must have a valid 'q', 'category_ids', 'epid' or 'gtin' query parameter.",
    ),
  limitNotInteger: invalidLimit,
  limitOutOfRange: invalidLimit,
  offsetNotInteger: invalidOffset,
  negativeOffset: invalidOffset,
  offsetTooLarge: () =>
    insightsError(
      100021,
      'The maximum number of listings that can be retrieved is 10,000, so your offset value must be less than 10,000. If 10,000 or more listings are matching your search criteria, consider narrowing the scope of your search.',
    ),
  topLevelCategory: () =>
    insightsError(
      100004,
      'The category specified is a top-level category. To use this category, you must include a keyword or epid or gtin.',
      'BUSINESS',
    ),
  marketplaceNotSupported: (marketplaceId: string) =>
    insightsError(
      100005,
      `Currently, the ${marketplaceId} marketplace is not supported. The supported Marketplaces are: ${MARKETPLACES} .`,
      'BUSINESS',
    ),
  invalidSort: () =>
    insightsError(
      100006,
      "The 'sort' value is invalid. For the valid values, refer to the API call documentation.",
    ),
  priceWithoutCurrency: () =>
    insightsError(
      100007,
      "A valid 'price' filter and a valid 'priceCurrency' filter is required to filter based on price.",
    ),
  invalidFilterValue: (filterName: string) =>
    insightsError(
      100011,
      `The ${filterName} value is invalid. For the valid values, refer to the API call documentation.`,
    ),
  noAccess: () => insightsError(100017, 'Insufficient permissions to use this API.'),
  categoryRequired: () => insightsError(100018, 'This query requires at least one category.'),
  tooManyCategories: () =>
    insightsError(
      100019,
      'You have exceeded the maximum number of categories. The maximum number is 4.',
    ),
  marketplaceRequired: () =>
    insightsError(
      100020,
      `The header 'X-EBAY-C-MARKETPLACE-ID' is required. The valid Marketplaces are: ${MARKETPLACES}.`,
    ),
};
