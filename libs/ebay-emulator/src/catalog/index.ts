import type { MetadataApi, TaxonomyApi } from '@pennant/ebay-openapi';
import itemAspects from './item-aspects.json';
import itemConditionPolicies from './item-condition-policies.json';

export * from './category-tree';

/**
 * The fixtures behind Taxonomy's getItemAspectsForCategory and Metadata's
 * getItemConditionPolicies, and behind the publish-time checks that use the same rules: item
 * specifics of 261328 as a recorded sandbox answer gives them (README §13) and the trading-card
 * condition descriptors (README §4); 261329 (lots) has its own.
 */

export type Aspect = TaxonomyApi.components['schemas']['Aspect'];
export type ItemConditionPolicy = MetadataApi.components['schemas']['ItemConditionPolicy'];
export type ItemCondition = MetadataApi.components['schemas']['ItemCondition'];
export type ItemConditionDescriptor = MetadataApi.components['schemas']['ItemConditionDescriptor'];

/**
 * The Inventory contract's limits on item specifics (Product.aspects: "Max Length for Aspect Name: 40, Max Length
 * for Aspect Value: 50"), which inventory_item checks. The Taxonomy fixture gives no free-text aspect a longer
 * aspectMaxLength, so what Taxonomy advertises is what Inventory takes (taxonomy.spec checks it).
 */
export const ASPECT_NAME_MAX_LENGTH = 40;
export const ASPECT_VALUE_MAX_LENGTH = 50;

const ASPECTS = itemAspects as Record<string, { aspects: Aspect[] }>;
const CONDITION_POLICIES = (
  itemConditionPolicies as { itemConditionPolicies: ItemConditionPolicy[] }
).itemConditionPolicies;

export function aspectsOf(categoryId: string): Aspect[] | undefined {
  return Object.hasOwn(ASPECTS, categoryId) ? ASPECTS[categoryId].aspects : undefined;
}

export function requiredAspectNames(categoryId: string): string[] {
  return (aspectsOf(categoryId) ?? [])
    .filter((aspect) => aspect.aspectConstraint?.aspectRequired)
    .map((aspect) => aspect.localizedAspectName ?? '');
}

export function conditionPolicyOf(categoryId: string): ItemConditionPolicy | undefined {
  return CONDITION_POLICIES.find((policy) => policy.categoryId === categoryId);
}

/** The Inventory API's condition names and the numeric condition ids Metadata uses. */
export const CONDITION_IDS: Readonly<Record<string, string>> = {
  NEW: '1000',
  LIKE_NEW: '2750',
  NEW_OTHER: '1500',
  NEW_WITH_DEFECTS: '1750',
  CERTIFIED_REFURBISHED: '2000',
  SELLER_REFURBISHED: '2500',
  USED_EXCELLENT: '3000',
  USED_VERY_GOOD: '4000',
  USED_GOOD: '5000',
  USED_ACCEPTABLE: '6000',
  FOR_PARTS_OR_NOT_WORKING: '7000',
};

/** The name and value names of a condition descriptor, for pages that show them. */
export function describeConditionDescriptor(
  categoryId: string,
  descriptorId: string,
  valueIds: readonly string[],
): { name: string; values: string[] } | undefined {
  const descriptors =
    conditionPolicyOf(categoryId)?.itemConditions?.flatMap(
      (condition) => condition.conditionDescriptors ?? [],
    ) ?? [];
  const descriptor = descriptors.find((entry) => entry.conditionDescriptorId === descriptorId);
  if (!descriptor) return undefined;
  const names = valueIds.map(
    (id) =>
      descriptor.conditionDescriptorValues?.find((value) => value.conditionDescriptorValueId === id)
        ?.conditionDescriptorValueName ?? id,
  );
  return { name: descriptor.conditionDescriptorName ?? descriptorId, values: names };
}
