import type { EbayErrorDetail } from '@pennant/ebay-openapi';
import { findCategory, isLeafCategory } from '../catalog';
import type { EmulatorContext } from '../core/context';
import { amountCents, formatCents } from '../core/money';
import { getEntry } from '../core/state';
import {
  downloadPicture,
  emulatorImageOf,
  inspectImage,
  isHttpsUrl,
  MIN_LONGEST_SIDE,
} from '../media';
import type { ListingContent, OfferRecord, SellerRecord } from '../selling/records';
import { aspectErrors, conditionRules } from './condition-rules';
import { InventoryErrors } from './inventory-errors';
import { itemQuantity } from './views';

/**
 * Everything eBay checks when an offer is published (and when a live offer is revised): the
 * business-policy opt-in, the category, duration and price, policies that exist for the offer's
 * marketplace, an enabled location, title and description, 1 to 24 pictures eBay can read at
 * 500 px or more, the category's condition rules and required item specifics.
 */

export interface ListingPlan {
  errors: EbayErrorDetail[];
  warnings: EbayErrorDetail[];
  content?: ListingContent;
  quantity: number;
}

const MAX_PICTURES = 24;
const MIN_FIXED_PRICE_CENTS = 99;
/** eBay US: an auction's Buy It Now price must be at least 30% above its starting bid. */
const BUY_IT_NOW_OVER_START_PERCENT = 130;
const DESCRIPTION_MAX = 500_000;

export async function planListing(
  context: EmulatorContext,
  seller: SellerRecord,
  offer: OfferRecord,
): Promise<ListingPlan> {
  const plan: ListingPlan = { errors: [], warnings: [], quantity: 0 };
  if (!seller.optedInPrograms.includes('SELLING_POLICY_MANAGEMENT')) {
    return { ...plan, errors: [InventoryErrors.notOptedIn()] };
  }
  const record = getEntry(seller.inventoryItems, offer.sku);
  if (!record) return { ...plan, errors: [InventoryErrors.skuNotFound(offer.sku)] };
  const item = record.item;
  const product = item.product ?? {};
  const details = offer.details;
  const errors = plan.errors;

  const categoryId = details.categoryId;
  const categoryOk = typeof categoryId === 'string' && isLeafCategory(categoryId);
  if (!categoryId) errors.push(InventoryErrors.invalidCategory('No categoryId is specified.'));
  else if (!categoryOk) {
    errors.push(
      InventoryErrors.invalidCategory(
        findCategory(categoryId)
          ? `Category ${categoryId} is not a leaf category.`
          : `Category ${categoryId} is not a valid category.`,
      ),
    );
  }
  errors.push(...durationErrors(offer));
  const price = priceCheck(offer);
  errors.push(...price.errors);
  errors.push(...policyErrors(seller, offer));
  errors.push(...locationErrors(seller, details.merchantLocationKey));

  const title = product.title?.trim() ?? '';
  if (!title) errors.push(InventoryErrors.invalidField('title', 'The item has no title.'));
  const description = (details.listingDescription ?? product.description ?? '').trim();
  if (!description) {
    errors.push(
      InventoryErrors.invalidField(
        'description',
        'Neither the offer nor the item has a description.',
      ),
    );
  } else if (description.length > DESCRIPTION_MAX) {
    errors.push(
      InventoryErrors.invalidField('description', `At most ${DESCRIPTION_MAX} characters.`),
    );
  }
  const imageUrls = product.imageUrls ?? [];
  errors.push(...(await pictureErrors(context, imageUrls)));

  const quantity =
    offer.format === 'AUCTION' ? 1 : (details.availableQuantity ?? itemQuantity(record));
  if (offer.format === 'AUCTION' && itemQuantity(record) < 1) {
    errors.push(InventoryErrors.auctionQuantityInsufficient());
  } else if (quantity < 1) {
    errors.push(InventoryErrors.invalidQuantity('The quantity available must be at least 1.'));
  }

  const aspects = (product.aspects ?? {}) as unknown as Record<string, string[]>;
  let descriptors = item.conditionDescriptors ?? [];
  if (categoryOk) {
    const rules = conditionRules(categoryId, item.condition, descriptors as never);
    errors.push(...rules.errors);
    plan.warnings.push(...rules.warnings);
    descriptors = rules.descriptors;
    errors.push(...aspectErrors(categoryId, aspects));
  }
  if (errors.length > 0) return plan;
  return {
    ...plan,
    quantity,
    content: {
      title,
      description,
      imageUrls,
      aspects,
      condition: item.condition,
      conditionDescription: item.conditionDescription,
      conditionDescriptors: descriptors.map((entry) => ({
        name: entry.name ?? '',
        ...(entry.values ? { values: entry.values } : {}),
        ...(entry.additionalInfo ? { additionalInfo: entry.additionalInfo } : {}),
      })),
      categoryId: categoryId as string,
      priceCents: price.cents,
      ...(price.reserveCents !== undefined ? { reservePriceCents: price.reserveCents } : {}),
      bestOfferEnabled: details.listingPolicies?.bestOfferTerms?.bestOfferEnabled === true,
      ...(details.lotSize ? { lotSize: details.lotSize } : {}),
      shippingCents: shippingCentsOf(seller, details.listingPolicies?.fulfillmentPolicyId),
      ...itemLocationOf(seller, details.merchantLocationKey),
    },
  };
}

function durationErrors(offer: OfferRecord): EbayErrorDetail[] {
  const duration = offer.details.listingDuration;
  if (offer.format === 'AUCTION') {
    if (!duration) return [InventoryErrors.auctionNeedsDuration()];
    if (duration === 'GTC') {
      return [
        InventoryErrors.invalidListingOption(
          'Auctions run for DAYS_1 to DAYS_10; GTC is for fixed price.',
        ),
      ];
    }
    return [];
  }
  if (!duration) return [InventoryErrors.missingField('listingDuration')];
  if (duration !== 'GTC') {
    return [
      InventoryErrors.invalidListingOption("Fixed price listings are Good 'Til Cancelled (GTC)."),
    ];
  }
  return [];
}

function priceCheck(offer: OfferRecord): {
  errors: EbayErrorDetail[];
  cents: number;
  reserveCents?: number;
} {
  const pricing = offer.details.pricingSummary ?? {};
  if (offer.format === 'AUCTION') {
    const start = amountCents(pricing.auctionStartPrice);
    if (start === undefined)
      return { errors: [InventoryErrors.auctionNeedsStartPrice()], cents: 0 };
    const reserve = amountCents(pricing.auctionReservePrice);
    if (reserve !== undefined && reserve <= start) {
      return {
        errors: [InventoryErrors.invalidPrice('The reserve price must be above the start price.')],
        cents: start,
      };
    }
    const buyItNowRefusal = auctionBuyItNowRefusal(pricing);
    if (buyItNowRefusal) return { errors: [buyItNowRefusal], cents: start };
    return {
      errors: [],
      cents: start,
      ...(reserve !== undefined ? { reserveCents: reserve } : {}),
    };
  }
  const cents = amountCents(pricing.price);
  if (cents === undefined)
    return { errors: [InventoryErrors.invalidPrice('No price is specified.')], cents: 0 };
  if (cents < MIN_FIXED_PRICE_CENTS) {
    return { errors: [InventoryErrors.invalidPrice('The price must be at least 0.99.')], cents };
  }
  return { errors: [], cents };
}

type PricingSummary = NonNullable<OfferRecord['details']['pricingSummary']>;

/** An auction's Buy It Now (pricingSummary.price) under 30% above its starting bid, refused (25003). */
export function auctionBuyItNowRefusal(pricing: PricingSummary): EbayErrorDetail | undefined {
  const start = amountCents(pricing.auctionStartPrice);
  const buyItNow = amountCents(pricing.price);
  if (start === undefined || buyItNow === undefined) return undefined;
  if (buyItNow * 100 >= start * BUY_IT_NOW_OVER_START_PERCENT) return undefined;
  const lowest = Math.ceil((start * BUY_IT_NOW_OVER_START_PERCENT) / 100);
  return InventoryErrors.invalidPrice(
    `The Buy It Now price must be at least 30% above the starting price (at least ${formatCents(lowest)}).`,
  );
}

const POLICY_CHECKS = [
  {
    field: 'fulfillmentPolicyId',
    section: 'fulfillmentPolicies',
    error: InventoryErrors.invalidFulfillmentPolicy,
  },
  {
    field: 'paymentPolicyId',
    section: 'paymentPolicies',
    error: InventoryErrors.invalidPaymentPolicy,
  },
  {
    field: 'returnPolicyId',
    section: 'returnPolicies',
    error: InventoryErrors.invalidReturnPolicy,
  },
] as const;

function policyErrors(seller: SellerRecord, offer: OfferRecord): EbayErrorDetail[] {
  const policies = offer.details.listingPolicies ?? {};
  return POLICY_CHECKS.flatMap(({ field, section, error }) => {
    const id = policies[field];
    if (!id) return [error(`No ${field} is specified.`)];
    const policy = getEntry(seller[section] as Record<string, { marketplaceId?: string }>, id);
    if (!policy) return [error(`Policy ${id} does not exist.`)];
    if (policy.marketplaceId !== offer.marketplaceId)
      return [InventoryErrors.policyNotForMarketplace(id)];
    return [];
  });
}

function locationErrors(seller: SellerRecord, key: string | undefined): EbayErrorDetail[] {
  if (!key) return [InventoryErrors.invalidLocation('No merchantLocationKey is specified.')];
  const location = getEntry(seller.locations, key);
  if (!location) return [InventoryErrors.invalidLocation(`Location ${key} does not exist.`)];
  if (location.merchantLocationStatus === 'DISABLED') {
    return [InventoryErrors.invalidLocation(`Location ${key} is disabled.`)];
  }
  return [];
}

async function pictureErrors(
  context: EmulatorContext,
  imageUrls: string[],
): Promise<EbayErrorDetail[]> {
  if (imageUrls.length === 0)
    return [InventoryErrors.invalidPictures('At least 1 picture is required.')];
  if (imageUrls.length > MAX_PICTURES) {
    return [InventoryErrors.invalidPictures(`At most ${MAX_PICTURES} pictures are allowed.`)];
  }
  const problems = await Promise.all(imageUrls.map((url) => pictureProblem(context, url)));
  return problems.filter((problem): problem is EbayErrorDetail => problem !== undefined);
}

/** A picture is fine if it is one the Media API hosts, or an HTTPS image eBay can fetch. */
async function pictureProblem(
  context: EmulatorContext,
  url: string,
): Promise<EbayErrorDetail | undefined> {
  const hosted = emulatorImageOf(context, url);
  if (hosted) return undefined;
  if (!isHttpsUrl(url))
    return InventoryErrors.invalidPictureUrl(url, 'Picture URLs must be HTTPS.');
  const bytes = await downloadPicture(context, url);
  if (!bytes) return InventoryErrors.invalidPictureUrl(url, 'The picture could not be downloaded.');
  const verdict = await inspectImage(bytes);
  if (verdict.ok) return undefined;
  if (verdict.reason === 'too-small') {
    return InventoryErrors.invalidPicture(
      url,
      `Pictures must be at least ${MIN_LONGEST_SIDE} pixels on the longest side.`,
    );
  }
  return InventoryErrors.invalidPicture(url, 'The file is not a picture eBay can read.');
}

/** The first domestic shipping service's cost in the fulfillment policy (0 when free). */
function shippingCentsOf(seller: SellerRecord, policyId: string | undefined): number {
  const policy = policyId ? getEntry(seller.fulfillmentPolicies, policyId) : undefined;
  const option =
    policy?.shippingOptions?.find((entry) => entry.optionType !== 'INTERNATIONAL') ??
    policy?.shippingOptions?.[0];
  const service = [...(option?.shippingServices ?? [])].sort(
    (a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0),
  )[0];
  if (!service || service.freeShipping) return 0;
  return amountCents(service.shippingCost) ?? 0;
}

function itemLocationOf(
  seller: SellerRecord,
  key: string | undefined,
): Pick<ListingContent, 'itemLocation'> {
  const address = key ? getEntry(seller.locations, key)?.location?.address : undefined;
  if (!address?.country) return {};
  const { city, stateOrProvince, postalCode, country } = address;
  return {
    itemLocation: {
      country,
      ...(city ? { city } : {}),
      ...(stateOrProvince ? { stateOrProvince } : {}),
      ...(postalCode ? { postalCode } : {}),
    },
  };
}
