import type { EbayErrorDetail } from '@pennant/ebay-openapi';
import { amountCents } from '../core/money';
import type { OfferFormat, OfferRecord } from '../selling/records';
import { InventoryErrors } from './inventory-errors';
import { objectOr } from './item-rules';
import { SELLING_MARKETPLACES } from '../core/marketplaces';

/** What createOffer/updateOffer check at once; the rest (category, policies...) waits for publish. */

export const LISTING_DURATIONS = [
  'GTC',
  'DAYS_1',
  'DAYS_3',
  'DAYS_5',
  'DAYS_7',
  'DAYS_10',
  'DAYS_21',
  'DAYS_30',
];
const FORMATS: readonly OfferFormat[] = ['FIXED_PRICE', 'AUCTION'];
const DETAIL_FIELDS = [
  'availableQuantity',
  'categoryId',
  'charity',
  'extendedProducerResponsibility',
  'hideBuyerDetails',
  'includeCatalogProductDetails',
  'listingDescription',
  'listingDuration',
  'listingPolicies',
  'listingStartDate',
  'lotSize',
  'merchantLocationKey',
  'pricingSummary',
  'quantityLimitPerBuyer',
  'regulatory',
  'secondaryCategoryId',
  'storeCategoryNames',
  'tax',
] as const;

export interface OfferKeys {
  sku: string;
  marketplaceId: string;
  format: OfferFormat;
}

/** The keys of a new offer, or the first error about them. */
export function offerKeys(body: Record<string, unknown>): OfferKeys | EbayErrorDetail {
  if (typeof body.sku !== 'string' || body.sku === '') return InventoryErrors.invalidValue('sku');
  if (!SELLING_MARKETPLACES.includes(body.marketplaceId as string)) {
    return InventoryErrors.invalidValue('marketplaceId');
  }
  if (!FORMATS.includes(body.format as OfferFormat)) return InventoryErrors.invalidValue('format');
  return {
    sku: body.sku,
    marketplaceId: body.marketplaceId as string,
    format: body.format as OfferFormat,
  };
}

/** The offer's fields other than its keys, as stored. */
export function offerDetails(body: Record<string, unknown>): OfferRecord['details'] {
  return Object.fromEntries(
    DETAIL_FIELDS.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]),
  ) as OfferRecord['details'];
}

export function offerProblems(
  format: OfferFormat,
  body: Record<string, unknown>,
): EbayErrorDetail[] {
  const problems: EbayErrorDetail[] = [];
  const pricing = objectOr(body.pricingSummary);
  const duration = body.listingDuration;
  if (duration !== undefined && !LISTING_DURATIONS.includes(duration as string)) {
    problems.push(InventoryErrors.invalidValue('listingDuration'));
  }
  for (const field of ['price', 'auctionStartPrice', 'auctionReservePrice'] as const) {
    if (pricing[field] !== undefined && amountCents(pricing[field]) === undefined) {
      problems.push(InventoryErrors.invalidValue(`pricingSummary.${field}`));
    }
  }
  for (const field of ['availableQuantity', 'quantityLimitPerBuyer'] as const) {
    const value = body[field];
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= 0)) {
      problems.push(InventoryErrors.invalidValue(field));
    }
  }
  if (
    body.lotSize !== undefined &&
    !(Number.isInteger(body.lotSize) && (body.lotSize as number) >= 1)
  ) {
    problems.push(InventoryErrors.invalidValue('lotSize'));
  }
  problems.push(
    ...bestOfferProblems(objectOr(objectOr(body.listingPolicies).bestOfferTerms), pricing),
  );
  if (format === 'AUCTION') {
    if (duration === undefined) problems.push(InventoryErrors.auctionNeedsDuration());
    if (pricing.auctionStartPrice === undefined)
      problems.push(InventoryErrors.auctionNeedsStartPrice());
    if (body.availableQuantity !== undefined)
      problems.push(InventoryErrors.auctionQuantityNotApplicable());
    if (body.quantityLimitPerBuyer !== undefined) {
      problems.push(InventoryErrors.auctionQuantityLimitNotApplicable());
    }
  } else if (pricing.auctionStartPrice !== undefined || pricing.auctionReservePrice !== undefined) {
    problems.push(InventoryErrors.auctionPricesOnFixedPrice());
  }
  return problems;
}

/** Best Offer's automatic prices must be amounts below the price, decline below accept. */
function bestOfferProblems(
  terms: Record<string, unknown>,
  pricing: Record<string, unknown>,
): EbayErrorDetail[] {
  const accept = amountCents(terms.autoAcceptPrice);
  const decline = amountCents(terms.autoDeclinePrice);
  const price = amountCents(pricing.price);
  const problems: EbayErrorDetail[] = [];
  if (terms.autoAcceptPrice !== undefined && accept === undefined) {
    problems.push(InventoryErrors.invalidValue('bestOfferTerms.autoAcceptPrice'));
  }
  if (terms.autoDeclinePrice !== undefined && decline === undefined) {
    problems.push(InventoryErrors.invalidValue('bestOfferTerms.autoDeclinePrice'));
  }
  if (accept !== undefined && price !== undefined && accept >= price) {
    problems.push(
      InventoryErrors.invalidValue('bestOfferTerms.autoAcceptPrice', 'It must be below the price.'),
    );
  }
  if (accept !== undefined && decline !== undefined && decline >= accept) {
    problems.push(
      InventoryErrors.invalidValue(
        'bestOfferTerms.autoDeclinePrice',
        'It must be below the auto-accept price.',
      ),
    );
  }
  return problems;
}
