import type { EbayErrorDetail } from '@pennant/ebay-openapi';
import {
  CONDITION_IDS,
  conditionPolicyOf,
  type ItemConditionDescriptor,
  requiredAspectNames,
} from '../catalog';
import type { ConditionDescriptorRecord } from '../selling/records';
import { InventoryErrors } from './inventory-errors';

/**
 * The category rules publish enforces, read from the same fixtures Metadata and Taxonomy serve:
 * the condition and its descriptors (trading cards: LIKE_NEW with grader and grade, or
 * USED_VERY_GOOD with a card condition), and the required item specifics.
 */

export interface RuleResult {
  errors: EbayErrorDetail[];
  warnings: EbayErrorDetail[];
  /** The descriptors the listing keeps (those not applicable are dropped with a warning). */
  descriptors: ConditionDescriptorRecord[];
}

export function conditionRules(
  categoryId: string,
  condition: string | undefined,
  descriptors: readonly ConditionDescriptorRecord[],
): RuleResult {
  const result: RuleResult = { errors: [], warnings: [], descriptors: [] };
  const policy = conditionPolicyOf(categoryId);
  if (!policy) return { ...result, descriptors: [...descriptors] };
  if (!condition) {
    if (policy.itemConditionRequired) {
      result.errors.push(
        InventoryErrors.invalidCondition('Condition is required for this category.'),
      );
    }
    return result;
  }
  const allowed = policy.itemConditions?.find(
    (entry) => entry.conditionId === CONDITION_IDS[condition],
  );
  if (!allowed) {
    result.errors.push(
      InventoryErrors.invalidCondition(
        `The item condition ${condition} is not valid for category ${categoryId}.`,
      ),
    );
    return result;
  }
  const defined = allowed.conditionDescriptors ?? [];
  for (const descriptor of descriptors) {
    const definition = defined.find((entry) => entry.conditionDescriptorId === descriptor.name);
    if (!definition) {
      result.warnings.push(
        InventoryErrors.notApplicableForCondition(`Condition descriptor ${descriptor.name}`),
      );
      continue;
    }
    const problem = descriptorProblem(definition, descriptor);
    if (problem) result.errors.push(InventoryErrors.invalidCondition(problem));
    else result.descriptors.push({ ...descriptor });
  }
  for (const definition of defined) {
    const given = descriptors.some((entry) => entry.name === definition.conditionDescriptorId);
    if (!given && definition.conditionDescriptorConstraint?.usage === 'REQUIRED') {
      result.errors.push(
        InventoryErrors.invalidCondition(`${label(definition)} is a required field.`),
      );
    }
  }
  return result;
}

function descriptorProblem(
  definition: ItemConditionDescriptor,
  descriptor: ConditionDescriptorRecord,
): string | undefined {
  const constraint = definition.conditionDescriptorConstraint ?? {};
  if (constraint.mode === 'FREE_TEXT') {
    const text = descriptor.additionalInfo ?? descriptor.values?.[0] ?? '';
    if (constraint.maxLength !== undefined && text.length > constraint.maxLength) {
      return `${label(definition)} must be at most ${constraint.maxLength} characters.`;
    }
    return undefined;
  }
  const values = descriptor.values ?? [];
  if (values.length === 0) return `${label(definition)} is a required field.`;
  if (constraint.cardinality === 'SINGLE' && values.length > 1) {
    return `${label(definition)} takes a single value.`;
  }
  const known = (definition.conditionDescriptorValues ?? []).map(
    (value) => value.conditionDescriptorValueId,
  );
  const unknown = values.find((value) => !known.includes(value));
  return unknown ? `${unknown} is not a valid value for ${label(definition)}.` : undefined;
}

/** "Professional Grader (27501)", as eBay names descriptors in its messages. */
function label(definition: ItemConditionDescriptor): string {
  return `${definition.conditionDescriptorName} (${definition.conditionDescriptorId})`;
}

export function aspectErrors(
  categoryId: string,
  aspects: Record<string, string[]>,
): EbayErrorDetail[] {
  return requiredAspectNames(categoryId)
    .filter((name) => !(aspects[name] ?? []).some((value) => value.trim() !== ''))
    .map((name) => InventoryErrors.requiredForCategory(name));
}
