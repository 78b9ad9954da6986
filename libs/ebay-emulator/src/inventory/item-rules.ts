import type { EbayErrorDetail, InventoryApi } from '@pennant/ebay-openapi';
import { ASPECT_NAME_MAX_LENGTH, ASPECT_VALUE_MAX_LENGTH, CONDITION_IDS } from '../catalog';
import { InventoryErrors } from './inventory-errors';

/** What eBay checks when an item is put: shapes and limits only; the rest waits for publish. */

export type InventoryItemBody = InventoryApi.components['schemas']['InventoryItem'];

const TITLE_MAX = 80;
/** Product.description: "Max Length: 4000" (the offer's listingDescription takes 500000). */
export const PRODUCT_DESCRIPTION_MAX = 4000;

export function itemProblems(body: Record<string, unknown>): EbayErrorDetail[] {
  const problems: EbayErrorDetail[] = [];
  const product = objectOr(body.product);
  if (body.condition !== undefined && !Object.hasOwn(CONDITION_IDS, String(body.condition))) {
    problems.push(InventoryErrors.invalidValue('condition'));
  }
  if (
    product.title !== undefined &&
    (typeof product.title !== 'string' || product.title.length > TITLE_MAX)
  ) {
    problems.push(
      InventoryErrors.invalidField('title', `The title must be at most ${TITLE_MAX} characters.`),
    );
  }
  if (
    product.description !== undefined &&
    (typeof product.description !== 'string' ||
      product.description.length > PRODUCT_DESCRIPTION_MAX)
  ) {
    problems.push(
      InventoryErrors.invalidValue(
        'product.description',
        `The description must be at most ${PRODUCT_DESCRIPTION_MAX} characters.`,
      ),
    );
  }
  if (product.imageUrls !== undefined && !isStringArray(product.imageUrls)) {
    problems.push(InventoryErrors.invalidValue('product.imageUrls'));
  }
  if (product.aspects !== undefined && !validAspects(product.aspects)) {
    problems.push(
      InventoryErrors.invalidValue(
        'product.aspects',
        `Aspects are {"Name": ["value"]} with names of at most ${ASPECT_NAME_MAX_LENGTH} and values of at most ${ASPECT_VALUE_MAX_LENGTH} characters.`,
      ),
    );
  }
  if (body.conditionDescriptors !== undefined && !validDescriptors(body.conditionDescriptors)) {
    problems.push(InventoryErrors.invalidValue('conditionDescriptors'));
  }
  const quantity = objectOr(objectOr(body.availability).shipToLocationAvailability).quantity;
  if (quantity !== undefined && !(Number.isInteger(quantity) && (quantity as number) >= 0)) {
    problems.push(
      InventoryErrors.invalidQuantity('The quantity must be a whole number, 0 or more.'),
    );
  }
  return problems;
}

/** The item as stored: the body's contract fields, nothing else. */
export function storedItem(body: Record<string, unknown>): InventoryItemBody {
  const fields = [
    'availability',
    'condition',
    'conditionDescription',
    'conditionDescriptors',
    'packageWeightAndSize',
    'product',
  ] as const;
  return Object.fromEntries(
    fields.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]),
  ) as InventoryItemBody;
}

export function objectOr(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

function validAspects(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([name, values]) =>
      name.length <= ASPECT_NAME_MAX_LENGTH &&
      isStringArray(values) &&
      values.every((entry) => entry.length <= ASPECT_VALUE_MAX_LENGTH),
  );
}

function validDescriptors(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((entry) => {
      const descriptor = objectOr(entry);
      return (
        typeof descriptor.name === 'string' &&
        (descriptor.values === undefined || isStringArray(descriptor.values)) &&
        (descriptor.additionalInfo === undefined || typeof descriptor.additionalInfo === 'string')
      );
    })
  );
}
